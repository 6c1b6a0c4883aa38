// The clients who bought most this month: name (to the record), amount, orders and, for the office,
// the agent; for those who order for clients, "Ordina" beside each.
import { Flex, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ClientList, ClientListLine } from './ClientLink';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';
import { OrderForClientButton } from '../../currentorder/manage/index';

export const TopClientsList_client = graphql(`
  fragment TopClientsList_client on DashboardTopClient {
    code
    name
    agentCode
    agentName
    orders
    amount
  }
`);

export function TopClientsList({
  clients: refs,
  format,
  showAgent,
}: {
  clients: ReadonlyArray<FragmentType<typeof TopClientsList_client>>;
  format: DashboardFormat;
  showAgent: boolean;
}) {
  const intl = useIntl();
  const clients = getFragmentData(TopClientsList_client, refs);
  return (
    <DashboardSection
      title={intl.formatMessage(m.topClients)}
      count={clients.length}
      shown={clients.length}
      empty={intl.formatMessage(m.noOrdersThisMonth)}
      testId="top-clients"
    >
      <ClientList
        items={clients}
        keyOf={(client) => client.code}
        clientOf={(client) => client}
        ordered
        itemTestId="top-client"
      >
        {(client) => (
          <Flex justify="space-between" gap="2" wrap="wrap" align="center">
            <ClientListLine>
              {intl.formatMessage(m.topClientLine, {
                orders: client.orders,
                withAgent: showAgent ? 'yes' : 'no',
                agent: client.agentName ?? intl.formatMessage(m.noAgent),
              })}
            </ClientListLine>
            <HStack gap="3" ms="auto">
              <Text whiteSpace="nowrap" fontWeight="medium">
                {format.amount(client.amount)}
              </Text>
              {!showAgent && <OrderForClientButton clientCode={client.code} name={client.name} />}
            </HStack>
          </Flex>
        )}
      </ClientList>
    </DashboardSection>
  );
}
