// The header's cart (spec §2, §4, §9): a button with the item count that opens a 300 px popup;
// opening loads the cart (a loader shows meanwhile); the popup closes on a click outside it, its
// close button or Escape. Lines, totals and a link to the cart page. Staff users have no cart.
// The popup (CartPopup) is a chunk of its own, fetched when the button is first pointed at,
// focused or pressed.
import { Suspense, useId, useState } from 'react';
import { Badge, Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CartIcon } from '@shop/ui';
import { cartMessages } from './messages';
import { useCart, useCanShop } from './useCart';
import { lazyComponent } from '../../../lib/lazy-component';

const loadCartPopup = () => import('./CartPopup');
const CartPopup = lazyComponent(loadCartPopup);

export function CartDropdown() {
  const intl = useIntl();
  const { canShop, viewerReady } = useCanShop();
  const { cart, error, refetch } = useCart();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const triggerId = useId();
  const contentId = useId();
  if (!canShop || !viewerReady) return null;

  // Products, not units: 10 cartons and 4 litres are 2 products, not "14 pezzi".
  const count = cart?.summary.lineCount ?? 0;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setRefreshing(true);
    void refetch()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };
  const prefetch = () => void loadCartPopup();

  return (
    <>
      <Button
        id={triggerId}
        variant="ghost"
        color="primary.fg"
        minH="10"
        px="2"
        flexShrink={0}
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          onOpenChange(!open);
        }}
      >
        <CartIcon />
        {/* The name is "Carrello, 2 prodotti": the word is visible from md, the count always (badge). */}
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
      {loaded && (
        <Suspense fallback={null}>
          <CartPopup
            open={open}
            onOpenChange={onOpenChange}
            triggerId={triggerId}
            contentId={contentId}
            cart={cart}
            error={error}
            refreshing={refreshing}
          />
        </Suspense>
      )}
    </>
  );
}
