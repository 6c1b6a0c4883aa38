// /salesagent/:code: one agent: his data (management edits name, contacts and discount ceiling), his
// figures over twelve months, the clients he follows (the directory's grid, fixed to him) and, for
// management, the form that gives him a client.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { RecordGridSection } from '../../../app/manage/grid/RecordGridSection';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { Can } from '../../../app/manage/permissions/useCan';
import {
  clientsGrid,
  ClientsDirectoryQueryDocument,
  toClientFilter,
  type ClientRow,
} from '../../clients/manage/index';
import { directoryMessages } from '../../clients/manage/index';
import { AgentDetails, AgentFigures, AssignClientForm } from './AgentSections';
import { agentMessages as m } from './messages';

export const AgentPageQuery = graphql(`
  query AgentPage($code: String!) {
    agent(code: $code) {
      code
      name
      email
      phone
      username
      maxDiscount
      clientCount
      ordersThisMonth
      turnoverThisMonth
      ordersThisYear
      turnoverThisYear
      clientsOverCreditLimit
      months {
        month
        orders
        turnover
      }
    }
  }
`);

/** His clients: the directory's columns without the agent's own. */
const agentClientsGrid = defineGrid<ClientRow>({
  id: 'agentClients',
  columns: clientsGrid.columns.filter((column) => column.id !== 'agent'),
  sort: { field: 'name', direction: 'asc' },
});

export function AgentPage() {
  const intl = useIntl();
  const locale = useLocale();
  const code = useParams().code ?? '';
  const query = useQuery(AgentPageQuery, { variables: { code } });
  return (
    <RecordPageStates
      query={query}
      record={query.data?.agent}
      messages={m}
      notFound={{ values: { code }, backTo: localizePath('/salesagent', locale) }}
    >
      {(agent) => (
        <ManagementPage
          title={agent.name}
          subtitle={
            agent.username
              ? intl.formatMessage(m.subtitle, { code: agent.code, username: agent.username })
              : intl.formatMessage(m.subtitleNoLogin, { code: agent.code })
          }
        >
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <AgentDetails agent={agent} />
              <Can permission="AGENTS_ASSIGN">
                <AssignClientForm agentCode={agent.code} agentName={agent.name} />
              </Can>
            </Stack>
            <AgentFigures agent={agent} />
          </SimpleGrid>
          <AgentClients agentCode={agent.code} />
          <AuditLogPanel entity="AGENT" recordKey={agent.code} />
        </ManagementPage>
      )}
    </RecordPageStates>
  );
}

function AgentClients({ agentCode }: { agentCode: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(agentClientsGrid, ClientsDirectoryQueryDocument, {
    filter: (state) => toClientFilter(state, agentCode),
    select: (data) => data.clients,
  });
  return (
    <RecordGridSection
      id="agent-clients"
      list={list}
      title={intl.formatMessage(m.clientsHeading)}
      rowKey={(row) => row.code}
      rowHref={(row) => localizePath(`/client/${encodeURIComponent(row.code)}`, locale)}
      searchLabel={directoryMessages.search}
    />
  );
}
