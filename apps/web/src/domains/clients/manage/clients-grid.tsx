// The client directory's grid: its query, columns and filters (the agent's page shows his clients
// with the same columns). Filters are URL params: agent ("-" for none), priceList, city, credit
// ("over"); the API also filters by province, which the grid sorts on instead.
import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ClientFilter, ClientsDirectoryQuery, PriceList } from '../../../gql/graphql';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid, type GridFilter } from '../../../app/manage/grid/define-grid';
import { formatValue } from '../../../app/manage/grid/format-value';
import { compactFilter, companyColumns, selectFilter } from '../../../app/manage/grid/record-columns';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { columnMessages as c, directoryMessages as m } from './messages';
import { priceListMessages } from '../../../app/manage/price-list-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ClientsDirectoryQueryDocument = graphql(`
  query ClientsDirectory(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: ClientSort
    $filter: ClientFilter
  ) {
    clients(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        code
        name
        vatNumber
        city
        province
        agent {
          code
          name
        }
        priceList
        discounts
        lastOrderAt
        ordersThisYear
        turnoverThisYear
        creditLimit
        exposure
        overCreditLimit
      }
      total
      page
      pageSize
    }
  }
`);

export type ClientRow = ClientsDirectoryQuery['clients']['items'][number];

export const PRICE_LISTS: readonly PriceList[] = ['P1', 'P1B2B', 'P2', 'P3'];
export const NO_AGENT = '-';

// Phones get code, name and turnover; tablets add city and agent; desktops the price list, discounts,
// last order and exposure. The rest is one click away in the column chooser.
const columns: GridColumn<ClientRow>[] = [
  ...companyColumns(),
  {
    id: 'province',
    header: c.province,
    value: (r) => r.province,
    sortField: 'province',
    hiddenByDefault: true,
  },
  {
    id: 'agent',
    header: commonMessages.agent,
    value: (r) => r.agent?.name ?? null,
    sortField: 'agent',
    visibleFrom: 'tablet',
    maxWidth: '9rem',
  },
  {
    id: 'priceList',
    header: manageCommonMessages.priceList,
    value: (r) => r.priceList.toLowerCase(),
    sortField: 'priceList',
    visibleFrom: 'desktop',
  },
  {
    id: 'discounts',
    header: commonMessages.discounts,
    value: (r) => r.discounts,
    sortField: 'discounts',
    visibleFrom: 'desktop',
  },
  {
    id: 'lastOrder',
    header: manageCommonMessages.lastOrder,
    value: (r) => r.lastOrderAt,
    type: 'date',
    sortField: 'lastOrder',
    visibleFrom: 'desktop',
  },
  {
    id: 'ordersThisYear',
    header: manageCommonMessages.ordersYear,
    value: (r) => r.ordersThisYear,
    type: 'number',
    hiddenByDefault: true,
  },
  {
    id: 'turnover',
    header: manageCommonMessages.turnoverYear,
    value: (r) => r.turnoverThisYear,
    type: 'money',
    sortField: 'turnoverThisYear',
  },
  {
    id: 'creditLimit',
    header: manageCommonMessages.creditLimit,
    value: (r) => r.creditLimit,
    type: 'money',
    sortField: 'creditLimit',
    hiddenByDefault: true,
  },
  {
    id: 'exposure',
    header: manageCommonMessages.exposure,
    value: (r) => r.exposure,
    type: 'money',
    sortField: 'exposure',
    visibleFrom: 'desktop',
    cell: (r) => <ExposureCell row={r} />,
  },
];

/**
 * An exposure above the credit limit is the amount itself on red (no badge beside it: the column stays
 * as narrow as its figures); "oltre fido" is its tooltip and what a screen reader hears after it.
 */
function ExposureCell({ row }: { row: ClientRow }) {
  const intl = useIntl();
  const amount = formatValue(intl, row.exposure, 'money');
  if (!row.overCreditLimit) return <>{amount}</>;
  const over = intl.formatMessage(c.overLimitBadge);
  return (
    <Badge colorPalette="red" variant="solid" size="sm" fontSize="sm" title={over} data-testid="over-limit">
      {amount}
      <VisuallyHidden>{`, ${over}`}</VisuallyHidden>
    </Badge>
  );
}

const agentFilter: Extract<GridFilter, { kind: 'select' }> = {
  kind: 'select',
  name: 'agent',
  label: commonMessages.agent,
  options: [],
};
const otherFilters: GridFilter[] = [
  selectFilter('priceList', manageCommonMessages.priceList, PRICE_LISTS, priceListMessages),
  { kind: 'text', name: 'city', label: manageCommonMessages.city },
  {
    kind: 'select',
    name: 'credit',
    label: manageCommonMessages.creditLimit,
    options: [{ value: 'over', label: m.overCredit }],
  },
];

export const clientsGrid = defineGrid<ClientRow>({
  id: 'clients',
  columns,
  filters: [agentFilter, ...otherFilters],
  sort: { field: 'name', direction: 'asc' },
});

/** The directory's filters with the agents to choose from (only users who may see agents get it). */
export function directoryFilters(agents: readonly { code: string; name: string }[] | null): GridFilter[] {
  if (!agents) return otherFilters;
  const options = [
    { value: NO_AGENT, label: m.withoutAgent },
    ...agents.map((agent) => ({ value: agent.code, label: `${agent.name} (${agent.code})` })),
  ];
  return [{ ...agentFilter, options }, ...otherFilters];
}

/** The GraphQL filter of the grid's URL filters. */
export function toClientFilter(state: GridState, fixedAgent?: string): ClientFilter | null {
  const f = state.filters;
  const agent = fixedAgent ?? f.agent;
  const priceList = PRICE_LISTS.find((list) => list === f.priceList);
  return compactFilter<ClientFilter>({
    agentCode: agent !== NO_AGENT ? agent : undefined,
    withoutAgent: agent === NO_AGENT || undefined,
    priceList,
    city: f.city,
    overCreditLimit: f.credit === 'over' || undefined,
  });
}
