// The header cart's popup (300 px): lines, totals and a link to the cart page. A chunk of its own,
// loaded when the visitor first points at, focuses or presses the cart button (CartDropdown): the
// popover machinery (positioning, dismissal, focus handling) is not needed for the first paint.
import { useEffect, useState } from 'react';
import {
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
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CloseIcon } from '@shop/ui';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { productPath } from '../../../lib/paths';
import { cartErrorKind } from './cart-errors';
import { CartErrorMessage } from './CartErrorMessage';
import { CartLineFacts } from './CartLineFacts';
import { CartTotals } from './CartTotals';
import { LineImage } from './LineImage';
import { cartMessages } from './messages';
import type { useCart } from './useCart';
import { commonMessages } from '../../../i18n/common-messages';

export const CART_POPUP_WIDTH = '300px';

export interface CartPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ids of the header's cart button (the popover's trigger and anchor) and of the popup. */
  triggerId: string;
  contentId: string;
  cart: ReturnType<typeof useCart>['cart'];
  error: ReturnType<typeof useCart>['error'];
  refreshing: boolean;
}

export default function CartPopup({
  open,
  onOpenChange,
  triggerId,
  contentId,
  cart,
  error,
  refreshing,
}: CartPopupProps) {
  const intl = useIntl();
  const locale = useLocale();
  // Mounted closed and opened on the next render, so the popover runs its opening steps (focus
  // into the popup) even when the first press is what loaded it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const close = () => onOpenChange(false);
  const decimals = cart?.summary.decimals ?? 2;

  return (
    <Popover.Root
      open={open && mounted}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 6 }}
    >
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
                    role="status"
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
                  <Spinner
                    role="status"
                    color="primary.solid"
                    aria-label={intl.formatMessage(cartMessages.loading)}
                  />
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
                        <LineImage image={line.image} size="12" />
                        <Stack gap="0.5" minW="0" flex="1">
                          <ChakraLink asChild fontWeight="medium" fontSize="sm" lineClamp={2}>
                            <RouterLink to={productPath(line.code, line.description, locale)} onClick={close}>
                              {line.description}
                            </RouterLink>
                          </ChakraLink>
                          <Text fontSize="xs" color="fg.muted">
                            {intl.formatMessage(commonMessages.code)} {line.code} ·{' '}
                            {intl.formatMessage(commonMessages.quantity)}{' '}
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
                    <CartTotals cart={cart} size="sm" />
                  </Box>
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer pt="0">
              <Button asChild colorPalette="primary" width="full" size="sm">
                <RouterLink to={localizePath('/cart', locale)} onClick={close}>
                  {intl.formatMessage(commonMessages.goToTheCart)}
                </RouterLink>
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
