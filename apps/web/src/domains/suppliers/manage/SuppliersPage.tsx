// /suppliermanagement: the suppliers on the shared grid (sales office and management); management
// creates a supplier from here (a dialog) and lands on its record.
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { SupplierFilter, SuppliersListQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import type { GridState } from '../../../app/manage/grid/grid-state';
import { companyColumns, compactFilter } from '../../../app/manage/grid/record-columns';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { useCan } from '../../../app/manage/permissions/useCan';
import { CreateSupplierDialog } from './CreateSupplierDialog';
import { listMessages as m } from './messages';
import { supplierPath } from './paths';
import { SupplierStateBadge } from './SupplierStateBadge';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

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

// Phones get code, name and products; tablets add city and phone; desktops e-mail and province.
const columns: GridColumn<SupplierRow>[] = [
  ...companyColumns('5rem'),
  {
    id: 'province',
    header: manageCommonMessages.province,
    value: (r) => r.province,
    sortField: 'province',
    visibleFrom: 'desktop',
  },
  { id: 'phone', header: commonMessages.phone, value: (r) => r.phone, visibleFrom: 'tablet' },
  { id: 'email', header: manageCommonMessages.eMail, value: (r) => r.email, visibleFrom: 'desktop' },
  {
    id: 'productCount',
    header: commonMessages.products,
    value: (r) => r.productCount,
    type: 'number',
    sortField: 'productCount',
  },
  {
    id: 'state',
    header: manageCommonMessages.state,
    value: (r) => (r.active ? 'S' : 'N'),
    cell: (r) => <SupplierStateBadge active={r.active} />,
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
      label: manageCommonMessages.state,
      options: [
        { value: ACTIVE, label: m.activeOnly },
        { value: INACTIVE, label: m.inactiveOnly },
      ],
    },
    { kind: 'text', name: 'city', label: manageCommonMessages.city },
  ],
  sort: { field: 'name', direction: 'asc' },
});

function toFilter(state: GridState): SupplierFilter | null {
  const { state: active, city } = state.filters;
  return compactFilter<SupplierFilter>({
    active: active === ACTIVE ? true : active === INACTIVE ? false : undefined,
    city,
  });
}

export function SuppliersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const canEdit = useCan('SUPPLIERS_EDIT');
  const list = useGridList(suppliersGrid, SuppliersListQueryDocument, {
    filter: toFilter,
    select: (data) => data.suppliers,
  });
  return (
    <GridListPage
      title={intl.formatMessage(commonMessages.suppliers)}
      newLabel={intl.formatMessage(manageCommonMessages.newSupplier)}
      canCreate={canEdit}
      createDialog={(open, onClose) => <CreateSupplierDialog open={open} onClose={onClose} />}
      list={list}
      rowKey={(row) => row.code}
      rowHref={(row) => supplierPath(row.code, locale)}
      searchLabel={m.search}
    />
  );
}
