// Queries on carts and their lines. Lines come with the product columns pricing and the page need.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { cartLines, carts, products, users } from '../../db/schema';

/**
 * Whose cart: a user's (`clientCode` null: a customer's own cart; a client code: the cart a staff user
 * fills for that client, one per pair) or a visitor's by x-sessionid.
 */
export type UserCartOwner = { userId: number; clientCode: string | null };
export type CartOwner = UserCartOwner | { sessionId: string };

/** The pair's key as the unique index carts_user_client_uq holds it: '' for a user's own cart. */
const clientKey = (owner: { clientCode: string | null }) => owner.clientCode ?? '';

export function ownerCondition(owner: CartOwner) {
  return 'userId' in owner
    ? and(eq(carts.userId, owner.userId), sql`coalesce(${carts.clientCode}, '') = ${clientKey(owner)}`)
    : eq(carts.sessionId, owner.sessionId);
}

export async function findCartId(db: Database, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id;
}

/** The owner's cart id, creating the cart the first time (safe against a concurrent first add). */
export async function ensureCart(db: Database, owner: CartOwner): Promise<number> {
  const values =
    'userId' in owner
      ? { userId: owner.userId, clientCode: owner.clientCode }
      : { sessionId: owner.sessionId };
  await db.insert(carts).values(values).onConflictDoNothing();
  const id = await findCartId(db, owner);
  if (id === undefined) throw new Error('cart vanished after insert');
  return id;
}

/**
 * A product with the owner's cart id and the quantity of its line there (undefined and 0 without a
 * cart or a line): the one read of a cart change.
 */
export async function findProductWithLine(db: Database, owner: CartOwner, code: string) {
  const byUser = 'userId' in owner;
  const name = byUser ? 'find_product_with_user_line' : 'find_product_with_visitor_line';
  const statement = preparedStatement(db, name, (db) =>
    db
      .select({
        ...productColumns,
        cartId: carts.id,
        current: sql<number>`coalesce(${cartLines.quantity}, 0)`.mapWith(Number),
      })
      .from(products)
      .leftJoin(
        carts,
        byUser
          ? and(
              eq(carts.userId, sql.placeholder('owner')),
              sql`coalesce(${carts.clientCode}, '') = ${sql.placeholder('client')}`,
            )
          : eq(carts.sessionId, sql.placeholder('owner')),
      )
      .leftJoin(cartLines, and(eq(cartLines.cartId, carts.id), eq(cartLines.productCode, products.code)))
      .where(eq(products.code, sql.placeholder('code')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute(
    byUser ? { owner: owner.userId, client: clientKey(owner), code } : { owner: owner.sessionId, code },
  );
  return row;
}

/**
 * The products of these codes (as stored) with the quantity of their line in the owner's cart (0
 * without one), in one statement: the read of a batch change (quick order, takeover). Unknown codes
 * are simply absent.
 */
export async function findProductsWithLines(db: Database, owner: UserCartOwner, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      ...productColumns,
      current: sql<number>`coalesce(${cartLines.quantity}, 0)`.mapWith(Number),
    })
    .from(products)
    .leftJoin(carts, ownerCondition(owner))
    .leftJoin(cartLines, and(eq(cartLines.cartId, carts.id), eq(cartLines.productCode, products.code)))
    .where(sql`${products.code} = any(${sql.param([...codes])}::varchar[])`);
}
export type ProductWithLine = Awaited<ReturnType<typeof findProductsWithLines>>[number];

/** Sets the extra discount of a line of the owner's cart; false when the cart has no such line. */
export async function setLineDiscount(
  db: Database,
  owner: CartOwner,
  code: string,
  discount: number,
): Promise<boolean> {
  const updated = await db
    .update(cartLines)
    .set({ extraDiscount: discount.toFixed(2) })
    .where(
      and(
        eq(cartLines.productCode, code),
        inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(ownerCondition(owner))),
      ),
    )
    .returning({ code: cartLines.productCode });
  return updated.length > 0;
}

/**
 * Compare-and-set of one line: sets it from `from` units (0: no line) to `to` (0 deletes it) in one
 * statement, only if it still holds `from`. Answers the cart id, or undefined when the line changed
 * since it was read (a concurrent change or order won: read again and retry). A first line creates the
 * cart in the same statement. No transaction and no cart lock: a row's own lock orders the writers, and
 * an order being placed holds its lines' locks (see lockCartLines) until it has emptied them.
 */
export async function writeLineQuantity(
  db: Database,
  owner: CartOwner,
  cartId: number | null,
  code: string,
  from: number,
  to: number,
): Promise<number | undefined> {
  if (from > 0) {
    const removing = to <= 0;
    const name = removing ? 'delete_cart_line' : 'set_cart_line';
    const statement = preparedStatement(db, name, (db) => {
      const line = and(
        eq(cartLines.cartId, sql.placeholder('cartId')),
        eq(cartLines.productCode, sql.placeholder('code')),
        eq(cartLines.quantity, sql.placeholder('from')),
      );
      return removing
        ? db.delete(cartLines).where(line).returning({ cartId: cartLines.cartId }).prepare(name)
        : db
            .update(cartLines)
            .set({ quantity: sql`${sql.placeholder('to')}` })
            .where(line)
            .returning({ cartId: cartLines.cartId })
            .prepare(name);
    });
    const [row] = await statement.execute({ cartId: cartId ?? -1, code, from, to });
    return row?.cartId;
  }
  const target =
    'userId' in owner
      ? sql`(user_id, client_code) values (${owner.userId}, ${owner.clientCode})`
      : sql`(session_id) values (${owner.sessionId})`;
  // The conflict target names the pair's unique index (carts_user_client_uq) by its expression.
  const conflict = 'userId' in owner ? sql`(user_id, (coalesce(client_code, '')))` : sql`(session_id)`;
  const result = await db.execute(sql`
    with cart as (
      insert into ${carts} ${target} on conflict ${conflict} do update set updated_at = now() returning id
    )
    insert into ${cartLines} (cart_id, product_code, quantity)
    select id, ${code}, ${to} from cart
    on conflict (cart_id, product_code) do nothing
    returning cart_id`);
  const [row] = (result as unknown as { rows: { cart_id: number }[] }).rows;
  return row?.cart_id;
}

/** One line's compare-and-set in a batch: from `from` units (0: no line) to `to` (> 0). */
export interface LineWrite {
  code: string;
  from: number;
  to: number;
}

/**
 * Compare-and-set of many lines of the owner's cart in one statement (quick order, the takeover of a
 * client's cart): each line goes from `from` to `to` only if it still holds `from` (a new line only if
 * there is none), the cart created if needed. Answers the cart id and the codes written; a code not
 * written changed since it was read (read again and retry, as writeLineQuantity's callers do).
 */
export async function writeLineQuantities(
  db: Database,
  owner: UserCartOwner,
  writes: readonly LineWrite[],
): Promise<{ cartId: number; written: Set<string> }> {
  // Three array parameters whatever the number of lines (no ceiling of 65,535 parameters).
  const codes = sql.param(writes.map((w) => w.code));
  const from = sql.param(writes.map((w) => w.from));
  const to = sql.param(writes.map((w) => w.to));
  const result = await db.execute(sql`
    with cart as (
      insert into ${carts} (user_id, client_code) values (${owner.userId}, ${owner.clientCode})
      on conflict (user_id, (coalesce(client_code, ''))) do update set updated_at = now() returning id
    ), input as (
      select * from unnest(${codes}::varchar[], ${from}::integer[], ${to}::integer[]) as t(code, from_qty, to_qty)
    ), changed as (
      update ${cartLines} set quantity = input.to_qty from input, cart
       where ${cartLines.cartId} = cart.id and ${cartLines.productCode} = input.code
         and input.from_qty > 0 and ${cartLines.quantity} = input.from_qty
      returning ${cartLines.productCode} as code
    ), added as (
      insert into ${cartLines} (cart_id, product_code, quantity)
      select cart.id, input.code, input.to_qty from input, cart where input.from_qty = 0
      on conflict (cart_id, product_code) do nothing
      returning product_code as code
    )
    select (select id from cart) as cart_id, code from changed
    union all select (select id from cart), code from added
    union all select (select id from cart), null`);
  const rows = (result as unknown as { rows: { cart_id: number; code: string | null }[] }).rows;
  const cartId = rows[0]?.cart_id;
  if (cartId === undefined) throw new Error('cart not returned');
  return { cartId, written: new Set(rows.flatMap((row) => (row.code === null ? [] : [row.code]))) };
}

/** Locks the cart row: the login merge moves a visitor's lines into it one merge at a time. */
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
  const statement = preparedStatement(db, 'find_cart_lines', (db) =>
    db
      .select({ quantity: cartLines.quantity, extraDiscount: cartLines.extraDiscount, ...productColumns })
      .from(cartLines)
      .innerJoin(products, eq(products.code, cartLines.productCode))
      .where(eq(cartLines.cartId, sql.placeholder('cartId')))
      .orderBy(asc(cartLines.addedAt), asc(cartLines.productCode))
      .prepare('find_cart_lines'),
  );
  return statement.execute({ cartId });
}
export type CartLineWithProduct = Awaited<ReturnType<typeof findCartLines>>[number];

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
