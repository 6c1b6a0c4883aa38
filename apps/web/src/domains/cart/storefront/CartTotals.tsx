// The cart's totals (spec §3 "Cart summary"): value and what it holds, with the header promotion's
// discount when one applies. Amounts through Price with the shop's decimals. Quantities are added
// per unit of sale ("3 righe: 10 CT, 4 LT"): cartons and litres are not one number.
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import type { CartData } from './cart-optimistic';
import { cartMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

/** The ordered quantities added up per unit of sale, in the order the units first appear. */
export function quantitiesByUnit(lines: CartData['lines']): { unit: string; quantity: number }[] {
  const byUnit = new Map<string, number>();
  for (const line of lines) byUnit.set(line.unit, (byUnit.get(line.unit) ?? 0) + line.quantity);
  return [...byUnit].map(([unit, quantity]) => ({ unit, quantity }));
}

export function CartTotals({
  cart,
  size = 'md',
}: {
  cart: Pick<CartData, 'summary' | 'lines'>;
  size?: 'sm' | 'md';
}) {
  const { summary } = cart;
  const intl = useIntl();
  const { decimals } = summary;
  const discount =
    summary.subtotal !== null && summary.total !== null && summary.subtotal !== summary.total
      ? summary.subtotal - summary.total
      : null;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" fontSize={size}>
      {discount !== null && summary.subtotal !== null && (
        <>
          <Text as="dt" color="fg.muted">
            {intl.formatMessage(commonMessages.linesTotal)}
          </Text>
          <Flex as="dd" justifyContent="flex-end">
            <Price value={summary.subtotal} decimals={decimals} data-testid="cart-subtotal" />
          </Flex>
          <Text as="dt" color="fg.muted">
            {intl.formatMessage(commonMessages.promotionDiscount, {
              code: summary.headerPromotionCode ?? '',
            })}
          </Text>
          <Flex as="dd" justifyContent="flex-end">
            <Price value={-discount} decimals={decimals} />
          </Flex>
        </>
      )}
      <Text as="dt" fontWeight="bold">
        {intl.formatMessage(commonMessages.total)}
      </Text>
      <Flex as="dd" justifyContent="flex-end" fontWeight="bold">
        {summary.total === null ? (
          <Text>{intl.formatMessage(cartMessages.pricesHidden)}</Text>
        ) : (
          <Price value={summary.total} decimals={decimals} data-testid="cart-total" />
        )}
      </Flex>
      <Text as="dd" gridColumn="1 / -1" color="fg.muted" fontSize="sm" data-testid="cart-count">
        {intl.formatMessage(cartMessages.items, {
          lines: summary.lineCount,
          quantities: intl.formatList(
            quantitiesByUnit(cart.lines).map(
              ({ unit, quantity }) => `${intl.formatNumber(quantity)} ${unit}`,
            ),
            { type: 'unit' },
          ),
        })}
      </Text>
    </Box>
  );
}
