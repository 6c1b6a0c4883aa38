// /clients: the client directory on the shared grid. An agent sees only his clients (the API's scope);
// the sales office and management also filter by agent. Export for users with CLIENTS_EXPORT.
// /schclients ("search clients") opens the same page with the search box focused.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { withoutParts } from '../../../app/manage/grid/define-grid';
import { useCan } from '../../../app/manage/permissions/useCan';
import { clientsGrid, ClientsDirectoryQueryDocument, directoryFilters, toClientFilter } from './clients-grid';
import { directoryMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

/** The agents to filter by (sales office and management only). */
const AgentOptionsQuery = graphql(`
  query ClientsAgentOptions {
    agents(pageSize: 500) {
      items {
        code
        name
      }
    }
  }
`);

/** Set by /schclients: the search box takes the focus. */
export interface DirectoryLocationState {
  focusSearch?: boolean;
}

export function ClientsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const canSeeAgents = useCan('AGENTS_READ');
  const canExport = useCan('CLIENTS_EXPORT');
  const agents = useQuery(AgentOptionsQuery, { skip: !canSeeAgents });
  const agentItems = agents.data?.agents.items;
  // An agent sees only his own clients: no agent filter, and no agent column (it would always read his name).
  const definition = useMemo(() => {
    const grid = { ...clientsGrid, filters: directoryFilters(canSeeAgents ? (agentItems ?? []) : null) };
    return canSeeAgents ? grid : withoutParts(grid, ['agent']);
  }, [canSeeAgents, agentItems]);
  const list = useGridList(definition, ClientsDirectoryQueryDocument, {
    filter: toClientFilter,
    select: (data) => data.clients,
  });
  const focusSearch = (location.state as DirectoryLocationState | null)?.focusSearch === true;
  useEffect(() => {
    if (focusSearch)
      document
        .querySelector<HTMLInputElement>('[data-testid="management-page"] input[type="search"]')
        ?.focus();
  }, [focusSearch]);

  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.clients)}
      list={list}
      rowKey={(row) => row.code}
      rowHref={(row) => localizePath(`/client/${encodeURIComponent(row.code)}`, locale)}
      searchLabel={m.search}
      exportable={canExport}
    />
  );
}
