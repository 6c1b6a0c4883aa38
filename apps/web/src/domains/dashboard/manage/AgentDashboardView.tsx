// An agent's dashboard: his clients, their orders this month against last year, open and waiting
// orders, the month chart, his best clients, and what needs his attention.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AgentAttention } from './AgentAttention';
import { useDashboardFormat } from './dashboard-format';
import { dashboardMessages as m } from './messages';
import { MonthComparisonCard, MonthOrdersCard } from './MonthComparisonCard';
import { dashboardLinks } from './dashboard-links';
import { StatCard } from './StatCard';
import { TopClientsList } from './TopClientsList';
import { WaitingOrdersCard } from './WaitingOrdersList';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const AgentDashboardView_dashboard = graphql(`
  fragment AgentDashboardView_dashboard on AgentDashboard {
    decimals
    clients {
      total
      orderedThisMonth
    }
    month {
      ...MonthComparisonCard_month
    }
    openOrders {
      orders
      amount
    }
    topClients {
      ...TopClientsList_client
    }
    attention {
      waitingOrders {
        count
        amount
      }
      ...AgentAttention_attention
    }
  }
`);

export function AgentDashboardView({
  dashboard: ref,
}: {
  dashboard: FragmentType<typeof AgentDashboardView_dashboard>;
}) {
  const intl = useIntl();
  const dashboard = getFragmentData(AgentDashboardView_dashboard, ref);
  const format = useDashboardFormat(dashboard.decimals);
  const { month, attention } = dashboard;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          testId="my-clients"
          href={dashboardLinks.clients}
          label={intl.formatMessage(m.myClients)}
          value={intl.formatNumber(dashboard.clients.total)}
          help={intl.formatMessage(m.orderedThisMonth, { count: dashboard.clients.orderedThisMonth })}
        />
        <MonthOrdersCard month={month} format={format} />
        <StatCard
          testId="open-orders"
          href={dashboardLinks.open}
          label={intl.formatMessage(manageCommonMessages.openOrders)}
          value={intl.formatNumber(dashboard.openOrders.orders)}
          help={intl.formatMessage(m.openOrdersHelp, { amount: format.amount(dashboard.openOrders.amount) })}
        />
        <WaitingOrdersCard waiting={attention.waitingOrders} format={format} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <MonthComparisonCard month={month} format={format} />
        <TopClientsList clients={dashboard.topClients} format={format} showAgent={false} />
      </SimpleGrid>
      <AgentAttention attention={attention} format={format} />
    </Stack>
  );
}
