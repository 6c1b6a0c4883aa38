// Products and promotions with known prices for the cart, wishlist and order tests, independent of the
// generated demo catalogue: every expected amount in those tests is computed by hand from these.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { brands, products, promotionProducts, promotions, suppliers } from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';

export const FIXTURE_BRAND = 'TSTBRAND';
export const FIXTURE_SUPPLIER = 'TSTSUPP';
/** A leaf of the seeded category tree. */
export const FIXTURE_CATEGORY = '01.01.01';

export interface FixtureProduct {
  code: string;
  p1: string;
  p1b2b?: string;
  p2?: string;
  p3?: string;
  stock: number;
  minQty?: number;
  stepQty?: number;
  active?: boolean;
}

export const PRODUCTS = {
  /** 10.00 on every list, plenty of stock. */
  plain: { code: 'T-PLAIN', p1: '10.00', p1b2b: '9.00', p2: '8.00', p3: '7.00', stock: 1000 },
  /** Sold by packs of 6. */
  pack: { code: 'T-PACK6', p1: '2.50', stock: 600, minQty: 6, stepQty: 6 },
  /** 1 free every 10 (promotion T-GIFT). */
  gift: { code: 'T-GIFT', p1: '4.00', stock: 500 },
  /** Net price 5.00 (promotion T-NET). */
  net: { code: 'T-NET', p1: '8.00', stock: 500 },
  /** Only a few left. */
  scarce: { code: 'T-LAST', p1: '19.99', stock: 10 },
  /** No longer sold. */
  gone: { code: 'T-GONE', p1: '1.00', stock: 100, active: false },
} satisfies Record<string, FixtureProduct>;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function insertFixtures(db: Database): Promise<void> {
  await db.insert(brands).values({ code: FIXTURE_BRAND, name: 'Marca di prova' }).onConflictDoNothing();
  await db
    .insert(suppliers)
    .values({ code: FIXTURE_SUPPLIER, name: 'Fornitore di prova' })
    .onConflictDoNothing();
  await db.insert(products).values(
    Object.values(PRODUCTS).map((p: FixtureProduct) => ({
      code: p.code,
      descriptionIt: `Articolo di prova ${p.code}`,
      descriptionEn: `Test product ${p.code}`,
      brandCode: FIXTURE_BRAND,
      categoryCode: FIXTURE_CATEGORY,
      supplierCode: FIXTURE_SUPPLIER,
      um: p.minQty ? 'CF' : 'PZ',
      packSize: p.minQty ?? 1,
      minQty: p.minQty ?? 1,
      stepQty: p.stepQty ?? 1,
      priceP1: p.p1,
      priceP1b2b: p.p1b2b ?? p.p1,
      priceP2: p.p2 ?? p.p1,
      priceP3: p.p3 ?? p.p1,
      stock: p.stock,
      active: p.active ?? true,
      images: [`/img/products/${p.code}.webp`],
    })),
  );
  const today = shopDay();
  const promotion = (code: string, validFrom: string, validTo: string, offer = 'net_price') => ({
    code,
    kind: 'product',
    offer,
    titleIt: code,
    titleEn: code,
    descriptionIt: code,
    descriptionEn: code,
    image: `/promo/${code}.webp`,
    validFrom,
    validTo,
  });
  await db
    .insert(promotions)
    .values([
      promotion('T-GIFT', addDays(today, -1), addDays(today, 30), 'free_goods'),
      promotion('T-NET', today, today),
      promotion('T-OLD', addDays(today, -30), addDays(today, -1)),
    ]);
  await db.insert(promotionProducts).values([
    { promotionCode: 'T-GIFT', productCode: PRODUCTS.gift.code, giftEvery: 10, giftQty: 1 },
    { promotionCode: 'T-NET', productCode: PRODUCTS.net.code, netPrice: '5.00' },
    // Expired: would make T-PLAIN cost 1.00 if it were applied.
    { promotionCode: 'T-OLD', productCode: PRODUCTS.plain.code, netPrice: '1.00' },
  ]);
}

export async function stockOf(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.code, code));
  return row?.stock ?? Number.NaN;
}

export async function setStock(db: Database, code: string, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.code, code));
}

export async function setListPrice(db: Database, codes: string[], price: string): Promise<void> {
  await db.update(products).set({ priceP1: price }).where(inArray(products.code, codes));
}
