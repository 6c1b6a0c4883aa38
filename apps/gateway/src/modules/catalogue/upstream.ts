// The catalogue calls of the REST API: brands, lookup tables, suggestions, product list and detail
// (answers checked against the priced contract schemas: every product carries the caller's prices).
import {
  brandListDataSchema,
  dataTableDataSchema,
  pricedProductDetailsDataSchema,
  pricedProductListDataSchema,
  REST_PATHS,
  suggestDataSchema,
  type Brand,
  type DataTableName,
  type DataTableRow,
  type Language,
  type PricedProductDetailsData,
  type PricedProductListData,
  type ProductSort,
  type ProductType,
  type SuggestData,
} from '@shop/contract';
import { fetchCategoryTree } from './category.upstream';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** GET /api/brand: every brand. */
export async function fetchBrands(client: RestClient, who: CallIdentity): Promise<Brand[]> {
  return (await client.get(REST_PATHS.brand, brandListDataSchema, who)).marchi;
}

/** POST /api/data/table: the rows of one lookup table. */
export async function fetchDataTable(
  client: RestClient,
  who: CallIdentity,
  table: DataTableName,
  language: Language,
): Promise<DataTableRow[]> {
  const fields = { tablename: table, Lingua: language };
  return (await client.post(REST_PATHS.dataTable, fields, dataTableDataSchema, who)).dati;
}

/** POST /api/suggest. */
export function fetchSuggestions(
  client: RestClient,
  who: CallIdentity,
  term: string,
  language: Language,
): Promise<SuggestData> {
  return client.post(REST_PATHS.suggest, { CercaTesto: term, Lingua: language }, suggestDataSchema, who);
}

export interface ProductListQuery {
  language: Language;
  searchTerm?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  supplier?: string | undefined;
  promo?: string | undefined;
  type?: ProductType | undefined;
  page: number;
  pageSize?: number | undefined;
  sort: ProductSort;
  direction: 'asc' | 'desc';
}

/** POST /api/product/list: one page of priced products. */
export function fetchProducts(
  client: RestClient,
  who: CallIdentity,
  query: ProductListQuery,
): Promise<PricedProductListData> {
  const fields = {
    Lingua: query.language,
    search_term: query.searchTerm,
    category: query.category,
    brand: query.brand,
    supplier: query.supplier,
    promo: query.promo,
    type: query.type,
    page: query.page,
    pagesize: query.pageSize,
    sort: query.sort,
    direction: query.direction,
  };
  return client.post(REST_PATHS.productList, fields, pricedProductListDataSchema, who);
}

/**
 * POST /api/product/details: up to MAX_PRODUCT_DETAILS priced products by code in one call, in the
 * order asked, and the codes that name no product on sale (`mancanti`).
 */
export function fetchProductsByCode(
  client: RestClient,
  who: CallIdentity,
  codes: readonly string[],
  language: Language,
): Promise<PricedProductDetailsData> {
  // Codes are letters, digits, '.', '_' and '-': a comma never occurs in one.
  const fields = { codici: codes.join(','), Lingua: language };
  return client.post(REST_PATHS.productDetails, fields, pricedProductDetailsDataSchema, who);
}

export function catalogueUpstream(rest: RestClient, who: CallIdentity) {
  return {
    categoryTree: (language: Language) => fetchCategoryTree(rest, who, language),
    brands: () => fetchBrands(rest, who),
    dataTable: (table: DataTableName, language: Language) => fetchDataTable(rest, who, table, language),
    suggestions: (term: string, language: Language) => fetchSuggestions(rest, who, term, language),
    products: (query: ProductListQuery) => fetchProducts(rest, who, query),
    /** Many products by code in one call (at most MAX_PRODUCT_DETAILS codes). */
    productsByCode: (codes: readonly string[], language: Language) =>
      fetchProductsByCode(rest, who, codes, language),
  };
}
