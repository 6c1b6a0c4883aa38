// An order's lines as they were priced when it was placed, and its totals.
import { Box, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { Price } from '@shop/ui';
import { useIntl } from 'react-intl';
import type { OrderDetailQuery as OrderDetailResult } from '../../../gql/graphql';
import { orderMessages as m } from './messages';
import { LineList, LineRow } from '../../../app/storefront-ui/LineRows';
import { formatDiscountChain } from '../../../lib/discount-chain';

type Order = NonNullable<OrderDetailResult['order']>;

export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const d = order.decimals;
  return (
    <Stack gap="3">
      <LineList testId="order-lines">
        {order.lines.map((line) => (
          <LineRow key={line.code} wrap="wrap">
            <Box minW="0" flex="1 1 14rem">
              <Text fontWeight="semibold">{line.description}</Text>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(m.code)}: {line.code}
                {line.discounts &&
                  ` · ${intl.formatMessage(m.discounts)}: ${formatDiscountChain(intl, line.discounts)}`}
              </Text>
            </Box>
            <Stack gap="0" textAlign="end">
              <Text fontSize="sm">
                {line.quantity} {line.unit} × <Price value={line.netPrice} decimals={d} />
                {line.freeQuantity > 0 && ` ${intl.formatMessage(m.free, { quantity: line.freeQuantity })}`}
              </Text>
              <Price value={line.total} decimals={d} fontWeight="semibold" />
            </Stack>
          </LineRow>
        ))}
      </LineList>
      <Separator />
      {order.headerDiscount > 0 && (
        <>
          <Flex justify="space-between">
            <Text>{intl.formatMessage(m.subtotal)}</Text>
            <Price value={order.subtotal} decimals={d} />
          </Flex>
          <Flex justify="space-between">
            <Text>{intl.formatMessage(m.headerDiscount, { code: order.headerPromotionCode ?? '' })}</Text>
            <Price value={-order.headerDiscount} decimals={d} />
          </Flex>
        </>
      )}
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>{intl.formatMessage(m.total)}</Text>
        <Price value={order.total} decimals={d} data-testid="order-total" />
      </Flex>
    </Stack>
  );
}
