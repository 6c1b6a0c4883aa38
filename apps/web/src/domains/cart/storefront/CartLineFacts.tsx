// What a cart line says about its price (spec §3 "Cart item"): list and net unit price, discount
// chain, promotion, free units. Shared by the dropdown and the page.
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import type { CartLineData } from './cart-optimistic';
import { cartMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { formatDiscountChain } from '../../../lib/discount-chain';

export function CartLineFacts({ line, decimals }: { line: CartLineData; decimals: number }) {
  const intl = useIntl();
  const { price } = line;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="2"
      rowGap="0.5"
      fontSize="xs"
      color="fg.muted"
    >
      {price.listPrice !== null && price.listPrice !== price.netPrice && (
        <>
          <dt>{intl.formatMessage(cartMessages.price)}</dt>
          <dd>
            <Price value={price.listPrice} decimals={decimals} />
          </dd>
        </>
      )}
      {price.netPrice !== null && (
        <>
          <dt>{intl.formatMessage(commonMessages.netPrice)}</dt>
          <Text as="dd" color="fg" fontWeight="medium">
            <Price value={price.netPrice} decimals={decimals} data-testid="line-net-price" /> / {line.unit}
          </Text>
        </>
      )}
      {price.discounts !== '' && (
        <>
          <dt>{intl.formatMessage(commonMessages.discounts)}</dt>
          <dd>
            {intl.formatMessage(cartMessages.discountChain, {
              chain: formatDiscountChain(intl, price.discounts),
            })}
          </dd>
        </>
      )}
      {price.promotionCode && (
        <Text as="dd" gridColumn="1 / -1">
          {intl.formatMessage(commonMessages.promotion, { code: price.promotionCode })}
        </Text>
      )}
      {line.freeQuantity > 0 && (
        <>
          <dt>{intl.formatMessage(commonMessages.free)}</dt>
          <Text as="dd" color="green.fg" fontWeight="medium" data-testid="line-free">
            {intl.formatMessage(cartMessages.freeUnits, { count: line.freeQuantity, unit: line.unit })}
          </Text>
        </>
      )}
    </Box>
  );
}
