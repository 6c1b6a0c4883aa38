// What pricing reads from the database: the shop's settings, the buyer's client, promotions in force.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, configEntries, promotionProducts, promotions } from '../../db/schema';
import type { HeaderPromotionRule } from './cart-totals';
import type { PromotionRule } from './promotion-rule';

/** Settings as the Italian config rows hold them (settings read the same in both languages). */
export async function findSettings(db: Database, tipi: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ tipo: configEntries.tipo, value: configEntries.descrizione })
    .from(configEntries)
    .where(and(eq(configEntries.language, 'it'), inArray(configEntries.tipo, [...tipi])));
  return new Map(rows.map((row) => [row.tipo, row.value]));
}

export async function findClientTerms(db: Database, clientCode: string) {
  const [row] = await db
    .select({ priceList: clients.priceList, discountChain: clients.discountChain })
    .from(clients)
    .where(eq(clients.code, clientCode))
    .limit(1);
  return row;
}

/** Product promotions in force on `day` for these products, grouped by product code. */
export async function findProductPromotions(
  db: Database,
  productCodes: readonly string[],
  day: string,
): Promise<Map<string, PromotionRule[]>> {
  const byProduct = new Map<string, PromotionRule[]>();
  if (productCodes.length === 0) return byProduct;
  const rows = await db
    .select({
      productCode: promotionProducts.productCode,
      code: promotions.code,
      validFrom: promotions.validFrom,
      validTo: promotions.validTo,
      priceLists: promotions.priceLists,
      netPrice: promotionProducts.netPrice,
      extraDiscountPct: promotionProducts.extraDiscountPct,
      giftEvery: promotionProducts.giftEvery,
      giftQty: promotionProducts.giftQty,
    })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.code, promotionProducts.promotionCode))
    .where(
      and(
        inArray(promotionProducts.productCode, [...productCodes]),
        eq(promotions.active, true),
        eq(promotions.kind, 'product'),
        lte(promotions.validFrom, day),
        gte(promotions.validTo, day),
      ),
    );
  for (const { productCode, ...rule } of rows) {
    const list = byProduct.get(productCode) ?? [];
    list.push(rule);
    byProduct.set(productCode, list);
  }
  return byProduct;
}

export async function findHeaderPromotions(db: Database, day: string): Promise<HeaderPromotionRule[]> {
  return db
    .select({
      code: promotions.code,
      validFrom: promotions.validFrom,
      validTo: promotions.validTo,
      priceLists: promotions.priceLists,
      orderDiscountPct: promotions.orderDiscountPct,
      minOrderValue: promotions.minOrderValue,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        eq(promotions.kind, 'header'),
        lte(promotions.validFrom, day),
        gte(promotions.validTo, day),
      ),
    );
}
