// What needs an agent's attention among his clients: orders waiting for confirmation, clients who
// stopped ordering, clients over their credit limit, overdue payments. Each client links to its
// record; those who stopped ordering can be ordered for at once.
import { SimpleGrid } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ClientList, ClientListLine } from './ClientLink';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';
import { OrderForClientButton } from '../../currentorder/manage/index';
import { WaitingOrdersList } from './WaitingOrdersList';

export const AgentAttention_attention = graphql(`
  fragment AgentAttention_attention on AgentAttention {
    waitingOrders {
      ...WaitingOrdersList_orders
    }
    silentClients {
      count
      first {
        code
        name
        lastOrderOn
        daysSinceLastOrder
        usualInterval
        ordersLastYear
      }
    }
    overCredit {
      count
      first {
        code
        name
        creditLimit
        exposure
      }
    }
    overdue {
      clients
      amount
      first {
        code
        name
        amount
        documents
        oldestDueOn
      }
    }
  }
`);

export function AgentAttention({
  attention: ref,
  format,
}: {
  attention: FragmentType<typeof AgentAttention_attention>;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const { waitingOrders, silentClients, overCredit, overdue } = getFragmentData(
    AgentAttention_attention,
    ref,
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="attention">
      <WaitingOrdersList orders={waitingOrders} format={format} />
      <DashboardSection
        title={intl.formatMessage(m.silentClients)}
        subtitle={intl.formatMessage(m.silentHelp)}
        count={silentClients.count}
        shown={silentClients.first.length}
        empty={intl.formatMessage(m.noSilent)}
        testId="silent-clients"
      >
        <ClientList
          items={silentClients.first}
          keyOf={(client) => client.code}
          clientOf={(client) => client}
          beside={(client) => <OrderForClientButton clientCode={client.code} name={client.name} />}
        >
          {(client) => (
            <ClientListLine>
              {intl.formatMessage(m.silentLine, {
                date: format.day(client.lastOrderOn, true),
                days: client.daysSinceLastOrder,
                usual: client.usualInterval,
              })}
            </ClientListLine>
          )}
        </ClientList>
      </DashboardSection>
      <DashboardSection
        title={intl.formatMessage(m.overCredit)}
        count={overCredit.count}
        shown={overCredit.first.length}
        empty={intl.formatMessage(m.noOverCredit)}
        testId="over-credit"
      >
        <ClientList items={overCredit.first} keyOf={(client) => client.code} clientOf={(client) => client}>
          {(client) => (
            <ClientListLine>
              {intl.formatMessage(m.overCreditLine, {
                exposure: format.amount(client.exposure),
                limit: format.amount(client.creditLimit),
              })}
            </ClientListLine>
          )}
        </ClientList>
      </DashboardSection>
      <DashboardSection
        title={intl.formatMessage(m.overdue)}
        subtitle={
          overdue.clients > 0
            ? intl.formatMessage(m.overdueTotal, {
                amount: format.amount(overdue.amount),
                count: overdue.clients,
              })
            : undefined
        }
        count={overdue.clients}
        shown={overdue.first.length}
        empty={intl.formatMessage(m.noOverdue)}
        testId="overdue"
      >
        <ClientList items={overdue.first} keyOf={(client) => client.code} clientOf={(client) => client}>
          {(client) => (
            <ClientListLine>
              {intl.formatMessage(m.overdueLine, {
                amount: format.amount(client.amount),
                documents: client.documents,
                date: format.day(client.oldestDueOn, true),
              })}
            </ClientListLine>
          )}
        </ClientList>
      </DashboardSection>
    </SimpleGrid>
  );
}
