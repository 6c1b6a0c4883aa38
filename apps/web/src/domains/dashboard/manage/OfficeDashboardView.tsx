// The dashboard of the sales office and management: today's orders (and by channel), orders waiting,
// this month against last year, the best clients and agents of the month.
import { List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useDashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { channelMessages, dashboardMessages as m } from './messages';
import { MonthComparisonCard, MonthOrdersCard } from './MonthComparisonCard';
import { dashboardLinks } from './dashboard-links';
import { StatCard } from './StatCard';
import { TopAgentsTable } from './TopAgentsTable';
import { TopClientsList } from './TopClientsList';
import { WaitingOrdersCard, WaitingOrdersList } from './WaitingOrdersList';

export const OfficeDashboardView_dashboard = graphql(`
  fragment OfficeDashboardView_dashboard on OfficeDashboard {
    date
    decimals
    todayOrders {
      orders
      amount
      byChannel {
        channel
        orders
        amount
      }
    }
    waitingOrders {
      count
      amount
      ...WaitingOrdersList_orders
    }
    month {
      ...MonthComparisonCard_month
    }
    topClients {
      ...TopClientsList_client
    }
    topAgents {
      ...TopAgentsTable_agent
    }
  }
`);

export function OfficeDashboardView({
  dashboard: ref,
}: {
  dashboard: FragmentType<typeof OfficeDashboardView_dashboard>;
}) {
  const intl = useIntl();
  const dashboard = getFragmentData(OfficeDashboardView_dashboard, ref);
  const format = useDashboardFormat(dashboard.decimals);
  const { todayOrders, waitingOrders, month } = dashboard;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          testId="today-orders"
          href={dashboardLinks.ordersBetween(dashboard.date, dashboard.date)}
          label={intl.formatMessage(m.todayOrders)}
          value={intl.formatNumber(todayOrders.orders)}
          help={intl.formatMessage(m.todayOrdersHelp, { amount: format.amount(todayOrders.amount) })}
        />
        <WaitingOrdersCard waiting={waitingOrders} format={format} />
        <MonthOrdersCard month={month} format={format} />
        <DashboardSection title={intl.formatMessage(m.byChannel)} testId="by-channel">
          <List.Root variant="plain" gap="1">
            {todayOrders.byChannel.map((line) => (
              <List.Item key={line.channel} display="flex" justifyContent="space-between" gap="2">
                <ShopLink to={dashboardLinks.channelOn(line.channel, dashboard.date)}>
                  {intl.formatMessage(channelMessages[line.channel])}
                </ShopLink>
                <Text color={line.orders === 0 ? 'fg.muted' : undefined} textAlign="end">
                  {intl.formatMessage(m.channelLine, {
                    count: line.orders,
                    amount: format.amount(line.amount),
                  })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </DashboardSection>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <MonthComparisonCard month={month} format={format} />
        <WaitingOrdersList orders={waitingOrders} format={format} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TopClientsList clients={dashboard.topClients} format={format} showAgent />
        <TopAgentsTable agents={dashboard.topAgents} format={format} />
      </SimpleGrid>
    </Stack>
  );
}
