// The backorders' grid (rimanenze): its query, columns and filters (client, agent, product). Oldest
// orders first by default: what has waited longest comes first.
import { graphql } from '../../../../gql';
import type { BackorderFilter, BackordersGridQuery } from '../../../../gql/graphql';
import type { GridColumn } from '../../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../../app/manage/grid/define-grid';
import type { GridState } from '../../../../app/manage/grid/grid-state';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { shopToday } from '../../../../lib/shop-calendar';
import { ClientLink } from '../../../dashboard/manage/index';
import { backorderColumnMessages as c, backorderMessages as m } from './messages';
import { commonMessages } from '../../../../i18n/common-messages';
import { manageCommonMessages } from '../../../../app/manage/common-messages';

export const BackordersGridQueryDocument = graphql(`
  query BackordersGrid(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: BackorderSort
    $filter: BackorderFilter
  ) {
    backorders(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        orderNumber
        orderDate
        line
        client {
          code
          name
        }
        agent {
          code
          name
        }
        productCode
        description
        unit
        ordered
        shipped
        remaining
        openValue
        expectedDate
      }
      total
      page
      pageSize
    }
  }
`);

export type BackorderRow = BackordersGridQuery['backorders']['items'][number];

const columns: GridColumn<BackorderRow>[] = [
  {
    id: 'orderNumber',
    header: commonMessages.order,
    value: (r) => r.orderNumber,
    sortField: 'orderNumber',
    hideable: false,
  },
  {
    id: 'orderDate',
    header: manageCommonMessages.orderDate,
    value: (r) => r.orderDate,
    type: 'date',
    sortField: 'orderDate',
    // What is left to ship, its value and when it is expected come first: the order's date, the
    // ordered and shipped quantities are a choice (Colonne) away.
    hiddenByDefault: true,
  },
  {
    id: 'client',
    header: manageCommonMessages.client,
    value: (r) => `${r.client.name} ${r.client.code}`,
    cell: (r) => <ClientLink code={r.client.code} name={r.client.name} />,
    sortField: 'client',
    width: '9rem',
    maxWidth: '13rem',
  },
  {
    id: 'agent',
    header: commonMessages.agent,
    value: (r) => r.agent?.name ?? '',
    sortField: 'agent',
    visibleFrom: 'desktop',
  },
  {
    id: 'product',
    header: commonMessages.product,
    value: (r) => r.productCode,
    sortField: 'productCode',
    hideable: false,
  },
  {
    id: 'description',
    header: commonMessages.description,
    value: (r) => r.description,
    // On a tablet the product's code (which the product's page and the filter use) stands for it.
    visibleFrom: 'desktop',
    width: '9rem',
    maxWidth: '13rem',
  },
  {
    id: 'ordered',
    header: commonMessages.ordered,
    value: (r) => r.ordered,
    type: 'number',
    hiddenByDefault: true,
  },
  {
    id: 'shipped',
    header: commonMessages.shippedQuantity,
    value: (r) => r.shipped,
    type: 'number',
    hiddenByDefault: true,
  },
  {
    id: 'remaining',
    header: commonMessages.toShip,
    value: (r) => r.remaining,
    type: 'number',
    sortField: 'remaining',
    hideable: false,
  },
  // On a tablet what is left to ship and when come first; its value fits from a desktop up.
  { id: 'openValue', header: c.openValue, value: (r) => r.openValue, type: 'money', visibleFrom: 'desktop' },
  {
    id: 'expected',
    header: commonMessages.expected,
    value: (r) => r.expectedDate,
    type: 'date',
    sortField: 'expectedDate',
    cell: (r) => <ExpectedDay day={r.expectedDate} />,
  },
];

/** Whether the day a line was expected to ship is past (shop calendar) while it still waits. */
export const isOverdue = (day: string | null | undefined, today = shopToday()) =>
  typeof day === 'string' && day < today;

/** The expected day; a past one is marked late, in words and colour. */
function ExpectedDay({ day }: { day: string | null | undefined }) {
  const intl = useIntl();
  if (!day) return null;
  const date = intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: 'short', timeZone: 'UTC' });
  if (!isOverdue(day)) return <>{date}</>;
  return (
    <Text as="span" color="red.fg" fontWeight="semibold" data-testid="overdue">
      {intl.formatMessage(c.overdue, { date })}
    </Text>
  );
}

export const backorderFilters: GridFilter[] = [
  { kind: 'text', name: 'client', label: manageCommonMessages.clientCodeLabel },
  { kind: 'text', name: 'agent', label: m.agentFilter },
  { kind: 'text', name: 'product', label: m.productFilter },
];

export const backordersGrid = defineGrid<BackorderRow>({
  id: 'backorders',
  columns,
  filters: backorderFilters,
  sort: { field: 'orderDate', direction: 'asc' },
});

/** The GraphQL filter of the grid's URL filters. */
export function toBackorderFilter(state: GridState): BackorderFilter | null {
  const f = state.filters;
  const filter: BackorderFilter = {
    ...(f.client?.trim() ? { clientCode: f.client.trim() } : {}),
    ...(f.agent?.trim() ? { agentCode: f.agent.trim() } : {}),
    ...(f.product?.trim() ? { productCode: f.product.trim() } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}
