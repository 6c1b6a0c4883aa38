// Queries on carts and their lines. Lines come with the product columns pricing and the page need.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartLines, carts, products, users } from '../../db/schema';

export type CartOwner = { userId: number } | { sessionId: string };

function ownerCondition(owner: CartOwner) {
  return 'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId);
}

export async function findCartId(db: Database, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id;
}

/** The owner's cart id, creating the cart the first time (safe against a concurrent first add). */
export async function ensureCart(db: Database, owner: CartOwner): Promise<number> {
  const values = 'userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  await db.insert(carts).values(values).onConflictDoNothing();
  const id = await findCartId(db, owner);
  if (id === undefined) throw new Error('cart vanished after insert');
  return id;
}

/**
 * The owner's cart id, created the first time, with its row locked and `updated_at` touched: one
 * statement (an upsert locks the row it updates), so that a change of the cart's lines runs one at a
 * time per cart.
 */
export async function claimCart(db: Database, owner: CartOwner): Promise<number> {
  const [row] = await ('userId' in owner
    ? db
        .insert(carts)
        .values({ userId: owner.userId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id })
    : db
        .insert(carts)
        .values({ sessionId: owner.sessionId })
        .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id }));
  if (!row) throw new Error('cart not returned');
  return row.id;
}

/** A product with the quantity of its line in this cart (0 without one): one read for a cart change. */
export async function findProductWithLine(db: Database, cartId: number, code: string) {
  const [row] = await db
    .select({ ...productColumns, current: sql<number>`coalesce(${cartLines.quantity}, 0)`.mapWith(Number) })
    .from(products)
    .leftJoin(cartLines, and(eq(cartLines.cartId, cartId), eq(cartLines.productCode, products.code)))
    .where(eq(products.code, code))
    .limit(1);
  return row;
}

/** Sets a line's quantity (0 deletes it), without touching the cart row (claimCart did). */
export async function writeLineQuantity(db: Database, cartId: number, code: string, quantity: number) {
  if (quantity <= 0) {
    await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.productCode, code)));
    return;
  }
  await db
    .insert(cartLines)
    .values({ cartId, productCode: code, quantity })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productCode], set: { quantity } });
}

/** Locks the cart row: read-modify-write of its lines runs one at a time per cart. */
export async function lockCart(db: Database, cartId: number): Promise<void> {
  await db.execute(sql`select id from ${carts} where ${carts.id} = ${cartId} for update`);
}

export const productColumns = {
  code: products.code,
  descriptionIt: products.descriptionIt,
  descriptionEn: products.descriptionEn,
  um: products.um,
  packSize: products.packSize,
  minQty: products.minQty,
  stepQty: products.stepQty,
  p1: products.priceP1,
  p1b2b: products.priceP1b2b,
  p2: products.priceP2,
  p3: products.priceP3,
  stock: products.stock,
  images: products.images,
  active: products.active,
};

export async function findCartLines(db: Database, cartId: number) {
  return db
    .select({ quantity: cartLines.quantity, ...productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.code, cartLines.productCode))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productCode));
}
export type CartLineWithProduct = Awaited<ReturnType<typeof findCartLines>>[number];

export async function clearCart(db: Database, cartId: number): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

/** Moves a visitor's lines into a user's cart (quantities of a product in both are added up). */
export async function moveLines(db: Database, fromCartId: number, toCartId: number): Promise<void> {
  await db.execute(sql`
    insert into ${cartLines} (cart_id, product_code, quantity, added_at)
    select ${toCartId}, product_code, quantity, added_at from ${cartLines} where cart_id = ${fromCartId}
    on conflict (cart_id, product_code) do update set quantity = ${cartLines}.quantity + excluded.quantity`);
  await db.delete(carts).where(eq(carts.id, fromCartId));
}

/** Customers (C, WC, WU with a client) have carts; staff users do not. */
export async function isCustomerUser(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ tipo: users.tipo, clientCode: users.clientCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row !== undefined && row.clientCode !== null && ['C', 'WC', 'WU'].includes(row.tipo);
}
