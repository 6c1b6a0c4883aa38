// Queries on promotions: those in force (optionally without header promotions), and a product's.
import type { Language } from '@shop/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, promotions, users, type PromotionRow } from '../../db/schema';
import { userScopeCondition, type ScopedViewer } from '../client/client-scope';
import { productRuleRows, promotionInForce, promotionShownTo } from './promotion-conditions';

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
