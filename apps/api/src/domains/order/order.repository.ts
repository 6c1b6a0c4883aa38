// Queries on orders: numbering, locking stock, writing an order, reading a client's orders.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clientAddresses,
  clients,
  orderLines,
  orderNumberCounters,
  orders,
  orderStatusHistory,
  products,
} from '../../db/schema';
import { SHOP_TIME_ZONE } from '../pricing/promotion-rule';

/** The next number of `year`: "2026/000123". The counter row serialises numbering, without gaps. */
export async function nextOrderNumber(db: Database, year: number): Promise<string> {
  const [row] = await db
    .insert(orderNumberCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
    })
    .returning({ value: orderNumberCounters.lastValue });
  if (!row) throw new Error('order counter not returned');
  return `${year}/${String(row.value).padStart(6, '0')}`;
}

/** Locks the products' rows in code order (every order locks in the same order: no deadlocks). */
export async function lockProducts(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ code: products.code, stock: products.stock })
    .from(products)
    .where(inArray(products.code, [...codes]))
    .orderBy(asc(products.code))
    .for('update');
  return new Map(rows.map((row) => [row.code, row.stock]));
}

export async function takeStock(db: Database, code: string, units: number): Promise<void> {
  // The check constraint products_stock_ck (stock >= 0) is the last line of defence against overselling.
  await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(eq(products.code, code));
}

export async function findDeliveryAddress(db: Database, clientCode: string, code: string | undefined) {
  const condition = code
    ? and(eq(clientAddresses.clientCode, clientCode), eq(clientAddresses.code, code))
    : and(eq(clientAddresses.clientCode, clientCode), eq(clientAddresses.isDefault, true));
  const [address] = await db.select().from(clientAddresses).where(condition).limit(1);
  return address;
}

/** The client's registered office, the delivery address when the client has no default one. */
export async function findClientOffice(db: Database, clientCode: string) {
  const [row] = await db.select().from(clients).where(eq(clients.code, clientCode)).limit(1);
  return row;
}

export interface OrderFilter {
  clientCode: string;
  from?: string;
  to?: string;
  status?: string;
}

function filterCondition(filter: OrderFilter): SQL | undefined {
  const day = sql`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  return and(
    eq(orders.clientCode, filter.clientCode),
    filter.from ? sql`${day} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${day} <= ${filter.to}::date` : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
}

export async function findOrders(db: Database, filter: OrderFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total: counted?.total ?? 0, rows };
}

export async function findOrderByNumber(db: Database, clientCode: string, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.clientCode, clientCode)))
    .limit(1);
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.lineNo));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return { order, lines, history };
}
