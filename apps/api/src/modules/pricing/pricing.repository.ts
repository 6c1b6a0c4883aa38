// What pricing reads from the database: the shop's settings, the buyer's client, promotions in force.
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { clients, configEntries, promotions } from '../../db/schema';
import type { HeaderPromotionRule } from './cart-totals';
import { productRuleRows } from './promotion-conditions';
import type { PromotionRule } from './promotion-rule';

/** Settings as the Italian config rows hold them (settings read the same in both languages). */
export async function findSettings(db: Database, tipi: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ tipo: configEntries.tipo, value: configEntries.descrizione })
    .from(configEntries)
    .where(and(eq(configEntries.language, 'it'), inArray(configEntries.tipo, [...tipi])));
  return new Map(rows.map((row) => [row.tipo, row.value]));
}

export interface ClientTerms {
  priceList: string;
  discountChain: string;
}

/**
 * The settings (as findSettings) and, for a client, its terms (as findClientTerms) in one statement:
 * every priced answer needs both, and one round trip costs less than two on a busy server.
 */
export async function findSettingsAndTerms(
  db: Database,
  tipi: readonly string[],
  clientCode: string | null | undefined,
): Promise<{ settings: Map<string, string>; terms: ClientTerms | undefined }> {
  const statement = preparedStatement(db, 'find_settings_and_terms', (db) =>
    db
      .select({
        settings: sql<unknown>`(select coalesce(json_object_agg(${configEntries.tipo}, ${configEntries.descrizione}), '{}'::json)
          from ${configEntries}
         where ${configEntries.language} = 'it' and ${configEntries.tipo} = any(${sql.placeholder('tipi')}))`,
        terms: sql<unknown>`(select json_build_object('priceList', ${clients.priceList}, 'discountChain', ${clients.discountChain})
          from ${clients} where ${clients.code} = ${sql.placeholder('clientCode')})`,
      })
      .from(sql`(values (1)) as one (x)`)
      .prepare('find_settings_and_terms'),
  );
  const [row] = await statement.execute({ tipi: [...tipi], clientCode: clientCode ?? null });
  // Both drivers parse json; a driver answering text is parsed here.
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  const settings = (json(row?.settings) ?? {}) as Record<string, string>;
  return {
    settings: new Map(Object.entries(settings)),
    terms: (json(row?.terms) ?? undefined) as ClientTerms | undefined,
  };
}

export async function findClientTerms(db: Database, clientCode: string) {
  const [row] = await db
    .select({ priceList: clients.priceList, discountChain: clients.discountChain })
    .from(clients)
    .where(eq(clients.code, clientCode))
    .limit(1);
  return row;
}

/** The columns of a product promotion's rule (PromotionRule), the rule's from `productRuleRows`. */
const promotionRuleColumns = {
  code: promotions.code,
  validFrom: promotions.validFrom,
  validTo: promotions.validTo,
  priceLists: promotions.priceLists,
  clientCodes: promotions.clientCodes,
  netPrice: sql<string | null>`rule.net_price`,
  extraDiscountPct: sql<string | null>`rule.extra_discount_pct`,
  giftEvery: sql<number | null>`rule.gift_every`,
  giftQty: sql<number | null>`rule.gift_qty`,
};
const ruleProductCode = sql<string | null>`rule.product_code`;

/** Integers from a driver that may answer them as text (a union of nulls and columns). */
const intOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const toRule = (row: {
  code: string;
  validFrom: string;
  validTo: string;
  priceLists: string[];
  clientCodes: string[];
  netPrice: string | null;
  extraDiscountPct: string | null;
  giftEvery: number | null;
  giftQty: number | null;
}): PromotionRule => ({ ...row, giftEvery: intOrNull(row.giftEvery), giftQty: intOrNull(row.giftQty) });

/** Product promotions in force on `day` for these products, grouped by product code. */
export async function findProductPromotions(
  db: Database,
  productCodes: readonly string[],
  day: string,
): Promise<Map<string, PromotionRule[]>> {
  const byProduct = new Map<string, PromotionRule[]>();
  if (productCodes.length === 0) return byProduct;
  const codes = [...productCodes];
  const rows = await db
    .select({ productCode: ruleProductCode, ...promotionRuleColumns })
    .from(promotions)
    .innerJoin(
      productRuleRows(sql`${sql.param(codes)}::text[]`),
      sql`rule.promotion_code = ${promotions.code}`,
    )
    .where(
      and(
        eq(promotions.active, true),
        eq(promotions.kind, 'product'),
        lte(promotions.validFrom, day),
        gte(promotions.validTo, day),
      ),
    );
  for (const { productCode, ...rule } of rows) {
    if (!productCode) continue;
    const list = byProduct.get(productCode) ?? [];
    list.push(toRule(rule));
    byProduct.set(productCode, list);
  }
  return byProduct;
}

/**
 * The product promotions of these products and (when `withHeader`) the header promotions in force on
 * `day`, in one statement: what pricing a cart needs. Each comes with its audience (price lists and
 * clients): pricing keeps those for the buyer (isForBuyer).
 */
export async function findCartPromotions(
  db: Database,
  productCodes: readonly string[],
  day: string,
  withHeader: boolean,
): Promise<{ byProduct: Map<string, PromotionRule[]>; header: HeaderPromotionRule[] }> {
  const byProduct = new Map<string, PromotionRule[]>();
  const header: HeaderPromotionRule[] = [];
  if (productCodes.length === 0 && !withHeader) return { byProduct, header };
  const statement = preparedStatement(db, 'find_cart_promotions_v2', (db) =>
    db
      .select({
        kind: promotions.kind,
        productCode: ruleProductCode,
        ...promotionRuleColumns,
        orderDiscountPct: promotions.orderDiscountPct,
        minOrderValue: promotions.minOrderValue,
      })
      .from(promotions)
      .leftJoin(
        productRuleRows(sql`${sql.placeholder('codes')}::text[]`),
        sql`rule.promotion_code = ${promotions.code}`,
      )
      .where(
        and(
          eq(promotions.active, true),
          lte(promotions.validFrom, sql.placeholder('day')),
          gte(promotions.validTo, sql.placeholder('day')),
          or(
            and(eq(promotions.kind, 'product'), sql`rule.product_code is not null`),
            and(sql`${sql.placeholder('withHeader')}::boolean`, eq(promotions.kind, 'header')),
          ),
        ),
      )
      .prepare('find_cart_promotions_v2'),
  );
  const rows = await statement.execute({ codes: [...productCodes], day, withHeader });
  for (const { kind, productCode, orderDiscountPct, minOrderValue, ...rule } of rows) {
    if (kind === 'header') {
      const { code, validFrom, validTo, priceLists, clientCodes } = rule;
      header.push({ code, validFrom, validTo, priceLists, clientCodes, orderDiscountPct, minOrderValue });
    } else if (productCode) {
      const list = byProduct.get(productCode) ?? [];
      list.push(toRule(rule));
      byProduct.set(productCode, list);
    }
  }
  return { byProduct, header };
}
