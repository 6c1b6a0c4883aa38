// /suppliermanagement: the suppliers on the shared grid (sales office and management); management
// creates a supplier from here (a dialog) and lands on its record.
import { useState } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { SupplierFilter, SupplierSortField, SuppliersListQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { toGraphqlSort, type GridState } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { useCan } from '../../../app/manage/permissions/useCan';
import { CreateSupplierDialog } from './CreateSupplierDialog';
import { columnMessages as c, listMessages as m } from './messages';
import { supplierPath } from './paths';

const SuppliersListQueryDocument = graphql(`
  query SuppliersList(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: SupplierSort
    $filter: SupplierFilter
  ) {
    suppliers(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        code
        name
        vatNumber
        email
        phone
        city
        province
        productCount
        active
      }
      total
      page
      pageSize
    }
  }
`);

type SupplierRow = SuppliersListQuery['suppliers']['items'][number];

function StateCell({ row }: { row: SupplierRow }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={row.active ? 'green' : 'gray'} variant={row.active ? 'subtle' : 'outline'}>
      {intl.formatMessage(row.active ? c.active : c.inactive)}
    </Badge>
  );
}

// Phones get code, name and products; tablets add city and phone; desktops e-mail and province.
const columns: GridColumn<SupplierRow>[] = [
  { id: 'code', header: c.code, value: (r) => r.code, sortField: 'code', hideable: false, width: '5rem' },
  { id: 'name', header: c.name, value: (r) => r.name, sortField: 'name', hideable: false, width: '12rem' },
  {
    id: 'vatNumber',
    header: c.vatNumber,
    value: (r) => r.vatNumber,
    sortField: 'vatNumber',
    hiddenByDefault: true,
  },
  { id: 'city', header: c.city, value: (r) => r.city, sortField: 'city', visibleFrom: 'tablet' },
  {
    id: 'province',
    header: c.province,
    value: (r) => r.province,
    sortField: 'province',
    visibleFrom: 'desktop',
  },
  { id: 'phone', header: c.phone, value: (r) => r.phone, visibleFrom: 'tablet' },
  { id: 'email', header: c.email, value: (r) => r.email, visibleFrom: 'desktop' },
  {
    id: 'productCount',
    header: c.products,
    value: (r) => r.productCount,
    type: 'number',
    sortField: 'productCount',
  },
  {
    id: 'state',
    header: c.state,
    value: (r) => (r.active ? 'S' : 'N'),
    cell: (r) => <StateCell row={r} />,
    visibleFrom: 'tablet',
  },
];

const ACTIVE = 'active';
const INACTIVE = 'inactive';

const suppliersGrid = defineGrid<SupplierRow>({
  id: 'suppliers',
  columns,
  filters: [
    {
      kind: 'select',
      name: 'state',
      label: m.activeFilter,
      options: [
        { value: ACTIVE, label: m.activeOnly },
        { value: INACTIVE, label: m.inactiveOnly },
      ],
    },
    { kind: 'text', name: 'city', label: m.cityFilter },
  ],
  sort: { field: 'name', direction: 'asc' },
});

function toFilter(state: GridState): SupplierFilter | null {
  const { state: active, city } = state.filters;
  const filter: SupplierFilter = {
    ...(active === ACTIVE ? { active: true } : active === INACTIVE ? { active: false } : {}),
    ...(city ? { city } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

export function SuppliersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const canEdit = useCan('SUPPLIERS_EDIT');
  const [creating, setCreating] = useState(false);
  const grid = useGridState(suppliersGrid.id, suppliersGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<SupplierSortField>(grid.state.sort),
    filter: toFilter(grid.state),
  };
  const query = useGridQuery(SuppliersListQueryDocument, { variables, select: (data) => data.suppliers });
  const title = intl.formatMessage(m.title);
  return (
    <ManagementPage
      title={title}
      actions={
        canEdit && (
          <Button colorPalette="primary" onClick={() => setCreating(true)}>
            {intl.formatMessage(m.newSupplier)}
          </Button>
        )
      }
    >
      <DataGrid
        definition={suppliersGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.code}
        rowHref={(row) => supplierPath(row.code, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
      {canEdit && <CreateSupplierDialog open={creating} onClose={() => setCreating(false)} />}
    </ManagementPage>
  );
}
