// The returns grid's query, columns (the number opens the return's record; status as a badge) and
// filters (status, client, day asked). Without a status filter only the returns waiting for a decision.
import { ReturnStatusBadge } from '../common/ReturnStatusBadge';
import { RETURN_STATUSES, returnStatusMessages } from '../common/status-messages';
import { graphql } from '../../../gql';
import type { ReturnFilter, ReturnsGridQuery } from '../../../gql/graphql';
import { clientColumn } from '../../../app/manage/grid/client-column';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { returnsPageMessages as m } from './messages';

export const ReturnsGridQueryDocument = graphql(`
  query ReturnsGrid($page: Int, $pageSize: Int, $search: String, $sort: ReturnSort, $filter: ReturnFilter) {
    returns(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        id
        number
        client {
          code
          name
        }
        status
        requestedBy
        requestedAt
        updatedAt
        lineCount
        pieces
        creditNoteNumber
      }
      total
      page
      pageSize
    }
  }
`);

export type ReturnRow = ReturnsGridQuery['returns']['items'][number];
/** The status filter's value for "every status" (none = waiting only). */
const ALL = 'ALL';

const columns: GridColumn<ReturnRow>[] = [
  { id: 'number', header: m.colNumber, value: (r) => r.number, sortField: 'number', hideable: false },
  clientColumn((r) => r.client),
  {
    id: 'status',
    header: m.colStatus,
    value: (r) => r.status,
    sortField: 'status',
    cell: (r) => <ReturnStatusBadge status={r.status} />,
    valueLabels: returnStatusMessages,
    hideable: false,
  },
  {
    id: 'requested',
    header: m.colRequested,
    value: (r) => r.requestedAt,
    type: 'datetime',
    sortField: 'requested',
    visibleFrom: 'tablet',
  },
  { id: 'requestedBy', header: m.colRequestedBy, value: (r) => r.requestedBy, visibleFrom: 'desktop' },
  { id: 'lines', header: m.colLines, value: (r) => r.lineCount, type: 'number', hiddenByDefault: true },
  { id: 'pieces', header: m.colPieces, value: (r) => r.pieces, type: 'number', visibleFrom: 'desktop' },
  { id: 'creditNote', header: m.colCreditNote, value: (r) => r.creditNoteNumber, visibleFrom: 'desktop' },
  {
    id: 'updated',
    header: m.colUpdated,
    value: (r) => r.updatedAt,
    type: 'datetime',
    sortField: 'updated',
    hiddenByDefault: true,
  },
];

const filters: GridFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: m.statusFilter,
    options: [
      ...RETURN_STATUSES.map((value) => ({ value, label: returnStatusMessages[value] })),
      { value: ALL, label: m.allStatuses },
    ],
  },
  { kind: 'text', name: 'client', label: m.clientFilter },
  { kind: 'dateRange', name: 'date', label: m.dateFilter },
];

export const returnsGrid = defineGrid<ReturnRow>({
  id: 'returns',
  columns,
  filters,
  sort: { field: 'requested', direction: 'desc' },
});

/** The GraphQL filter of the grid's URL filters: no status chosen = the returns waiting. */
export function toReturnFilter(state: GridState): ReturnFilter {
  const f = state.filters;
  const status = RETURN_STATUSES.find((value) => value === f.status);
  return {
    ...(status ? { status } : f.status === ALL ? {} : { status: 'REQUESTED' as const }),
    ...(f.client ? { clientCode: f.client } : {}),
    ...(f.dateFrom ? { from: f.dateFrom } : {}),
    ...(f.dateTo ? { to: f.dateTo } : {}),
  };
}
