// Queries on products: a filtered, sorted page with its total, and one product by code. Rows carry the
// list prices too: the presenter leaves them out, the pricing slice turns them into the viewer's prices.
import type { Language, ProductListQuery } from '@shop/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { brands, categories, products, suppliers } from '../../db/schema';
import { productInPromotion } from '../pricing';
import { cachedCount } from '../../kernel/count-cache';
import { languageColumns, productConditions, productOrder, type FilterContext } from './product-filter';

const family = alias(categories, 'family');
const department = alias(categories, 'department');

function productColumns(language: Language, today: string, clientCode: string | null) {
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
    nextArrivalOn: products.nextArrivalOn,
    nextArrivalQty: products.nextArrivalQty,
    hot: products.hot,
    highlight: products.highlight,
    news: products.news,
    outlet: products.outlet,
    inPromotion: sql<boolean>`${productInPromotion(today, clientCode)}`,
    rating: products.rating,
    ratingCount: products.ratingCount,
    images: products.images,
    priceP1: products.priceP1,
    priceP1b2b: products.priceP1b2b,
    priceP2: products.priceP2,
    priceP3: products.priceP3,
  };
}

/** Products with their brand, supplier and category path; `db` may carry a WITH clause. */
function decorated(
  db: Pick<Database, 'select'>,
  language: Language,
  today: string,
  clientCode: string | null,
) {
  return db
    .select(productColumns(language, today, clientCode))
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
 * One page and the number of all matches, queried at once (two connections on a pool). The page's
 * codes are chosen on `products` alone (its indexes serve the filters and the order) and only those few
 * rows are joined and decorated, in the same statement: a broad filter never pays for joins, category
 * paths or promotion checks on every match. The total comes from the count cache (count-cache.ts),
 * except for favourites, which change with every heart a user clicks.
 */
export async function findProductPage(
  db: Database,
  query: ProductListQuery,
  ctx: FilterContext,
  offset: number,
): Promise<ProductPage> {
  const where = productConditions(query, ctx);
  const chosen = db
    .select({ code: products.code })
    .from(products)
    .where(where)
    .orderBy(...productOrder(query, ctx))
    .limit(query.pagesize)
    .offset(offset)
    .as('chosen');
  // row_number() over the chosen rows as they come: the page's order, kept through the joins.
  const page = db
    .$with('page')
    .as(
      db
        .select({ code: chosen.code, position: sql<number>`row_number() over ()`.as('page_position') })
        .from(chosen),
    );
  const counting = db.select({ total: count() }).from(products).where(where);
  const countMatches = async () => Number((await counting)[0]?.total ?? 0);
  const { sql: text, params } = counting.toSQL();
  const [rows, total] = await Promise.all([
    decorated(db.with(page), ctx.language, ctx.today, ctx.clientCode ?? null)
      .innerJoin(page, eq(page.code, products.code))
      .orderBy(sql`${page}.page_position`),
    query.type === 'F'
      ? countMatches()
      : cachedCount(db, `${text}\u0000${JSON.stringify(params)}`, countMatches),
  ]);
  return { rows, total };
}

export async function findProductByCode(
  db: Database,
  code: string,
  language: Language,
  today: string,
  clientCode: string | null = null,
) {
  const [row] = await decorated(db, language, today, clientCode)
    .where(and(eq(products.code, code), eq(products.active, true)))
    .limit(1);
  return row;
}

/** The products on sale among `codes`, in one query (in no particular order). */
export async function findProductsByCodes(
  db: Database,
  codes: readonly string[],
  language: Language,
  today: string,
  clientCode: string | null,
): Promise<ProductRecord[]> {
  if (codes.length === 0) return [];
  return decorated(db, language, today, clientCode).where(
    and(inArray(products.code, [...codes]), eq(products.active, true)),
  );
}
