// A user's wishlist: adding a product already there changes nothing, removing is by id (spec §4),
// items priced for the user like everywhere else.
import type { Language, WishlistData } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, wishlistItems } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { productColumns } from '../cart';
import { stockState } from '../catalogue';
import { buyerOf, loadPricingSettings, priceProducts, toPrice } from '../pricing';
import { mainImageUrl } from '../media';

export async function getWishlist(db: Database, user: AuthUser, language: Language): Promise<WishlistData> {
  const rows = await db
    .select({ id: wishlistItems.id, addedAt: wishlistItems.addedAt, ...productColumns })
    .from(wishlistItems)
    .innerJoin(products, eq(products.code, wishlistItems.productCode))
    .where(eq(wishlistItems.userId, user.id))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  const buyer = await buyerOf(db, user, await loadPricingSettings(db));
  const priced = await priceProducts(
    db,
    buyer,
    rows.map((row) => ({ code: row.code, prices: row })),
  );
  return {
    preferiti: rows.map((row) => {
      const line = priced.get(row.code);
      if (!line) throw new Error('unpriced wishlist item');
      return {
        id: row.id,
        codice: row.code,
        descrizione: language === 'en' ? row.descriptionEn : row.descriptionIt,
        um: row.um,
        url: mainImageUrl(row.images),
        disponibilita: stockState(row.stock, row.minQty, row.stepQty),
        aggiunto: row.addedAt.toISOString(),
        ...toPrice(line, buyer),
      };
    }),
  };
}

export async function addToWishlist(db: Database, user: AuthUser, code: string): Promise<void> {
  const [product] = await db
    .select({ active: products.active })
    .from(products)
    .where(eq(products.code, code))
    .limit(1);
  if (!product?.active) throw new AppError(404, 'NOT_FOUND', 'cart.productNotFound', { field: 'codArt' });
  await db.insert(wishlistItems).values({ userId: user.id, productCode: code }).onConflictDoNothing();
}

/** Removes the user's item `id`; someone else's id is "not found", so ids reveal nothing. */
export async function removeFromWishlist(db: Database, user: AuthUser, id: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, user.id)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw new AppError(404, 'NOT_FOUND', 'wishlist.itemNotFound', { field: 'id' });
}
