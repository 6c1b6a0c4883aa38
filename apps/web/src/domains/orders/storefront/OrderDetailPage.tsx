// /account/orders/{year}/{seq}: one order of the company — lines and totals as placed, delivery
// address, status history, its delivery notes and invoices as PDF — and reorder.
import { useQuery } from '@apollo/client/react';
import { Alert, Grid, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { OrderDetailQuery as OrderDetailResult } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { OrderIssuesCard } from '../../order-issues/index';
import { AccountSection } from '../../users/index';
import { LabelledValues } from '../../users/index';
import { orderMessages as m, type OrderStatusName } from './messages';
import { OrderDetailQuery } from './order-documents';
import { ORDER_HISTORY_PATH, orderNumberOf } from './order-paths';
import { OrderDocumentsCard } from './OrderDocumentsCard';
import { OrderLines } from './OrderLines';
import { OrderAddress_fields } from '../common/order-fragments';
import { OrderStatusBadge } from '../common/OrderStatusBadge';
import { PlacedBy } from './PlacedBy';
import { ReorderPanel } from './ReorderPanel';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

type Order = NonNullable<OrderDetailResult['order']>;

export function OrderDetailPage() {
  const intl = useIntl();
  const number = orderNumberOf(useParams());
  return (
    <AccountSection title={intl.formatMessage(m.detailTitle, { number: number ?? '' })}>
      {() => <OrderDetail number={number} />}
    </AccountSection>
  );
}

function OrderDetail({ number }: { number: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, loading, error } = useQuery(OrderDetailQuery, {
    variables: { number: number ?? '', language: toLanguage(locale) },
    skip: number === null,
  });
  const back = (
    <ShopLink to={ORDER_HISTORY_PATH} fontWeight="semibold" alignSelf="flex-start">
      {intl.formatMessage(m.backToHistory)}
    </ShopLink>
  );
  // Only the first load shows the spinner: an order asked again (Apollo reports a refetch as
  // loading) stays on screen, so nothing below it (a reorder's result, a half-written issue) is lost.
  if (loading && !data) return <PageSpinner label={intl.formatMessage(m.loading)} />;
  const order = data?.order;
  if (!order)
    return (
      <Stack gap="3">
        <Text role="alert">{intl.formatMessage(error ? m.loadFailed : m.notFound)}</Text>
        {back}
      </Stack>
    );
  const address = getFragmentData(OrderAddress_fields, order.deliveryAddress);
  return (
    <Stack gap="6">
      {back}
      <OrderFacts order={order} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <SectionCard title={intl.formatMessage(m.linesHeading)}>
          <OrderLines order={order} />
        </SectionCard>
        <Stack gap="6">
          <SectionCard title={intl.formatMessage(m.address)} testId="order-address">
            <Text fontWeight="semibold">{address.name}</Text>
            <Text>{address.street}</Text>
            <Text>{`${address.postcode} ${address.city} (${address.province}) ${address.country}`}</Text>
          </SectionCard>
          <SectionCard title={intl.formatMessage(m.historyHeading)} testId="order-history">
            <List.Root as="ol" gap="2" ps="5">
              {order.history.map((step) => (
                <List.Item key={`${step.status}-${step.at}`}>
                  {intl.formatMessage(m[step.status as OrderStatusName])} –{' '}
                  {intl.formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </List.Item>
              ))}
            </List.Root>
          </SectionCard>
          <OrderDocumentsCard order={order} />
          <ReorderPanel number={order.number} />
        </Stack>
      </Grid>
      <OrderIssuesCard
        number={order.number}
        language={toLanguage(locale)}
        lines={order.lines.map((line, index) => ({
          line: index + 1,
          code: line.code,
          description: line.description,
        }))}
      />
    </Stack>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl();
  const delivery = order.deliveryDate
    ? intl.formatDate(new Date(`${order.deliveryDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
    : intl.formatMessage(m.asap);
  return (
    <Stack gap="3" alignItems="flex-start">
      <OrderStatusBadge status={order.status as OrderStatusName} variant="surface" size="md" />
      {order.status === 'WAITING_APPROVAL' && (
        <Alert.Root status="info" data-testid="order-approval-note">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.waitingApprovalNote)}</Alert.Description>
        </Alert.Root>
      )}
      {order.status === 'REJECTED' && (
        <Alert.Root status="error" data-testid="order-rejection">
          <Alert.Indicator />
          <Alert.Description color="red.700">
            {intl.formatMessage(m.rejectedNote, { reason: order.rejectionReason ?? '' })}
          </Alert.Description>
        </Alert.Root>
      )}
      <PlacedBy channel={order.channel} placedBy={order.placedBy} fontSize="md" />
      <LabelledValues
        rows={[
          [m.placedOn, intl.formatDate(order.placedAt, { dateStyle: 'long', timeStyle: 'short' })],
          [m.delivery, delivery],
          [m.notes, order.notes],
        ]}
      />
    </Stack>
  );
}
