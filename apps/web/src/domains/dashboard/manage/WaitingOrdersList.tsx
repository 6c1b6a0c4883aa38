// Orders received and not confirmed yet, oldest first: number and day, client (to the record), amount;
// and their figure card (WaitingOrdersCard), which both dashboards show.
import { Flex, Text } from '@chakra-ui/react';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { dashboardLinks } from './dashboard-links';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ClientList, ClientListLine } from './ClientLink';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';
import { StatCard } from './StatCard';

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
      <ClientList
        items={orders.oldest}
        keyOf={(order) => order.number}
        clientOf={(order) => ({ code: order.clientCode, name: order.clientName })}
      >
        {(order) => (
          <Flex justify="space-between" gap="2" wrap="wrap">
            <ClientListLine>
              <ShopLink to={dashboardLinks.order(order.number)}>
                {intl.formatMessage(m.waitingOrder, {
                  number: order.number,
                  date: format.instant(order.placedAt),
                })}
              </ShopLink>
            </ClientListLine>
            <Text whiteSpace="nowrap" fontWeight="medium" ms="auto">
              {format.amount(order.total)}
            </Text>
          </Flex>
        )}
      </ClientList>
    </DashboardSection>
  );
}

/** The orders waiting for approval in a figure card: how many and their amount. */
export function WaitingOrdersCard({
  waiting,
  format,
}: {
  waiting: { count: number; amount: number };
  format: DashboardFormat;
}) {
  const intl = useIntl();
  return (
    <StatCard
      testId="waiting"
      href={dashboardLinks.waiting}
      label={intl.formatMessage(m.waiting)}
      value={intl.formatNumber(waiting.count)}
      help={intl.formatMessage(m.waitingHelp, { amount: format.amount(waiting.amount) })}
    />
  );
}
