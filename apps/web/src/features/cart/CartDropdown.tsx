// The header's cart (spec §2, §4, §9): a button with the item count that opens a 300 px popup;
// opening loads the cart (a loader shows meanwhile); the popup closes on a click outside it, its
// close button or Escape. Lines, totals and a link to the cart page. Staff users have no cart.
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  IconButton,
  Link as ChakraLink,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon, CloseIcon } from '@shop/ui';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { productPath } from '../../lib/paths';
import { cartErrorKind } from './cart-errors';
import { CartErrorMessage } from './CartErrorMessage';
import { CartLineFacts } from './CartLineFacts';
import { CartTotals } from './CartTotals';
import { LineImage } from './LineImage';
import { cartMessages } from './messages';
import { useCart, useCanShop } from './useCart';

export const CART_POPUP_WIDTH = '300px';

export function CartDropdown() {
  const intl = useIntl();
  const locale = useLocale();
  const { canShop, viewerReady } = useCanShop();
  const { cart, error, refetch } = useCart();
  const [open, setOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  if (!canShop || !viewerReady) return null;

  const count = cart?.summary.units ?? 0;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setRefreshing(true);
    void refetch()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };
  const close = () => setOpen(false);
  const decimals = cart?.summary.decimals ?? 2;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 6 }}
    >
      <Popover.Trigger asChild>
        <Button variant="ghost" color="primary.fg" minH="10" px="2" flexShrink={0} data-testid="cart-button">
          <CartIcon />
          {/* The name is "Carrello, 5 pezzi": the word is visible from md, the count always (badge). */}
          <Box as="span" hideBelow="md" fontWeight="semibold">
            {intl.formatMessage(cartMessages.cartTitle)}
          </Box>
          <VisuallyHidden hideFrom="md">{intl.formatMessage(cartMessages.cartTitle)}</VisuallyHidden>
          <VisuallyHidden>
            {count > 0
              ? intl.formatMessage(cartMessages.cartCount, { count })
              : intl.formatMessage(cartMessages.cartEmpty)}
          </VisuallyHidden>
          {count > 0 && (
            <Badge colorPalette="secondary" variant="solid" rounded="full" aria-hidden="true">
              {count}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={CART_POPUP_WIDTH} maxW="calc(100vw - 16px)" data-testid="cart-popup">
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" pb="2">
              <Popover.Title fontWeight="bold" fontSize="md">
                {intl.formatMessage(cartMessages.cartTitle)}
              </Popover.Title>
              <Flex alignItems="center" gap="2">
                {refreshing && cart && (
                  <Spinner
                    size="xs"
                    color="primary.solid"
                    aria-label={intl.formatMessage(cartMessages.loading)}
                  />
                )}
                <Popover.CloseTrigger asChild>
                  <IconButton variant="ghost" size="sm" aria-label={intl.formatMessage(cartMessages.close)}>
                    <CloseIcon />
                  </IconButton>
                </Popover.CloseTrigger>
              </Flex>
            </Popover.Header>
            <Popover.Body pt="0">
              {!cart && (refreshing || !error) ? (
                <Center py="6">
                  <Spinner color="primary.solid" aria-label={intl.formatMessage(cartMessages.loading)} />
                </Center>
              ) : !cart ? (
                <CartErrorMessage error={cartErrorKind(error)} />
              ) : cart.lines.length === 0 ? (
                <Text py="4" color="fg.muted">
                  {intl.formatMessage(cartMessages.empty)}
                </Text>
              ) : (
                <Stack gap="3">
                  <Stack as="ul" gap="3" maxH="60vh" overflowY="auto" listStyleType="none" pe="1">
                    {cart.lines.map((line) => (
                      <Flex
                        as="li"
                        key={line.code}
                        gap="2"
                        alignItems="flex-start"
                        data-testid="cart-popup-line"
                      >
                        <LineImage src={line.imageUrl} size="12" />
                        <Stack gap="0.5" minW="0" flex="1">
                          <ChakraLink asChild fontWeight="medium" fontSize="sm" lineClamp={2}>
                            <RouterLink to={productPath(line.code, line.description, locale)} onClick={close}>
                              {line.description}
                            </RouterLink>
                          </ChakraLink>
                          <Text fontSize="xs" color="fg.muted">
                            {intl.formatMessage(cartMessages.code)} {line.code} ·{' '}
                            {intl.formatMessage(cartMessages.quantity)}{' '}
                            <Text as="span" color="fg" fontWeight="semibold">
                              {line.quantity} {line.unit}
                            </Text>
                          </Text>
                          <CartLineFacts line={line} decimals={decimals} />
                        </Stack>
                      </Flex>
                    ))}
                  </Stack>
                  <Box borderTopWidth="1px" borderColor="border" pt="2">
                    <CartTotals summary={cart.summary} size="sm" />
                  </Box>
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer pt="0">
              <Button asChild colorPalette="primary" width="full" size="sm">
                <RouterLink to={localizePath('/cart', locale)} onClick={close}>
                  {intl.formatMessage(cartMessages.goToCart)}
                </RouterLink>
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
