// /salesagent: the sales agents with their clients and figures (sales office and management).
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { AgentsListQuery } from '../../../gql/graphql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { codeColumn } from '../../../app/manage/grid/record-columns';
import { agentsMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const AgentsListQueryDocument = graphql(`
  query AgentsList($page: Int, $pageSize: Int, $search: String, $sort: AgentSort) {
    agents(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      items {
        code
        name
        email
        username
        maxDiscount
        clientCount
        ordersThisMonth
        turnoverThisMonth
        ordersThisYear
        turnoverThisYear
      }
      total
      page
      pageSize
    }
  }
`);

type AgentRow = AgentsListQuery['agents']['items'][number];

const columns: GridColumn<AgentRow>[] = [
  codeColumn('5rem'),
  { id: 'name', header: manageCommonMessages.name, value: (r) => r.name, sortField: 'name', hideable: false },
  { id: 'username', header: m.username, value: (r) => r.username, visibleFrom: 'desktop' },
  { id: 'email', header: manageCommonMessages.eMail, value: (r) => r.email, hiddenByDefault: true },
  {
    id: 'clients',
    header: manageCommonMessages.clients,
    value: (r) => r.clientCount,
    type: 'number',
    sortField: 'clientCount',
  },
  {
    id: 'ordersMonth',
    header: m.ordersMonth,
    value: (r) => r.ordersThisMonth,
    type: 'number',
    sortField: 'ordersThisMonth',
    visibleFrom: 'tablet',
  },
  {
    id: 'turnoverMonth',
    header: m.turnoverMonth,
    value: (r) => r.turnoverThisMonth,
    type: 'money',
    sortField: 'turnoverThisMonth',
    visibleFrom: 'tablet',
  },
  {
    id: 'ordersYear',
    header: manageCommonMessages.ordersYear,
    value: (r) => r.ordersThisYear,
    type: 'number',
    sortField: 'ordersThisYear',
    visibleFrom: 'desktop',
  },
  {
    id: 'turnoverYear',
    header: manageCommonMessages.turnoverYear,
    value: (r) => r.turnoverThisYear,
    type: 'money',
    sortField: 'turnoverThisYear',
  },
  {
    id: 'maxDiscount',
    header: m.maxDiscount,
    value: (r) => r.maxDiscount,
    type: 'percent',
    sortField: 'maxDiscount',
    visibleFrom: 'desktop',
  },
];

const agentsGrid = defineGrid<AgentRow>({ id: 'agents', columns, sort: { field: 'name', direction: 'asc' } });

export function AgentsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(agentsGrid, AgentsListQueryDocument, {
    select: (data) => data.agents,
  });
  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.agents)}
      list={list}
      rowKey={(row) => row.code}
      rowHref={(row) => localizePath(`/salesagent/${encodeURIComponent(row.code)}`, locale)}
      searchLabel={m.search}
    />
  );
}
