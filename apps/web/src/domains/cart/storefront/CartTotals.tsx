// The cart's totals (spec §3 "Cart summary"): value and item count, with the header promotion's
// discount when one applies. Amounts through Price with the shop's decimals.
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import type { CartData } from './cart-optimistic';
import { cartMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

export function CartTotals({ summary, size = 'md' }: { summary: CartData['summary']; size?: 'sm' | 'md' }) {
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
        {intl.formatMessage(cartMessages.items, { count: summary.units, lines: summary.lineCount })}
      </Text>
    </Box>
  );
}
