// The supplier's products on the shared grid (its own URL params, prefix "p"), descriptions in the
// page's language; a row opens the product's page in the shop.
import { Badge, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { SupplierProductsQuery } from '../../../gql/graphql';
import { productPath } from '../../../lib/paths';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { codeColumn } from '../../../app/manage/grid/record-columns';
import { RecordGridSection } from '../../../app/manage/grid/RecordGridSection';
import { productMessages as p, recordMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

const SupplierProductsQueryDocument = graphql(`
  query SupplierProducts(
    $code: String!
    $page: Int
    $pageSize: Int
    $search: String
    $sort: SupplierProductSort
    $language: Language
  ) {
    supplier(code: $code) {
      code
      products(page: $page, pageSize: $pageSize, search: $search, sort: $sort, language: $language) {
        items {
          code
          description
          brand
          unit
          stock
          listPrice
          active
        }
        total
        page
        pageSize
      }
    }
  }
`);

type ProductRow = NonNullable<SupplierProductsQuery['supplier']>['products']['items'][number];

function DescriptionCell({ row }: { row: ProductRow }) {
  const intl = useIntl();
  return (
    <HStack gap="2">
      <span>{row.description}</span>
      {!row.active && (
        <Badge colorPalette="gray" variant="outline" size="sm">
          {intl.formatMessage(p.withdrawn)}
        </Badge>
      )}
    </HStack>
  );
}

const columns: GridColumn<ProductRow>[] = [
  codeColumn('7rem'),
  {
    id: 'description',
    header: commonMessages.description,
    value: (r) => r.description,
    cell: (r) => <DescriptionCell row={r} />,
    sortField: 'description',
    hideable: false,
    width: '14rem',
  },
  { id: 'brand', header: p.brand, value: (r) => r.brand, sortField: 'brand', visibleFrom: 'tablet' },
  { id: 'unit', header: p.unit, value: (r) => r.unit, visibleFrom: 'desktop' },
  { id: 'stock', header: p.stock, value: (r) => r.stock, type: 'number', sortField: 'stock' },
  {
    id: 'listPrice',
    header: commonMessages.listPrice,
    value: (r) => r.listPrice,
    type: 'money',
    sortField: 'listPrice',
    visibleFrom: 'tablet',
  },
];

const productsGrid = defineGrid<ProductRow>({
  id: 'supplierProducts',
  columns,
  sort: { field: 'code', direction: 'asc' },
  prefix: 'p',
});

export function SupplierProducts({ code }: { code: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(productsGrid, SupplierProductsQueryDocument, {
    select: (data) => data.supplier?.products,
    variables: { code, language: toLanguage(locale) },
  });
  return (
    <RecordGridSection
      id="supplier-products"
      list={list}
      title={intl.formatMessage(m.products)}
      rowKey={(row) => row.code}
      rowHref={(row) => productPath(row.code, row.description, locale)}
      searchLabel={m.productsSearch}
    />
  );
}
