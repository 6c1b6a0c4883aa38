// The stock an order holds: placing it took its units (gifts too); cancelling it, closing its rest or
// taking lines off gives back what was not shipped, adding units takes more. Products are locked in
// code order, as placing an order locks them, so two changes never deadlock.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, type OrderLineRow } from '../../db/schema';

/** The products of `codes` (those still in the table), locked in code order. */
export async function lockProducts(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, typeof products.$inferSelect>();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.code, [...codes]))
    .orderBy(asc(products.code))
    .for('update');
  return new Map(rows.map((row) => [row.code, row]));
}

/** Units a line holds and has not shipped: its open quantity, and its gift while not complete. */
export function unshippedUnits(line: Pick<OrderLineRow, 'quantity' | 'freeQuantity' | 'shippedQuantity'>) {
  const open = line.quantity - line.shippedQuantity;
  return open > 0 ? open + line.freeQuantity : 0;
}

/**
 * Adds `delta` units to each product's stock (negative takes), in one statement; products gone from
 * the table are skipped. The stock's check constraint (>= 0) is the last guard.
 */
export async function adjustStock(db: Database, deltas: ReadonlyMap<string, number>): Promise<void> {
  const changes = [...deltas].filter(([, delta]) => delta !== 0);
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(([code, delta]) => sql`(${code}::varchar, ${delta}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${products} set stock = ${products.stock} + change.delta
    from (values ${values}) as change(code, delta) where ${products.code} = change.code`);
}

/** Gives back the unshipped units of `lines` (a cancelled order, a closed rest). */
export async function releaseUnshipped(db: Database, lines: readonly OrderLineRow[]): Promise<void> {
  const deltas = new Map<string, number>();
  for (const line of lines) {
    const units = unshippedUnits(line);
    if (units > 0) deltas.set(line.productCode, (deltas.get(line.productCode) ?? 0) + units);
  }
  if (deltas.size === 0) return;
  await lockProducts(db, [...deltas.keys()]);
  await adjustStock(db, deltas);
}
