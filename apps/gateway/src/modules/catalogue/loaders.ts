// The catalogue's DataLoaders: the public lists of a language (shared between callers) and the
// products priced for the caller (per request).
import {
  MAX_PRODUCT_DETAILS,
  type Brand,
  type CategoryNode,
  type DataTableRow,
  type Language,
  type PricedProductDetailData,
} from '@shop/contract';
import type { catalogueUpstream } from './upstream';
import { batchLoader, publicLoader } from '../../kernel/loaders/define-loaders';
import { productsByKey } from './products-by-key';

type CatalogueUpstream = ReturnType<typeof catalogueUpstream>;

export const catalogueLoaders = {
  /** The b2b category tree of a language (public, shared cache). */
  categoryTree: publicLoader<CategoryNode[], CatalogueUpstream>('categories', (upstream, language) =>
    upstream.categoryTree(language as Language),
  ),
  /** Every brand (public, shared cache; the list has no language: one key). */
  brands: publicLoader<Brand[], CatalogueUpstream>('brands', (upstream) => upstream.brands()),
  /** The product type filter's options of a language (public, shared cache). */
  productTypes: publicLoader<DataTableRow[], CatalogueUpstream>('productTypes', (upstream, language) =>
    upstream.dataTable('TipoArticoli', language as Language),
  ),
  /**
   * Products by "<language>:<code>", priced for the caller (per request: prices depend on who asks).
   * The codes asked for in one tick go in one product/details call per language (up to
   * MAX_PRODUCT_DETAILS each), so a 20-line cart costs one call, not 20; each code is fetched once per
   * request however many cart lines, wishlist items or fields name it; an unknown code resolves to null.
   */
  productByCode: batchLoader<string, PricedProductDetailData['item'] | null, CatalogueUpstream>(
    (keys, { upstream }) => productsByKey(keys, upstream),
    { maxBatchSize: MAX_PRODUCT_DETAILS },
  ),
};
