// The issues grid's query, columns (the order opens its record, where the thread is; status as a
// badge) and filters (status, kind, client). Without a status filter only the issues not closed.
import { useIntl } from 'react-intl';
import { IssueStatusBadge } from '../common/IssueStatusBadge';
import { ISSUE_KINDS, ISSUE_STATUSES } from '../common/status-messages';
import { issueMessages } from '../storefront/messages';
import { graphql } from '../../../gql';
import type { OrderIssueFilter, OrderIssuesGridQuery } from '../../../gql/graphql';
import { clientColumn } from '../../../app/manage/grid/client-column';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { issueColumnMessages as c, issuesPageMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const OrderIssuesGridQueryDocument = graphql(`
  query OrderIssuesGrid(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: OrderIssueSort
    $filter: OrderIssueFilter
    $language: Language
  ) {
    orderIssues(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      filter: $filter
      language: $language
    ) {
      items {
        id
        orderNumber
        client {
          code
          name
        }
        line
        product {
          code
          description
        }
        kind
        status
        openedBy
        side
        openedAt
        updatedAt
        messageCount
      }
      total
      page
      pageSize
    }
  }
`);

export type IssueRow = OrderIssuesGridQuery['orderIssues']['items'][number];

function KindCell({ row }: { row: IssueRow }) {
  const intl = useIntl();
  return <>{intl.formatMessage(issueMessages[row.kind])}</>;
}

function LineCell({ row }: { row: IssueRow }) {
  const intl = useIntl();
  if (row.line === null || row.line === undefined) return <>{intl.formatMessage(m.wholeOrder)}</>;
  return <>{intl.formatMessage(m.lineOf, { line: row.line, code: row.product?.code ?? '' })}</>;
}

function SideCell({ row }: { row: IssueRow }) {
  const intl = useIntl();
  return <>{intl.formatMessage(row.side === 'STAFF' ? commonMessages.staff : commonMessages.customer)}</>;
}

const columns: GridColumn<IssueRow>[] = [
  {
    id: 'order',
    header: commonMessages.order,
    value: (r) => r.orderNumber,
    sortField: 'order',
    hideable: false,
  },
  clientColumn((r) => r.client),
  {
    id: 'kind',
    header: commonMessages.problem,
    value: (r) => r.kind,
    sortField: 'kind',
    cell: (r) => <KindCell row={r} />,
    valueLabels: issueMessages,
  },
  {
    id: 'status',
    header: commonMessages.status,
    value: (r) => r.status,
    sortField: 'status',
    cell: (r) => <IssueStatusBadge status={r.status} />,
    valueLabels: issueMessages,
    hideable: false,
  },
  {
    id: 'line',
    header: commonMessages.line,
    value: (r) => r.line,
    cell: (r) => <LineCell row={r} />,
    visibleFrom: 'tablet',
  },
  { id: 'openedBy', header: c.openedBy, value: (r) => r.openedBy, visibleFrom: 'desktop' },
  {
    id: 'side',
    header: c.side,
    value: (r) => r.side,
    cell: (r) => <SideCell row={r} />,
    hiddenByDefault: true,
  },
  {
    id: 'opened',
    header: c.opened,
    value: (r) => r.openedAt,
    type: 'datetime',
    sortField: 'opened',
    hiddenByDefault: true,
  },
  {
    id: 'updated',
    header: c.updated,
    value: (r) => r.updatedAt,
    type: 'datetime',
    sortField: 'updated',
    visibleFrom: 'tablet',
  },
  {
    id: 'messages',
    header: commonMessages.messages,
    value: (r) => r.messageCount,
    type: 'number',
    visibleFrom: 'desktop',
  },
];

const filters: GridFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: commonMessages.status,
    options: ISSUE_STATUSES.map((value) => ({ value, label: issueMessages[value] })),
  },
  {
    kind: 'select',
    name: 'kind',
    label: commonMessages.problem,
    options: ISSUE_KINDS.map((value) => ({ value, label: issueMessages[value] })),
  },
  { kind: 'text', name: 'client', label: manageCommonMessages.clientCode },
];

export const issuesGrid = defineGrid<IssueRow>({
  id: 'orderIssues',
  columns,
  filters,
  sort: { field: 'updated', direction: 'desc' },
});

/** The GraphQL filter of the grid's URL filters: no status chosen = the issues not closed. */
export function toIssueFilter(state: GridState): OrderIssueFilter {
  const f = state.filters;
  const status = ISSUE_STATUSES.find((value) => value === f.status);
  const kind = ISSUE_KINDS.find((value) => value === f.kind);
  return {
    ...(status ? { status } : { openOnly: true }),
    ...(kind ? { kind } : {}),
    ...(f.client ? { clientCode: f.client } : {}),
  };
}
