// Queries on orders: numbering, locking stock, writing an order, reading a client's orders.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cartLines,
  carts,
  clientAddresses,
  clients,
  orderApprovals,
  orderLines,
  orderNumberCounters,
  orders,
  orderStatusHistory,
  products,
  users,
} from '../../db/schema';
import { ownerCondition, productColumns, type CartOwner } from '../cart';
import { SHOP_TIME_ZONE } from '../../kernel/shop-calendar';

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

/**
 * The next number of `year` given to an order written with a provisional number, and the order's first
 * status-history entry (its status when placed, at its creation time, by whoever placed it): the counter row is
 * taken (and held until commit) only in this last statement, so orders placed at the same time queue
 * on it for the rest of their transaction only, not for all of it. With `answer`, the same statement
 * also stores the idempotent answer (completeKeyStatement), its provisional number replaced by the
 * real one: the counter is then held for this one statement and the commit.
 */
export async function numberOrder(
  db: Database,
  orderId: number,
  year: number,
  answer?: { provisional: string; complete: (body: SQL) => SQL; body: unknown },
): Promise<string> {
  const numbered = sql`
    with counter as (
      insert into ${orderNumberCounters} (year, last_value) values (${year}, 1)
      on conflict (year) do update set last_value = ${orderNumberCounters}.last_value + 1
      returning last_value
    ), numbered as (
      update ${orders} set number = ${`${year}/`} || lpad(counter.last_value::text, 6, '0')
      from counter where ${orders.id} = ${orderId}
      returning ${orders.id} as id, ${orders.number} as number, ${orders.status} as status,
        ${orders.createdAt} as created_at, ${orders.userId} as user_id
    ), history as (
      insert into ${orderStatusHistory} (order_id, status, changed_at, user_id)
      select id, status, created_at, user_id from numbered
    )`;
  const statement = answer
    ? sql`${numbered}, completed as (${answer.complete(
        sql`replace(${JSON.stringify(answer.body)}::text, ${answer.provisional}, (select number from numbered))::jsonb`,
      )})
      select number from numbered`
    : sql`${numbered} select number from numbered`;
  const result = await db.execute(statement);
  const [row] = (result as unknown as { rows: { number: string }[] }).rows;
  if (!row) throw new Error('order number not returned');
  return row.number;
}

/** A unique stand-in for the number until numberOrder gives the real one, in the same transaction. */
export function provisionalOrderNumber(): string {
  return `#${randomBytes(7).toString('hex')}`;
}

/**
 * The lines of the owner's cart (a customer's own, or a staff user's for the client he orders for)
 * with their products, lines and products locked in code order (every
 * order locks in the same order: no deadlocks), so stock and prices are read under the locks and a
 * cart change waits until the order has emptied the lines it took. Answered in the cart's order (when
 * added, then code). No lines (or no cart): an empty list.
 */
export async function lockCartLines(db: Database, owner: CartOwner) {
  const rows = await db
    .select({
      cartId: cartLines.cartId,
      quantity: cartLines.quantity,
      extraDiscount: cartLines.extraDiscount,
      addedAt: cartLines.addedAt,
      ...productColumns,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.code, cartLines.productCode))
    .where(ownerCondition(owner))
    .orderBy(asc(products.code))
    .for('update', { of: [products, cartLines] });
  return rows.sort(
    (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

/**
 * Takes the units of every line off the stock and deletes those lines from the cart, in one statement
 * (lines added to the cart meanwhile stay for the next order).
 */
export async function takeStocksAndLines(
  db: Database,
  cartId: number,
  take: readonly { code: string; units: number }[],
) {
  if (take.length === 0) return;
  // The check constraint products_stock_ck (stock >= 0) is the last line of defence against overselling.
  const values = sql.join(
    take.map(({ code, units }) => sql`(${code}::varchar, ${units}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    with taken as (
      update ${products} set stock = ${products.stock} - taken.units
      from (values ${values}) as taken(code, units) where ${products.code} = taken.code
      returning ${products.code} as code
    )
    delete from ${cartLines} where ${cartLines.cartId} = ${cartId}
      and ${cartLines.productCode} in (select code from taken)`);
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

/** Who placed an order: the user's names and type (shown to the client when staff placed it). */
const placerColumns = {
  placerUsername: users.username,
  placerFirstName: users.firstName,
  placerLastName: users.lastName,
  placerTipo: users.tipo,
};
export type OrderPlacerRow = {
  placerUsername: string;
  placerFirstName: string;
  placerLastName: string;
  placerTipo: string;
};

export async function findOrders(db: Database, filter: OrderFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({ order: orders, ...placerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total: counted?.total ?? 0, rows };
}

export async function findOrderByNumber(db: Database, clientCode: string, number: string) {
  const [found] = await db
    .select({ order: orders, ...placerColumns, approvalNote: orderApprovals.note })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderApprovals, eq(orderApprovals.orderId, orders.id))
    .where(and(eq(orders.number, number), eq(orders.clientCode, clientCode)))
    .limit(1);
  if (!found) return undefined;
  const { order, approvalNote, ...placer } = found;
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
  return { order, placer, lines, history, approvalNote };
}
