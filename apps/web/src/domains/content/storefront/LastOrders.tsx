// A customer's last orders on the home page: number (to the order's page), date, status, total and a
// reorder button that puts the lines back into the cart at today's prices (the order page's own).
import { useId } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { orderMessages, type OrderStatusName } from '../../orders/index';
import { ORDER_HISTORY_PATH, orderDetailPath } from '../../orders/index';
import { OrderStatusBadge } from '../../orders/index';
import { ReorderPanel } from '../../orders/index';
import { homeMessages } from './messages';
import { ListCard } from '../../../app/storefront-ui/ListCard';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export const LastOrders_order = graphql(`
  fragment LastOrders_order on Order {
    number
    placedAt
    status
    total
    lineCount
  }
`);

interface LastOrdersProps {
  orders: readonly FragmentType<typeof LastOrders_order>[];
  decimals: number | undefined;
}

export function LastOrders({ orders: refs, decimals }: LastOrdersProps) {
  const intl = useIntl();
  const headingId = useId();
  const orders = getFragmentData(LastOrders_order, refs);
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="home-orders">
      <Flex align="baseline" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {intl.formatMessage(homeMessages.lastOrders)}
        </Heading>
        <ShopLink to={ORDER_HISTORY_PATH} fontWeight="semibold" fontSize="sm">
          {intl.formatMessage(homeMessages.allOrders)}
        </ShopLink>
      </Flex>
      {orders.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(homeMessages.noOrders)}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {orders.map((order) => (
            <ListCard key={order.number} testId="home-order" align="flex-start">
              <Stack gap="1" minW="10rem">
                <ShopLink
                  to={orderDetailPath(order.number)}
                  aria-label={intl.formatMessage(orderMessages.viewOrder, { number: order.number })}
                  fontWeight="bold"
                >
                  {order.number}
                </ShopLink>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatDate(order.placedAt, { dateStyle: 'medium' })} ·{' '}
                  {intl.formatMessage(homeMessages.orderLines, { count: order.lineCount })}
                </Text>
              </Stack>
              <OrderStatusBadge status={order.status as OrderStatusName} variant="surface" size="md" />
              <Price value={order.total} decimals={decimals} fontWeight="bold" />
              <Box flexBasis={{ base: 'full', md: 'auto' }}>
                <ReorderPanel number={order.number} />
              </Box>
            </ListCard>
          ))}
        </Stack>
      )}
    </Box>
  );
}
