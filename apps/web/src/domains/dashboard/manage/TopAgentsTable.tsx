// The agents whose clients bought most this month (office and management).
import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { HeadCells } from '../../../app/manage/page/RecordTable';

export const TopAgentsTable_agent = graphql(`
  fragment TopAgentsTable_agent on DashboardTopAgent {
    code
    name
    clients
    orders
    amount
  }
`);

export function TopAgentsTable({
  agents: refs,
  format,
}: {
  agents: ReadonlyArray<FragmentType<typeof TopAgentsTable_agent>>;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const agents = getFragmentData(TopAgentsTable_agent, refs);
  return (
    <DashboardSection
      title={intl.formatMessage(m.topAgents)}
      count={agents.length}
      shown={agents.length}
      empty={intl.formatMessage(m.noOrdersThisMonth)}
      testId="top-agents"
    >
      <Table.ScrollArea>
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <HeadCells
                columns={[
                  commonMessages.agent,
                  { label: manageCommonMessages.clients, end: true, hideBelow: 'sm' },
                  { label: commonMessages.orders, end: true, hideBelow: 'sm' },
                  { label: manageCommonMessages.amount, end: true },
                ]}
              />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {agents.map((agent) => (
              <Table.Row key={agent.code}>
                <Table.Cell>
                  {agent.name}{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {agent.code}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm">
                  {intl.formatNumber(agent.clients)}
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm">
                  {intl.formatNumber(agent.orders)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {format.amount(agent.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </DashboardSection>
  );
}
