// Shown when the shop refused the order because the cart changed since the page showed it (prices,
// quantities, stock): what changed, the old and new total, and — when the order can still go —
// a button to send it at the new total. Nothing is applied without the user's click.
import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { formatPrice } from '@shop/ui';
import { useIntl } from 'react-intl';

import type { LineChange } from './cart-changes';
import { checkoutMessages as m } from './messages';
import { ShopLink } from '../../../../app/storefront-ui/ShopLink';

export interface CartChange {
  changes: LineChange[];
  /** The server's explanation (e.g. the new total, or which product lacks stock). */
  message: string;
  before: number | null;
  after: number | null;
  decimals: number;
  /** False when the order cannot go as it is (stock too low): the cart must change first. */
  canConfirm: boolean;
}

export function CartChangedNotice({
  change,
  placing,
  onConfirm,
}: {
  change: CartChange;
  placing: boolean;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const price = (value: number | null) => (value === null ? '–' : formatPrice(value, change.decimals));
  const describe = (c: LineChange): string => {
    switch (c.kind) {
      case 'price':
        return intl.formatMessage(m.changePrice, {
          description: c.description,
          before: price(c.before),
          after: price(c.after),
        });
      case 'quantity':
        return intl.formatMessage(m.changeQuantity, {
          description: c.description,
          before: c.before,
          after: c.after,
        });
      case 'removed':
        return intl.formatMessage(m.changeRemoved, { description: c.description });
      case 'added':
        return intl.formatMessage(m.changeAdded, { description: c.description, quantity: c.quantity });
      case 'stock':
        return intl.formatMessage(m.changeStock, {
          description: c.description,
          available: c.available,
          quantity: c.quantity,
        });
    }
  };
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid="cart-changed" role="alert">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{intl.formatMessage(m.changedTitle)}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{change.message}</Text>
            {change.changes.length > 0 && (
              <>
                <Text>{intl.formatMessage(m.changedIntro)}</Text>
                <List.Root ps="5">
                  {change.changes.map((c) => (
                    <List.Item key={`${c.kind}-${c.code}`}>{describe(c)}</List.Item>
                  ))}
                </List.Root>
              </>
            )}
            {change.before !== change.after && (
              <Text fontWeight="semibold">
                {intl.formatMessage(m.changedTotal, {
                  before: price(change.before),
                  after: price(change.after),
                })}
              </Text>
            )}
            {!change.canConfirm && (
              <Text>
                {intl.formatMessage(m.fixInCart)}{' '}
                <ShopLink to="/cart" fontWeight="semibold">
                  {intl.formatMessage(m.backToCart)}
                </ShopLink>
              </Text>
            )}
          </Stack>
        </Alert.Description>
        {change.canConfirm && (
          <Button colorPalette="primary" alignSelf="flex-start" loading={placing} onClick={onConfirm}>
            {intl.formatMessage(m.acceptNewTotal)}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
