// The viewer's prices on the product list and detail answers (the catalogue hands over its records
// with the list prices; this step turns them into what this viewer pays, or hides them).
import type {
  PricedProductDetailData,
  PricedProductListData,
  ProductDetail,
  ProductListData,
  ProductPrice,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { findProductPromotions } from './pricing.repository';
import { loadBuyer, priceWithPromotions, toProductPrice } from './pricing.service';
import { shopDay } from '../../kernel/shop-calendar';

/** A catalogue record: its code and the four list prices. */
export interface ListPricedRecord {
  code: string;
  priceP1: string;
  priceP1b2b: string;
  priceP2: string;
  priceP3: string;
}

async function pricesFor(
  db: Database,
  user: AuthUser | null,
  records: readonly ListPricedRecord[],
): Promise<Map<string, ProductPrice>> {
  // Who buys and the promotions of these products are independent reads: both at once.
  const now = new Date();
  const [buyer, promotions] = await Promise.all([
    loadBuyer(db, user, now).then(({ buyer }) => buyer),
    findProductPromotions(
      db,
      records.map((r) => r.code),
      shopDay(now),
    ),
  ]);
  const priced = priceWithPromotions(
    buyer,
    records.map((r) => ({
      code: r.code,
      prices: { p1: r.priceP1, p1b2b: r.priceP1b2b, p2: r.priceP2, p3: r.priceP3 },
    })),
    promotions,
  );
  return new Map([...priced].map(([code, line]) => [code, toProductPrice(line, buyer)]));
}

function priceOf(prices: Map<string, ProductPrice>, code: string): ProductPrice {
  const price = prices.get(code);
  if (!price) throw new Error(`no price for ${code}`);
  return price;
}

export async function withListPrices(
  db: Database,
  user: AuthUser | null,
  records: readonly ListPricedRecord[],
  data: ProductListData,
): Promise<PricedProductListData> {
  const prices = await pricesFor(db, user, records);
  return { ...data, items: data.items.map((item) => ({ ...item, prezzi: priceOf(prices, item.codice) })) };
}

export async function withDetailPrices(
  db: Database,
  user: AuthUser | null,
  records: readonly ListPricedRecord[],
  items: readonly ProductDetail[],
): Promise<PricedProductDetailData['item'][]> {
  const prices = await pricesFor(db, user, records);
  return items.map((item) => ({ ...item, prezzi: priceOf(prices, item.codice) }));
}

export async function withDetailPrice(
  db: Database,
  user: AuthUser | null,
  record: ListPricedRecord,
  data: { item: ProductDetail },
): Promise<PricedProductDetailData> {
  const prices = await pricesFor(db, user, [record]);
  return { item: { ...data.item, prezzi: priceOf(prices, data.item.codice) } };
}
