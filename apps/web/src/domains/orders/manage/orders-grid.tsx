// The order grid's query, columns (the number opens the record, status as a badge) and filters
// (status, open only, channel, days placed). Newest first by default.
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ManagedOrderFilter, ManagedOrdersGridQuery, OrderChannel } from '../../../gql/graphql';
import { clientColumn } from '../../../app/manage/grid/client-column';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { orderChannelMessages, orderColumnMessages as c, ordersMessages as m } from './messages';
import { ORDER_STATUSES, orderStatusMessages } from '../common/status-messages';
import { OrderStatusBadge } from '../common/OrderStatusBadge';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ManagedOrdersGridQueryDocument = graphql(`
  query ManagedOrdersGrid(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: ManagedOrderSort
    $filter: ManagedOrderFilter
  ) {
    managedOrders(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        number
        date
        client {
          code
          name
        }
        agent {
          code
          name
        }
        channel
        status
        total
        lineCount
        units
        placedBy
        deliveryDate
        expectedDate
        version
      }
      total
      page
      pageSize
    }
  }
`);

export type OrderRow = ManagedOrdersGridQuery['managedOrders']['items'][number];

export const ORDER_CHANNELS: readonly OrderChannel[] = ['WEB', 'AGENT', 'OFFICE', 'FAIR', 'IMPORT', 'QUOTE'];

const columns: GridColumn<OrderRow>[] = [
  {
    id: 'number',
    header: commonMessages.number,
    value: (r) => r.number,
    sortField: 'number',
    hideable: false,
  },
  { id: 'date', header: commonMessages.date, value: (r) => r.date, type: 'date', sortField: 'date' },
  clientColumn((r) => r.client, { hideable: false }),
  {
    id: 'agent',
    header: commonMessages.agent,
    value: (r) => r.agent?.name ?? null,
    sortField: 'agent',
    visibleFrom: 'desktop',
  },
  {
    id: 'channel',
    header: manageCommonMessages.channel,
    value: (r) => r.channel,
    sortField: 'channel',
    visibleFrom: 'desktop',
    cell: (r) => <ChannelCell channel={r.channel} />,
    valueLabels: orderChannelMessages,
  },
  {
    id: 'status',
    header: commonMessages.status,
    value: (r) => r.status,
    sortField: 'status',
    cell: (r) => <OrderStatusBadge status={r.status} />,
    valueLabels: orderStatusMessages,
  },
  { id: 'total', header: commonMessages.total, value: (r) => r.total, type: 'money', sortField: 'total' },
  {
    id: 'lines',
    header: commonMessages.lines,
    value: (r) => r.lineCount,
    type: 'number',
    visibleFrom: 'tablet',
  },
  { id: 'units', header: c.units, value: (r) => r.units, type: 'number', hiddenByDefault: true },
  { id: 'placedBy', header: manageCommonMessages.placedBy, value: (r) => r.placedBy, hiddenByDefault: true },
  {
    id: 'deliveryDate',
    header: commonMessages.requestedDelivery,
    value: (r) => r.deliveryDate,
    type: 'date',
    hiddenByDefault: true,
  },
  {
    id: 'expectedDate',
    header: manageCommonMessages.expectedShipping,
    value: (r) => r.expectedDate,
    type: 'date',
    hiddenByDefault: true,
  },
];

function ChannelCell({ channel }: { channel: OrderChannel }) {
  const intl = useIntl();
  return <>{intl.formatMessage(orderChannelMessages[channel])}</>;
}

export const ordersFilters: GridFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: commonMessages.status,
    options: ORDER_STATUSES.map((value) => ({ value, label: orderStatusMessages[value] })),
  },
  { kind: 'select', name: 'open', label: m.openFilter, options: [{ value: 'yes', label: m.openOnly }] },
  {
    kind: 'select',
    name: 'channel',
    label: manageCommonMessages.channel,
    options: ORDER_CHANNELS.map((value) => ({ value, label: orderChannelMessages[value] })),
  },
  { kind: 'dateRange', name: 'date', label: commonMessages.date },
];

export const ordersGrid = defineGrid<OrderRow>({
  id: 'orders',
  columns,
  filters: ordersFilters,
  sort: { field: 'date', direction: 'desc' },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The GraphQL filter of the grid's URL filters (unknown values are left out). */
export function toOrderFilter(state: GridState): ManagedOrderFilter | null {
  const f = state.filters;
  const status = ORDER_STATUSES.find((value) => value === f.status);
  const channel = ORDER_CHANNELS.find((value) => value === f.channel);
  const filter: ManagedOrderFilter = {
    ...(status ? { statuses: [status] } : {}),
    ...(f.open === 'yes' ? { open: true } : {}),
    ...(channel ? { channel } : {}),
    ...(f.dateFrom && DAY.test(f.dateFrom) ? { from: f.dateFrom } : {}),
    ...(f.dateTo && DAY.test(f.dateTo) ? { to: f.dateTo } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}
