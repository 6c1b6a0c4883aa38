// The queries of imports: every read is one statement for the whole file (clients, products, cart
// quantities), never one per row; and the import records that make an import run once per key.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartLines, carts, clients, imports, products, type CartLineRow } from '../../db/schema';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import type { RowProduct } from '../quickorder';

/** The clients of `codes` the scope reaches: code → company name. */
export async function findClientsInScope(
  db: Database,
  scope: ClientScope,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0 || scope.kind === 'none') return new Map();
  const rows = await db
    .select({ code: clients.code, name: clients.companyName })
    .from(clients)
    .where(and(inArray(clients.code, [...codes]), clientScopeCondition(scope)));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The products of `codes` as the row checks need them (current 0: no cart line yet). */
export async function findImportProducts(db: Database, codes: readonly string[]): Promise<RowProduct[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      code: products.code,
      active: products.active,
      current: sql<number>`0`.mapWith(Number),
      minQty: products.minQty,
      stepQty: products.stepQty,
      stock: products.stock,
      descriptionIt: products.descriptionIt,
      descriptionEn: products.descriptionEn,
      um: products.um,
    })
    .from(products)
    .where(sql`${products.code} = any(${sql.param([...codes])}::varchar[])`);
}

/**
 * The quantities of the user's cart lines per cart: the carts the user fills for `clientCodes` (staff),
 * or the user's own cart under the key '' (customers). cart key → product code → quantity.
 */
export async function findCartQuantities(
  db: Database,
  userId: number,
  clientCodes: readonly (string | null)[],
): Promise<Map<string, Map<string, number>>> {
  const keys = [...new Set(clientCodes.map((code) => code ?? ''))];
  const result = new Map<string, Map<string, number>>();
  if (keys.length === 0) return result;
  const rows = await db
    .select({
      client: sql<string>`coalesce(${carts.clientCode}, '')`,
      code: cartLines.productCode,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(
      and(
        eq(carts.userId, userId),
        sql`coalesce(${carts.clientCode}, '') = any(${sql.param(keys)}::varchar[])`,
      ),
    );
  for (const row of rows) {
    const lines = result.get(row.client) ?? new Map<string, number>();
    lines.set(row.code, row.quantity);
    result.set(row.client, lines);
  }
  return result;
}

/** Takes the lines of a cart out (to be put back after an order made of other lines). */
export async function takeOutCartLines(db: Database, cartId: number): Promise<CartLineRow[]> {
  return db.delete(cartLines).where(eq(cartLines.cartId, cartId)).returning();
}

/** Writes lines into an empty cart, in the given order (the order's line order follows addedAt). */
export async function putCartLines(
  db: Database,
  lines: readonly Omit<CartLineRow, 'extraDiscount'>[] | readonly CartLineRow[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartLines)
    .values([...lines])
    .onConflictDoNothing();
}

/** Claims the key: the new import's id, or undefined when the user has an import with this key. */
export async function insertImport(
  db: Database,
  values: { userId: number; key: string; mode: string; rowCount: number },
): Promise<number | undefined> {
  const [row] = await db
    .insert(imports)
    .values({ ...values, state: 'running' })
    .onConflictDoNothing()
    .returning({ id: imports.id });
  return row?.id;
}

export async function findImport(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.userId, userId), eq(imports.key, key)))
    .limit(1);
  return row;
}

/** Takes over a claim left running longer than `staleSeconds` (its attempt crashed): true when taken. */
export async function takeOverImport(db: Database, id: number, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(imports.id, id),
        eq(imports.state, 'running'),
        lt(imports.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning({ id: imports.id });
  return rows.length > 0;
}

/** Stores the answer (inside the transaction that did the work). */
export async function completeImport(db: Database, id: number, result: unknown): Promise<void> {
  await db
    .update(imports)
    .set({ state: 'done', result, completedAt: sql`now()` })
    .where(eq(imports.id, id));
}

/** Frees the key after a failed attempt. */
export async function releaseImport(db: Database, id: number): Promise<void> {
  await db.delete(imports).where(and(eq(imports.id, id), eq(imports.state, 'running')));
}
