// The approval queue's columns: number (opens the record), date, client, placer, amount, reasons;
// oldest first by default. No filters: every row waits.
import { chakra, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApprovalQueueQuery } from '../../../gql/graphql';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { approvalsMessages as m } from './messages';
import { reasonText } from '../../orders/manage/index';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export type QueueRow = ApprovalQueueQuery['approvalQueue']['items'][number];

function ClientCell({ row }: { row: QueueRow }) {
  return (
    <Text as="span">
      <chakra.span color="fg.muted" me="1">
        {row.order.client.code}
      </chakra.span>
      {row.order.client.name}
    </Text>
  );
}

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
  {
    id: 'client',
    header: manageCommonMessages.client,
    value: (r) => `${r.order.client.code} ${r.order.client.name}`,
    sortField: 'client',
    hideable: false,
    width: '14rem',
    cell: (r) => <ClientCell row={r} />,
  },
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
    width: '16rem',
    cell: (r) => <ReasonsCell row={r} />,
    exportValue: false,
  },
];

export const approvalsGrid = defineGrid<QueueRow>({
  id: 'approvals',
  columns,
  sort: { field: 'date', direction: 'asc' },
});
