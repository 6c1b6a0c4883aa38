// The product list and detail. Both return the records (with list prices) next to the presented
// products: a pricing step placed between the service and the route decorates the answer per viewer.
import type { Language, ProductDetail, ProductListData, ProductListQuery } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { findCatalogueCode } from './catalogue-codes';
import { findProductPromotions, findPromotionsOfProducts } from '../promotions';
import { shopDay } from '../../kernel/shop-calendar';
import type { PriceList } from '../pricing';
import { correctedQuery } from './typo-correction';
import { pageInfo, type FilterContext } from './product-filter';
import { presentProduct } from './product.presenter';
import {
  findProductByCode,
  findProductPage,
  findProductsByCodes,
  type ProductRecord,
} from './product.repository';

export interface ProductListResult {
  records: ProductRecord[];
  data: ProductListData;
}

/** Unknown filter codes are the caller's error (404 on that field), not an empty page. */
async function checkFilterCodes(
  db: Database,
  query: ProductListQuery,
  today: string,
  clientCode: string | null,
): Promise<void> {
  const checks = [
    ['category', query.category ? await findCatalogueCode(db, 'category', query.category, today) : true],
    ['brand', query.brand ? await findCatalogueCode(db, 'brand', query.brand, today) : true],
    ['supplier', query.supplier ? await findCatalogueCode(db, 'supplier', query.supplier, today) : true],
    ['promo', query.promo ? await findCatalogueCode(db, 'promotion', query.promo, today, clientCode) : true],
  ] as const;
  for (const [field, found] of checks) {
    if (!found) throw new AppError(404, 'NOT_FOUND', 'catalogue.unknownCode', { field, params: { field } });
  }
}

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  language: Language,
  viewer: { userId?: number; priceList?: PriceList; clientCode?: string | null } = {},
  today = shopDay(),
): Promise<ProductListResult> {
  const offset = pageInfo(query.page, query.pagesize, 0).offset;
  const ctx: FilterContext = {
    language,
    today,
    mode: 'exact',
    userId: viewer.userId,
    priceList: viewer.priceList,
    clientCode: viewer.clientCode ?? null,
  };
  // The codes are checked while the page is read: an unknown code answers 404 all the same.
  let [, page] = await Promise.all([
    checkFilterCodes(db, query, today, viewer.clientCode ?? null),
    findProductPage(db, query, ctx, offset),
  ]);
  // Nothing found as typed: try again with the words' typos corrected ("pomodri" finds "pomodori").
  if (page.total === 0 && query.search_term && query.search_term.trim().length >= 3) {
    const corrected = await correctedQuery(db, query.search_term, language);
    if (corrected) page = await findProductPage(db, query, { ...ctx, mode: 'fuzzy', corrected }, offset);
  }
  const { pages } = pageInfo(query.page, query.pagesize, page.total);
  return {
    records: page.rows,
    data: {
      items: page.rows.map(presentProduct),
      total: page.total,
      page: query.page,
      pagesize: query.pagesize,
      pages,
    },
  };
}

export interface ProductDetailResult {
  record: ProductRecord;
  data: { item: ProductDetail };
}

export interface ProductDetailsResult {
  records: ProductRecord[];
  items: ProductDetail[];
  /** The codes asked for that name no product on sale. */
  missing: string[];
}

/** Many products by code (upper-cased, each once), in the order asked: one query for the products, one for their promotions. */
export async function getProducts(
  db: Database,
  codes: readonly string[],
  language: Language,
  clientCode: string | null = null,
  today = shopDay(),
): Promise<ProductDetailsResult> {
  const wanted = [...new Set(codes.map((code) => code.toUpperCase()))];
  const [found, promotions] = await Promise.all([
    findProductsByCodes(db, wanted, language, today, clientCode),
    findPromotionsOfProducts(db, wanted, language, today, clientCode),
  ]);
  const byCode = new Map(found.map((record) => [record.code, record]));
  const records = wanted.flatMap((code) => byCode.get(code) ?? []);
  return {
    records,
    items: records.map((record) => ({
      ...presentProduct(record),
      promozioni: promotions.get(record.code) ?? [],
    })),
    missing: wanted.filter((code) => !byCode.has(code)),
  };
}

export async function getProduct(
  db: Database,
  code: string,
  language: Language,
  clientCode: string | null = null,
  today = shopDay(),
): Promise<ProductDetailResult> {
  const record = await findProductByCode(db, code.toUpperCase(), language, today, clientCode);
  if (!record) throw new AppError(404, 'NOT_FOUND', 'catalogue.unknownProduct', { field: 'codArt' });
  const promotions = await findProductPromotions(db, record.code, language, today, clientCode);
  return { record, data: { item: { ...presentProduct(record), promozioni: promotions } } };
}
