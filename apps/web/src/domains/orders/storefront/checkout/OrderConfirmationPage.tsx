// /checkout/confirmation/{year}/{seq}: the order just placed — its number, where and when it goes,
// its lines and total — with links to its detail and back to the shop. Staff and agents ordering for
// a client are spoken to as themselves and led to the order's record in the reserved area.
import { useQuery } from '@apollo/client/react';
import { CUSTOMER_TIPI } from '@shop/contract/rules';
import { Alert, Center, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Price } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../../gql';
import { toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { RequireUser } from '../../../users/index';
import { useViewer } from '../../../../lib/viewer/useViewer';
import { NotFoundPage } from '../../../../app/errors/NotFoundPage';
import { shopMessages } from '../../../../i18n/shop-messages';
import { orderMessages } from '../messages';
import { OrderAddress_fields } from '../../common/order-fragments';
import { OrderDetailQuery } from '../order-documents';
import { OrderLines } from '../OrderLines';
import { orderDetailPath, orderNumberOf } from '../order-paths';
import { checkoutMessages as m } from './messages';
import { ShopLink } from '../../../../app/storefront-ui/ShopLink';
import { SectionCard } from '../../../../app/storefront-ui/SectionCard';

export function OrderConfirmationPage() {
  const number = orderNumberOf(useParams());
  return (
    <RequireUser types={CUSTOMER_TIPI} orderingFor>
      {() => (number ? <Confirmation number={number} /> : <NotFoundPage />)}
    </RequireUser>
  );
}

function Confirmation({ number }: { number: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, loading } = useQuery(OrderDetailQuery, {
    variables: { number, language: toLanguage(locale) },
  });
  const forClient = useViewer().viewer?.orderingFor ?? null;
  const title = intl.formatMessage(m.successTitle);
  if (loading)
    return (
      <Center py="12">
        <Spinner role="status" color="primary.solid" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  const order = data?.order;
  if (!order) return <NotFoundPage />;
  const address = getFragmentData(OrderAddress_fields, order.deliveryAddress);
  const delivery = order.deliveryDate
    ? intl.formatDate(new Date(`${order.deliveryDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
    : intl.formatMessage(orderMessages.asap);
  return (
    <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Alert.Root status="success" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', lg: '2xl' }}>
            {title}
          </Heading>
          <Text fontSize="lg" data-testid="order-number">
            {forClient
              ? intl.formatMessage(m.staffSuccessNumber, { number: order.number, client: forClient.name })
              : intl.formatMessage(m.successNumber, { number: order.number })}
          </Text>
          {/* The total up here too: the order-success toast sits at the bottom right for 5 s and, on a
              tablet, over the lines' total below. */}
          <Text data-testid="order-success-total">
            {intl.formatMessage(m.successTotal, {
              total: (
                <Price key="total" value={order.total} decimals={order.decimals} fontWeight="semibold" />
              ),
            })}
          </Text>
          <Text>{intl.formatMessage(forClient ? m.staffSuccessNext : m.successNext)}</Text>
        </Stack>
      </Alert.Root>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <SectionCard title={intl.formatMessage(orderMessages.linesHeading)}>
          <OrderLines order={order} />
        </SectionCard>
        <SectionCard title={intl.formatMessage(orderMessages.address)}>
          <Text fontWeight="semibold">{address.name}</Text>
          <Text>{address.street}</Text>
          <Text>{`${address.postcode} ${address.city} (${address.province})`}</Text>
          <Text mt="3">
            <Text as="span" fontWeight="semibold">
              {intl.formatMessage(orderMessages.delivery)}:
            </Text>{' '}
            {delivery}
          </Text>
        </SectionCard>
      </Grid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <ShopLink
          to={forClient ? `/orders/${order.number}` : orderDetailPath(order.number)}
          fontWeight="semibold"
        >
          {intl.formatMessage(forClient ? m.staffViewOrder : m.viewOrder)}
        </ShopLink>
        <ShopLink to="/" fontWeight="semibold">
          {intl.formatMessage(m.continueShopping)}
        </ShopLink>
      </Stack>
    </Stack>
  );
}
