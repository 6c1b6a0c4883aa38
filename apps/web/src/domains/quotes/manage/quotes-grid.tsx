// The quotes grid: columns (the number opens the record, status as a badge, the order made), filters
// (status, client, agent, days created) and the GraphQL filter of its URL state. One definition per
// use: /quotes (every status), /reqquotes (two presets, each with its status fixed by the page) and
// the approvals page (the quotes waiting for approval), each with its own id and URL prefix.
import { useIntl } from 'react-intl';
import type { QuoteFilter, QuoteOrigin, QuoteStatus, QuotesGrid_PageFragment } from '../../../gql/graphql';
import { clientColumn } from '../../../app/manage/grid/client-column';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { quoteOriginMessages, quotesPageMessages as m } from './messages';
import { staffQuoteStatusMessages as quoteStatusMessages } from '../common/status-messages';
import { QuoteStatusBadge } from '../common/QuoteStatusBadge';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export type QuoteRow = QuotesGrid_PageFragment['items'][number];

export const QUOTE_STATUSES: readonly QuoteStatus[] = [
  'REQUESTED',
  'DRAFT',
  'PENDING_APPROVAL',
  'SENT',
  'CHANGES_REQUESTED',
  'ACCEPTED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
];

function OriginCell({ origin }: { origin: QuoteOrigin }) {
  const intl = useIntl();
  return <>{intl.formatMessage(quoteOriginMessages[origin])}</>;
}

const columns: GridColumn<QuoteRow>[] = [
  {
    id: 'number',
    header: commonMessages.number,
    value: (r) => r.number,
    sortField: 'number',
    hideable: false,
  },
  clientColumn((r) => r.client, { hideable: false }),
  {
    id: 'status',
    header: commonMessages.status,
    value: (r) => r.status,
    sortField: 'status',
    cell: (r) => <QuoteStatusBadge status={r.status} />,
    valueLabels: quoteStatusMessages,
  },
  {
    id: 'revision',
    header: manageCommonMessages.revision,
    value: (r) => r.revision,
    type: 'number',
    visibleFrom: 'tablet',
  },
  {
    id: 'validUntil',
    header: manageCommonMessages.validUntil,
    value: (r) => r.validUntil,
    type: 'date',
    visibleFrom: 'tablet',
  },
  { id: 'total', header: commonMessages.total, value: (r) => r.total, type: 'money' },
  {
    id: 'updated',
    header: manageCommonMessages.updated,
    value: (r) => r.updatedAt,
    type: 'datetime',
    sortField: 'updated',
    visibleFrom: 'desktop',
  },
  { id: 'order', header: commonMessages.order, value: (r) => r.orderNumber, visibleFrom: 'desktop' },
  {
    id: 'origin',
    header: manageCommonMessages.origin,
    value: (r) => r.origin,
    cell: (r) => <OriginCell origin={r.origin} />,
    valueLabels: quoteOriginMessages,
    hiddenByDefault: true,
  },
  {
    id: 'created',
    header: manageCommonMessages.created,
    value: (r) => r.createdAt,
    type: 'datetime',
    sortField: 'created',
    hiddenByDefault: true,
  },
];

const statusFilter: GridFilter = {
  kind: 'select',
  name: 'status',
  label: commonMessages.status,
  options: QUOTE_STATUSES.map((value) => ({ value, label: quoteStatusMessages[value] })),
};
const otherFilters: GridFilter[] = [
  { kind: 'text', name: 'client', label: manageCommonMessages.clientCode },
  { kind: 'text', name: 'agent', label: m.agentFilter },
  { kind: 'dateRange', name: 'created', label: manageCommonMessages.created },
];

/**
 * A quotes grid. `fixedStatus`: the page shows only that status (no status filter);
 * `prefix`: the grid's URL params when the page has more than one grid.
 */
export function quotesGridDefinition({
  id,
  fixedStatus,
  prefix,
  filters = true,
}: {
  id: string;
  fixedStatus?: QuoteStatus;
  prefix?: string;
  /** False: a list in the API's own order with no filters (the approvals' list). */
  filters?: boolean;
}) {
  return defineGrid<QuoteRow>({
    id,
    columns: filters ? columns : columns.map((column) => ({ ...column, sortField: undefined })),
    filters: !filters ? [] : fixedStatus ? otherFilters : [statusFilter, ...otherFilters],
    sort: filters ? { field: 'updated', direction: 'desc' } : null,
    prefix,
  });
}

/** /quotes: every quote in scope. */
export const quotesGrid = quotesGridDefinition({ id: 'quotes' });
/** /reqquotes: the requests not answered yet, and the quotes whose customer asked for changes. */
export const requestedQuotesGrid = quotesGridDefinition({
  id: 'quotesRequested',
  fixedStatus: 'REQUESTED',
  prefix: 'req.',
});
export const changesQuotesGrid = quotesGridDefinition({
  id: 'quotesChanges',
  fixedStatus: 'CHANGES_REQUESTED',
  prefix: 'chg.',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9._/-]{1,30}$/;

/** The GraphQL filter of the grid's URL filters (`fixedStatus` wins; unknown values are left out). */
export function toQuoteFilter(state: GridState, fixedStatus?: QuoteStatus): QuoteFilter | null {
  const f = state.filters;
  const status = fixedStatus ?? QUOTE_STATUSES.find((value) => value === f.status);
  const client = f.client?.trim();
  const agent = f.agent?.trim();
  const filter: QuoteFilter = {
    ...(status ? { status } : {}),
    ...(client && CODE.test(client) ? { clientCode: client } : {}),
    ...(agent && CODE.test(agent) ? { agentCode: agent } : {}),
    ...(f.createdFrom && DAY.test(f.createdFrom) ? { from: f.createdFrom } : {}),
    ...(f.createdTo && DAY.test(f.createdTo) ? { to: f.createdTo } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}
