// Orders received and not confirmed yet, oldest first: number and day, client (to the record), amount.
import { Flex, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ClientLink } from './ClientLink';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';

export const WaitingOrdersList_orders = graphql(`
  fragment WaitingOrdersList_orders on WaitingOrders {
    count
    amount
    oldest {
      number
      placedAt
      status
      channel
      clientCode
      clientName
      total
    }
  }
`);

export function WaitingOrdersList({
  orders: ref,
  format,
}: {
  orders: FragmentType<typeof WaitingOrdersList_orders>;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const orders = getFragmentData(WaitingOrdersList_orders, ref);
  return (
    <DashboardSection
      title={intl.formatMessage(m.waitingList)}
      subtitle={
        orders.count > 0
          ? intl.formatMessage(m.waitingHelp, { amount: format.amount(orders.amount) })
          : undefined
      }
      count={orders.count}
      shown={orders.oldest.length}
      empty={intl.formatMessage(m.noWaiting)}
      testId="waiting-orders"
    >
      <List.Root variant="plain" gap="3">
        {orders.oldest.map((order) => (
          <List.Item key={order.number} display="block">
            <ClientLink code={order.clientCode} name={order.clientName} />
            <Flex justify="space-between" gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(m.waitingOrder, {
                  number: order.number,
                  date: format.instant(order.placedAt),
                })}
              </Text>
              <Text whiteSpace="nowrap" fontWeight="medium" ms="auto">
                {format.amount(order.total)}
              </Text>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </DashboardSection>
  );
}
