// The approval queue's columns: number (opens the record), date, client, placer, amount, reasons;
// oldest first by default. No filters: every row waits.
import { chakra, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApprovalQueueQuery } from '../../../gql/graphql';
import { clientColumn } from '../../../app/manage/grid/client-column';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { approvalsMessages as m } from './messages';
import { reasonText } from '../../orders/manage/index';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export type QueueRow = ApprovalQueueQuery['approvalQueue']['items'][number];

function ReasonsCell({ row }: { row: QueueRow }) {
  const intl = useIntl();
  return (
    <List.Root ps="4" fontSize="sm">
      {row.reasons.map((reason) => (
        <List.Item key={reason.kind}>{reasonText(intl, reason)}</List.Item>
      ))}
    </List.Root>
  );
}

function PlacerCell({ row }: { row: QueueRow }) {
  const intl = useIntl();
  return (
    <Text as="span">
      {row.order.placedBy}
      {!row.canDecide && (
        <chakra.span display="block" color="fg.muted" fontSize="xs">
          {intl.formatMessage(m.ownOrder)}
        </chakra.span>
      )}
    </Text>
  );
}

const columns: GridColumn<QueueRow>[] = [
  { id: 'number', header: commonMessages.number, value: (r) => r.order.number, hideable: false },
  { id: 'date', header: commonMessages.date, value: (r) => r.order.date, type: 'date', sortField: 'date' },
  clientColumn((r) => r.order.client, { hideable: false }),
  {
    id: 'placedBy',
    header: manageCommonMessages.placedBy,
    value: (r) => r.order.placedBy,
    visibleFrom: 'tablet',
    cell: (r) => <PlacerCell row={r} />,
  },
  {
    id: 'total',
    header: manageCommonMessages.amount,
    value: (r) => r.order.total,
    type: 'money',
    sortField: 'total',
  },
  {
    id: 'reasons',
    header: m.colReasons,
    value: (r) => r.reasons.map((reason) => reason.kind).join(', '),
    width: '12rem',
    maxWidth: '24rem',
    cell: (r) => <ReasonsCell row={r} />,
    exportValue: false,
  },
];

export const approvalsGrid = defineGrid<QueueRow>({
  id: 'approvals',
  columns,
  sort: { field: 'date', direction: 'asc' },
});
