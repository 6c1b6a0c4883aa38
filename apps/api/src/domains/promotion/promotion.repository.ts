// Queries on promotions: those in force (optionally without header promotions), and a product's.
import type { Language } from '@shop/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, promotionProducts, promotions, users, type PromotionRow } from '../../db/schema';
import { promotionInForce } from './promotion-conditions';

/** Promotions not yet over (in force or announced), in their display order. */
export async function findCurrentPromotions(
  db: Database,
  today: string,
  { excludeHeader }: { excludeHeader: boolean },
): Promise<PromotionRow[]> {
  const conditions = [eq(promotions.active, true), gte(promotions.validTo, today)];
  if (excludeHeader) conditions.push(ne(promotions.kind, 'header'));
  return db
    .select()
    .from(promotions)
    .where(and(...conditions))
    .orderBy(asc(promotions.position), asc(promotions.code));
}

/** The product promotions in force that list a product: code and title in the language. */
export async function findProductPromotions(
  db: Database,
  productCode: string,
  language: Language,
  today: string,
) {
  return db
    .select({ codice: promotions.code, titolo: language === 'en' ? promotions.titleEn : promotions.titleIt })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.code, promotionProducts.promotionCode))
    .where(and(eq(promotionProducts.productCode, productCode), promotionInForce(today)))
    .orderBy(asc(promotions.position), asc(promotions.code));
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
 * The price list of the user `username` of type `tipo` (what staff asking for a customer's promotions
 * see `applicata` by): the client's list, 'p1' for a user without a client; undefined: no such user.
 */
export async function findUserPriceList(
  db: Database,
  tipo: string,
  username: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ priceList: clients.priceList })
    .from(users)
    .leftJoin(clients, eq(clients.code, users.clientCode))
    .where(and(eq(users.tipo, tipo), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return row === undefined ? undefined : (row.priceList ?? 'p1');
}
