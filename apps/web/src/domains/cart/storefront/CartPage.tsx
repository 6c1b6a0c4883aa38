// The cart page /cart (spec §2): every line with stepper, typed quantity, remove and total; the
// cart's totals with the header promotion; an empty state; the order button to the checkout and
// the quote request for the cart's lines.
import {
  Box,
  Button,
  Center,
  Flex,
  Heading,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { homePath } from '../../../lib/paths';
import { shopMessages } from '../../../i18n/shop-messages';
import { cartErrorKind } from './cart-errors';
import { CartErrorMessage } from './CartErrorMessage';
import { CartLineRow } from './CartLineRow';
import { CartTotals } from './CartTotals';
import { cartMessages } from './messages';
import { useViewer } from '../../../lib/viewer/useViewer';
import { QuickOrderSection } from '../../quickorder/index';
import { RequestQuoteButton } from '../../quotes/index';
import { useCart, useCanShop, useCartSettings } from './useCart';
import { useCartLineChanges } from './useCartLineChanges';
import { CurrentOrderCartTools } from '../../currentorder/index';
import { commonMessages } from '../../../i18n/common-messages';
import { EmptyState } from '../../../app/storefront-ui/EmptyState';

export function CartPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { canShop, viewerReady } = useCanShop();
  const { cart, loading, error, refetch } = useCart();
  const { mode } = useCartSettings();
  const changes = useCartLineChanges();
  const title = intl.formatMessage(cartMessages.pageTitle);
  const orderingFor = useViewer().viewer?.orderingFor ?? null;

  let body;
  if (!viewerReady || (loading && !cart)) {
    body = (
      <Center py="12">
        <Spinner role="status" color="primary.solid" aria-label={intl.formatMessage(cartMessages.loading)} />
      </Center>
    );
  } else if (!canShop) {
    body = <CartErrorMessage error="staff" />;
  } else if (!cart) {
    const kind = cartErrorKind(error);
    body = (
      <Stack gap="3" alignItems="flex-start">
        {kind === 'login' ? (
          <CartErrorMessage error="login" />
        ) : (
          <>
            <Text role="alert">{intl.formatMessage(cartMessages.loadFailed)}</Text>
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          </>
        )}
      </Stack>
    );
  } else if (cart.lines.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage(cartMessages.empty)}
        hint={intl.formatMessage(cartMessages.emptyHint)}
        testId="cart-empty"
      >
        <ChakraLink asChild color="primary.fg" fontWeight="semibold">
          <RouterLink to={homePath(locale)}>{intl.formatMessage(cartMessages.goShopping)}</RouterLink>
        </ChakraLink>
      </EmptyState>
    );
  } else {
    const { decimals } = cart.summary;
    body = (
      <Flex gap={{ base: 6, xl: 8 }} direction={{ base: 'column', xl: 'row' }} alignItems="flex-start">
        <Box
          as="ul"
          flex="1"
          minW="0"
          width="full"
          listStyleType="none"
          borderTopWidth="1px"
          borderColor="border"
        >
          {cart.lines.map((line) => (
            <CartLineRow key={line.code} line={line} decimals={decimals} mode={mode} changes={changes} />
          ))}
        </Box>
        <Stack
          as="section"
          aria-label={intl.formatMessage(commonMessages.total)}
          width={{ base: 'full', xl: '80' }}
          gap="4"
          p="4"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          position={{ xl: 'sticky' }}
          top={{ xl: '4' }}
        >
          <CartTotals cart={cart} />
          <Button asChild colorPalette="primary" size="lg" width="full">
            <RouterLink to={localizePath('/checkout', locale)}>
              {intl.formatMessage(cartMessages.order)}
            </RouterLink>
          </Button>
          <RequestQuoteButton
            width="full"
            lines={cart.lines.map((line) => ({
              code: line.code,
              description: line.description,
              quantity: line.quantity,
              unit: line.unit,
            }))}
          />
        </Stack>
      </Flex>
    );
  }

  return (
    <Stack gap="4" py={{ base: 2, lg: 4 }} width="full">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
        {title}
      </Heading>
      {orderingFor && (
        <Suspense fallback={null}>
          <CurrentOrderCartTools />
        </Suspense>
      )}
      {body}
      {viewerReady && canShop && <QuickOrderSection />}
    </Stack>
  );
}
