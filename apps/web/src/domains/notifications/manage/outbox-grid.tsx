// The outbox's grid: its query, columns (state as a badge, the retry button on failed and waiting
// mails) and filters (state, days queued). Newest first by default.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { OutboxFilter, OutboxStatus } from '../../../gql/graphql';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { compactFilter, selectFilter } from '../../../app/manage/grid/record-columns';
import { outboxColumnMessages as c, outboxStatusMessages } from './messages';
import type { OutboxRow } from './outbox-row';
import { RetryCell } from './RetryCell';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const OutboxGridQueryDocument = graphql(`
  query OutboxGrid($page: Int, $pageSize: Int, $search: String, $sort: OutboxSort, $filter: OutboxFilter) {
    outbox(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        id
        kind
        recipient
        language
        subject
        status
        attempts
        nextAttemptAt
        lastError
        sentAt
        createdAt
      }
      total
      page
      pageSize
    }
  }
`);

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['PENDING', 'SENDING', 'SENT', 'LOGGED', 'FAILED'];
const STATUS_PALETTE: Record<OutboxStatus, string> = {
  PENDING: 'orange',
  SENDING: 'blue',
  SENT: 'green',
  LOGGED: 'gray',
  FAILED: 'red',
};

function StatusCell({ status }: { status: OutboxStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="outbox-status">
      {intl.formatMessage(outboxStatusMessages[status])}
    </Badge>
  );
}

const columns: GridColumn<OutboxRow>[] = [
  {
    id: 'createdAt',
    header: manageCommonMessages.createdFem,
    value: (r) => r.createdAt,
    type: 'datetime',
    sortField: 'createdAt',
    hideable: false,
  },
  {
    id: 'status',
    header: commonMessages.status,
    value: (r) => r.status,
    sortField: 'status',
    cell: (r) => <StatusCell status={r.status} />,
    valueLabels: outboxStatusMessages,
    hideable: false,
  },
  {
    id: 'recipient',
    header: manageCommonMessages.recipient,
    value: (r) => r.recipient,
    sortField: 'recipient',
    width: '10rem',
    maxWidth: '14rem',
  },
  {
    id: 'subject',
    header: c.subject,
    value: (r) => r.subject,
    sortField: 'subject',
    visibleFrom: 'tablet',
    width: '12rem',
    maxWidth: '18rem',
  },
  {
    id: 'language',
    header: commonMessages.language,
    value: (r) => r.language.toLowerCase(),
    hiddenByDefault: true,
  },
  {
    id: 'attempts',
    header: c.attempts,
    value: (r) => r.attempts,
    type: 'number',
    sortField: 'attempts',
    visibleFrom: 'tablet',
  },
  {
    id: 'nextAttempt',
    header: c.nextAttempt,
    value: (r) => r.nextAttemptAt,
    type: 'datetime',
    sortField: 'nextAttemptAt',
    visibleFrom: 'desktop',
  },
  {
    id: 'lastError',
    header: c.lastError,
    value: (r) => r.lastError,
    visibleFrom: 'desktop',
    width: '10rem',
    maxWidth: '14rem',
  },
  {
    id: 'sentAt',
    header: manageCommonMessages.sent,
    value: (r) => r.sentAt,
    type: 'datetime',
    sortField: 'sentAt',
    hiddenByDefault: true,
  },
  {
    id: 'action',
    header: manageCommonMessages.actions,
    value: () => null,
    cell: (r) => <RetryCell row={r} />,
    exportValue: false,
  },
];

export const outboxFilters: GridFilter[] = [
  selectFilter('status', commonMessages.status, OUTBOX_STATUSES, outboxStatusMessages),
  { kind: 'dateRange', name: 'created', label: manageCommonMessages.createdFem },
];

export const outboxGrid = defineGrid<OutboxRow>({
  id: 'outbox',
  columns,
  filters: outboxFilters,
  sort: { field: 'createdAt', direction: 'desc' },
});

/** The GraphQL filter of the grid's URL filters. */
export function toOutboxFilter(state: GridState): OutboxFilter | null {
  const f = state.filters;
  const status = OUTBOX_STATUSES.find((value) => value === f.status);
  return compactFilter<OutboxFilter>({ status, createdFrom: f.createdFrom, createdTo: f.createdTo });
}
