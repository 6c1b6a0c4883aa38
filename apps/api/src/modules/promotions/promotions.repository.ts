// Queries on promotions: those in force for a buyer (optionally without header promotions) and a
// product's; and promotion management (a page of promotions with filters, search and sort and how many
// products, categories and brands each acts on; one promotion with its products, categories, brands and
// clients named; which of a list of codes exist; the writes of a change).
import type { Language, PromotionsListQuery, PromotionSortField, PromotionState } from '@shop/contract';
import { and, asc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  brands,
  categories,
  clients,
  type NewPromotionRow,
  products,
  promotionProducts,
  type PromotionRow,
  promotions,
  promotionTargets,
  users,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { type ScopedViewer, userScopeCondition } from '../../kernel/client-scope';
import { productRuleRows, promotionInForce, promotionShownTo } from '../pricing';

// Written out: in a query on promotions alone drizzle leaves column names unqualified.
const productCount = sql<number>`(select count(*) from promotion_products pp
  where pp.promotion_code = "promotions"."code")`.mapWith(Number);
const targetCount = (kind: 'category' | 'brand') =>
  sql<number>`(select count(*) from promotion_targets pt
    where pt.promotion_code = "promotions"."code" and pt.target_kind = ${kind})`.mapWith(Number);

const SORT: Record<PromotionSortField, SQL> = {
  codice: sql`${promotions.code}`,
  titolo: sql`lower(${promotions.titleIt})`,
  tipo: sql`${promotions.offer}`,
  dal: sql`${promotions.validFrom}`,
  al: sql`${promotions.validTo}`,
  posizione: sql`${promotions.position}`,
};

const SEARCHED = sql`(${promotions.code} || ' ' || ${promotions.titleIt} || ' ' || ${promotions.titleEn})`;

/** The state of a promotion on `today` as SQL (PromotionState). */
function stateCondition(state: PromotionState, today: string): SQL {
  switch (state) {
    case 'disattivata':
      return eq(promotions.active, false);
    case 'programmata':
      return sql`${promotions.active} and ${promotions.validFrom} > ${today}`;
    case 'scaduta':
      return sql`${promotions.active} and ${promotions.validTo} < ${today}`;
    case 'inVigore':
      return sql`${promotions.active} and ${promotions.validFrom} <= ${today} and ${promotions.validTo} >= ${today}`;
  }
}

const OFFER_OF = {
  sconto: 'percentage',
  netto: 'net_price',
  omaggio: 'free_goods',
  testata: 'order',
} as const;
export type Offer = (typeof OFFER_OF)[keyof typeof OFFER_OF];
export const offerOf = (tipo: keyof typeof OFFER_OF): Offer => OFFER_OF[tipo];

const words = (search: string | undefined) => (search ?? '').split(/\s+/).filter(Boolean);

export async function findPromotionsPage(db: Database, query: PromotionsListQuery, today: string) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = and(
    ...words(query.search).map((word) => sql`${SEARCHED} ilike ${containsPattern(word)}`),
    query.tipo ? eq(promotions.offer, offerOf(query.tipo)) : undefined,
    query.stato ? stateCondition(query.stato, today) : undefined,
    query.cliente ? sql`${query.cliente.toUpperCase()} = any(${promotions.clientCodes})` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        promotion: promotions,
        products: productCount,
        categories: targetCount('category'),
        brands: targetCount('brand'),
      })
      .from(promotions)
      .where(where)
      .orderBy(sql`${SORT[query.sort.field]} ${direction}`, asc(promotions.code))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(promotions)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPromotion(db: Database, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row;
}

/** The promotion, locked for a change in this transaction. */
export async function lockPromotion(db: Database, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).for('update');
  return row;
}

/** Its products (with their description in `language` and their rule), categories and brands, named. */
export async function findPromotionTargets(db: Database, code: string, language: Language) {
  const [productRows, categoryRows, brandRows] = await Promise.all([
    db
      .select({
        code: promotionProducts.productCode,
        description: language === 'en' ? products.descriptionEn : products.descriptionIt,
        netPrice: promotionProducts.netPrice,
      })
      .from(promotionProducts)
      .innerJoin(products, eq(products.code, promotionProducts.productCode))
      .where(eq(promotionProducts.promotionCode, code))
      .orderBy(asc(promotionProducts.productCode)),
    db
      .select({
        code: promotionTargets.targetCode,
        name: language === 'en' ? categories.labelEn : categories.labelIt,
      })
      .from(promotionTargets)
      .leftJoin(categories, eq(categories.code, promotionTargets.targetCode))
      .where(and(eq(promotionTargets.promotionCode, code), eq(promotionTargets.targetKind, 'category')))
      .orderBy(asc(promotionTargets.targetCode)),
    db
      .select({ code: promotionTargets.targetCode, name: brands.name })
      .from(promotionTargets)
      .leftJoin(brands, eq(brands.code, promotionTargets.targetCode))
      .where(and(eq(promotionTargets.promotionCode, code), eq(promotionTargets.targetKind, 'brand')))
      .orderBy(asc(promotionTargets.targetCode)),
  ]);
  return { products: productRows, categories: categoryRows, brands: brandRows };
}

export async function findClientNames(db: Database, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: clients.code, name: clients.companyName })
    .from(clients)
    .where(inArray(clients.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Which of `codes` exist, for each kind of code a promotion names. */
export async function findExistingCodes(
  db: Database,
  kind: 'product' | 'category' | 'brand' | 'client',
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const list = [...codes];
  const rows =
    kind === 'product'
      ? await db.select({ code: products.code }).from(products).where(inArray(products.code, list))
      : kind === 'category'
        ? await db.select({ code: categories.code }).from(categories).where(inArray(categories.code, list))
        : kind === 'brand'
          ? await db.select({ code: brands.code }).from(brands).where(inArray(brands.code, list))
          : await db.select({ code: clients.code }).from(clients).where(inArray(clients.code, list));
  return new Set(rows.map((row) => row.code));
}

export async function insertPromotion(
  db: Database,
  values: NewPromotionRow,
): Promise<PromotionRow | undefined> {
  const [row] = await db.insert(promotions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePromotion(
  db: Database,
  code: string,
  values: Partial<NewPromotionRow>,
): Promise<PromotionRow> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.code, code)).returning();
  if (!row) throw new Error('promotion not updated');
  return row;
}

export interface PromotionTargetRows {
  products: Array<{
    code: string;
    netPrice: string | null;
    extraDiscountPct: string | null;
    giftEvery: number | null;
    giftQty: number | null;
  }>;
  categories: readonly string[];
  brands: readonly string[];
}

/** Replaces the promotion's products, categories and brands. */
export async function replaceTargets(
  db: Database,
  code: string,
  targets: PromotionTargetRows,
): Promise<void> {
  await db.delete(promotionProducts).where(eq(promotionProducts.promotionCode, code));
  await db.delete(promotionTargets).where(eq(promotionTargets.promotionCode, code));
  // In slices: a promotion may list thousands of products (PostgreSQL takes 65,535 parameters at most).
  for (let i = 0; i < targets.products.length; i += 1000) {
    await db.insert(promotionProducts).values(
      targets.products.slice(i, i + 1000).map(({ code: productCode, ...rule }) => ({
        promotionCode: code,
        productCode,
        ...rule,
      })),
    );
  }
  const others = [
    ...targets.categories.map((targetCode) => ({ promotionCode: code, targetKind: 'category', targetCode })),
    ...targets.brands.map((targetCode) => ({ promotionCode: code, targetKind: 'brand', targetCode })),
  ];
  if (others.length > 0) await db.insert(promotionTargets).values(others);
}

/** Promotions not yet over (in force or announced) shown to a buyer for `clientCode`, in their display order. */
export async function findCurrentPromotions(
  db: Database,
  today: string,
  { excludeHeader, clientCode }: { excludeHeader: boolean; clientCode: string | null },
): Promise<PromotionRow[]> {
  const conditions = [
    eq(promotions.active, true),
    gte(promotions.validTo, today),
    promotionShownTo(clientCode),
  ];
  if (excludeHeader) conditions.push(ne(promotions.kind, 'header'));
  return db
    .select()
    .from(promotions)
    .where(and(...conditions))
    .orderBy(asc(promotions.position), asc(promotions.code));
}

/** The product promotions in force shown to the viewer that act on a product: code and title in the language. */
export async function findProductPromotions(
  db: Database,
  productCode: string,
  language: Language,
  today: string,
  clientCode: string | null,
) {
  return (
    (await findPromotionsOfProducts(db, [productCode], language, today, clientCode)).get(productCode) ?? []
  );
}

/** The same for many products in one query, by product code (a product without any is left out). */
export async function findPromotionsOfProducts(
  db: Database,
  productCodes: readonly string[],
  language: Language,
  today: string,
  clientCode: string | null,
): Promise<Map<string, Array<{ codice: string; titolo: string }>>> {
  const byProduct = new Map<string, Array<{ codice: string; titolo: string }>>();
  if (productCodes.length === 0) return byProduct;
  const codes = [...productCodes];
  const rows = await db
    .selectDistinct({
      productCode: sql<string>`rule.product_code`,
      codice: promotions.code,
      titolo: language === 'en' ? promotions.titleEn : promotions.titleIt,
      position: promotions.position,
    })
    .from(promotions)
    .innerJoin(
      productRuleRows(sql`${sql.param(codes)}::text[]`),
      sql`rule.promotion_code = ${promotions.code}`,
    )
    .where(and(eq(promotions.kind, 'product'), promotionInForce(today), promotionShownTo(clientCode)))
    .orderBy(asc(promotions.position), asc(promotions.code));
  for (const { productCode, codice, titolo } of rows) {
    byProduct.set(productCode, [...(byProduct.get(productCode) ?? []), { codice, titolo }]);
  }
  return byProduct;
}

/** The price list of a user's client; undefined for users without one (staff). */
export async function findClientPriceList(db: Database, clientCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ priceList: clients.priceList })
    .from(clients)
    .where(eq(clients.code, clientCode))
    .limit(1);
  return row?.priceList;
}

/**
 * The price list and client of the user `username` of type `tipo` (what staff asking for a customer's
 * promotions see them by), looked up within the viewer's reach (`userScopeCondition`): the client's
 * list, 'p1' for a user without a client; undefined when there is no such user the viewer may read.
 */
export async function findUserPriceList(
  db: Database,
  viewer: ScopedViewer,
  tipo: string,
  username: string,
): Promise<{ priceList: string; clientCode: string | null } | undefined> {
  const [row] = await db
    .select({ priceList: clients.priceList, clientCode: clients.code })
    .from(users)
    .leftJoin(clients, eq(clients.code, users.clientCode))
    .where(
      and(
        eq(users.tipo, tipo),
        sql`lower(${users.username}) = lower(${username})`,
        userScopeCondition(viewer),
      ),
    )
    .limit(1);
  return row === undefined
    ? undefined
    : { priceList: row.priceList ?? 'p1', clientCode: row.clientCode ?? null };
}
