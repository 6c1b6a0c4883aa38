// Queries on products: a filtered, sorted page with its total, and one product by code. Rows carry the
// list prices too: the presenter leaves them out, the pricing slice turns them into the viewer's prices.
import type { Language, ProductListQuery } from '@shop/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { brands, categories, products, suppliers } from '../../db/schema';
import { productInPromotion } from '../promotion/promotion-conditions';
import { languageColumns, productConditions, productOrder, type FilterContext } from './product-filter';

const family = alias(categories, 'family');
const department = alias(categories, 'department');

function productColumns(language: Language, today: string) {
  const label = (table: { labelIt: unknown; labelEn: unknown }) =>
    language === 'en' ? table.labelEn : table.labelIt;
  return {
    code: products.code,
    description: languageColumns(language).description,
    brandCode: brands.code,
    brandName: brands.name,
    supplierCode: suppliers.code,
    supplierName: suppliers.name,
    categoryPath: sql<[string, string][]>`json_build_array(
      json_build_array(${department.code}, ${label(department)}),
      json_build_array(${family.code}, ${label(family)}),
      json_build_array(${categories.code}, ${label(categories)}))`,
    um: products.um,
    packSize: products.packSize,
    minQty: products.minQty,
    stepQty: products.stepQty,
    stock: products.stock,
    hot: products.hot,
    highlight: products.highlight,
    news: products.news,
    outlet: products.outlet,
    inPromotion: sql<boolean>`${productInPromotion(today)}`,
    rating: products.rating,
    ratingCount: products.ratingCount,
    images: products.images,
    priceP1: products.priceP1,
    priceP1b2b: products.priceP1b2b,
    priceP2: products.priceP2,
    priceP3: products.priceP3,
  };
}

function selectProducts<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  language: Language,
  today: string,
  extra: Extra,
) {
  return db
    .select({ ...productColumns(language, today), ...extra })
    .from(products)
    .innerJoin(brands, eq(brands.code, products.brandCode))
    .innerJoin(suppliers, eq(suppliers.code, products.supplierCode))
    .innerJoin(categories, eq(categories.code, products.categoryCode))
    .innerJoin(family, eq(family.code, categories.parentCode))
    .innerJoin(department, eq(department.code, family.parentCode));
}

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProductByCode>>>;

export interface ProductPage {
  rows: ProductRecord[];
  total: number;
}

/**
 * One page and the number of all matches. The page's codes are chosen on `products` alone (its indexes
 * serve the filters and the order), and only those few rows are then joined and decorated: a broad
 * filter never pays for joins, category paths or promotion checks on every match.
 */
export async function findProductPage(
  db: Database,
  query: ProductListQuery,
  ctx: FilterContext,
  offset: number,
): Promise<ProductPage> {
  const where = productConditions(query, ctx);
  const page = await db
    .select({ code: products.code })
    .from(products)
    .where(where)
    .orderBy(...productOrder(query, ctx))
    .limit(query.pagesize)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)` })
    .from(products)
    .where(where);
  const codes = page.map((row) => row.code);
  const records =
    codes.length === 0
      ? []
      : await selectProducts(db, ctx.language, ctx.today, {}).where(inArray(products.code, codes));
  const byCode = new Map(records.map((record) => [record.code, record]));
  return {
    rows: codes.flatMap((code) => byCode.get(code) ?? []),
    total: Number(count?.total ?? 0),
  };
}

export async function findProductByCode(db: Database, code: string, language: Language, today: string) {
  const [row] = await selectProducts(db, language, today, {})
    .where(and(eq(products.code, code), eq(products.active, true)))
    .limit(1);
  return row;
}
