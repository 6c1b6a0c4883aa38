// Queries of the orders grid and an order's record. Every query has the user's client scope in its WHERE
// (clientScopeCondition on the order's client): an order of a client out of reach is never found.
import {
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrdersListQuery,
  type OrdersSortField,
} from '@shop/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  agents,
  clients,
  deliveryNotes,
  invoices,
  orderLines,
  orders,
  orderStatusHistory,
  users,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import { SHOP_TIME_ZONE } from '../../kernel/shop-calendar';

/** The first instant of `day` in the shop's calendar (an index on created_at can use it). */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
export const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** Every word of a search in one of these texts. */
export function searchCondition(search: string | undefined, searched: SQL): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return words.length
    ? and(...words.map((word) => sql`${searched} ilike ${containsPattern(word)}`))
    : undefined;
}

const CLIENT_TEXT = sql`(${clients.code} || ' ' || ${clients.companyName})`;
/** The clients whose code or name holds every one of these words. */
const clientsWithWords = (words: readonly string[]) =>
  sql`(select ${clients.code} from ${clients} where ${and(
    ...words.map((word) => sql`${CLIENT_TEXT} ilike ${containsPattern(word)}`),
  )})`;

/**
 * Every word of the search in the order number or in its client's code or name. Order numbers hold
 * only digits and "/": a word with anything else can only be the client's, so those words together
 * pick the (few) clients first and their orders come by the client's index, without reading every
 * order joined to its client.
 */
function orderSearchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const clientWords = words.filter((word) => !/^[\d/]+$/.test(word));
  const numberWords = words.filter((word) => /^[\d/]+$/.test(word));
  return and(
    clientWords.length > 0 ? sql`${orders.clientCode} in ${clientsWithWords(clientWords)}` : undefined,
    ...numberWords.map(
      (word) =>
        sql`(${orders.number} ilike ${containsPattern(word)} or ${orders.clientCode} in ${clientsWithWords([word])})`,
    ),
  );
}
/** Sorts whose value may be null (an order of a client without agent): those go last either way. */
const NULLABLE_SORTS: ReadonlySet<OrdersSortField> = new Set(['agente']);
const STATUS_RANK = sql`array_position(array[${sql.join(
  ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${orders.status}::text)`;

function sortExpression(field: OrdersSortField): SQL {
  switch (field) {
    case 'numero':
      return sql`${orders.number}`;
    case 'data':
      return sql`${orders.createdAt}`;
    case 'cliente':
      return sql`lower(${clients.companyName})`;
    case 'agente':
      return sql`lower(${agents.name})`;
    case 'canale':
      return sql`${orders.channel}`;
    case 'stato':
      return STATUS_RANK;
    case 'totale':
      return sql`${orders.total}`;
  }
}

function gridWhere(scope: ClientScope, query: OrdersListQuery): SQL | undefined {
  return and(
    clientScopeCondition(scope, { code: orders.clientCode, agentCode: clients.agentCode }),
    orderSearchCondition(query.search),
    query.stato ? inArray(orders.status, query.stato) : undefined,
    query.aperti === 'S' ? inArray(orders.status, [...OPEN_ORDER_STATUSES]) : undefined,
    query.cliente ? eq(orders.clientCode, query.cliente) : undefined,
    query.agente ? eq(clients.agentCode, query.agente) : undefined,
    query.canale ? eq(orders.channel, query.canale) : undefined,
    query.dataDa ? sql`${orders.createdAt} >= ${dayStart(query.dataDa)}` : undefined,
    query.dataA ? sql`${orders.createdAt} < ${dayEnd(query.dataA)}` : undefined,
  );
}

const placerColumns = {
  placerUsername: users.username,
  placerFirstName: users.firstName,
  placerLastName: users.lastName,
  placerTipo: users.tipo,
};

/** One page of the grid and the number of matching orders, side by side. */
export async function findOrdersPage(db: Database, scope: ClientScope, query: OrdersListQuery) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const where = gridWhere(scope, query);
  const descending = query.sort.direction === 'desc';
  // "nulls last" only where there can be nulls: on a column that has none it would keep PostgreSQL
  // from reading the sort's index backwards (newest first) and sort every matching order instead.
  const order = sql`${sortExpression(query.sort.field)} ${descending ? sql`desc` : sql`asc`}${
    NULLABLE_SORTS.has(query.sort.field) ? sql` nulls last` : sql``
  }`;
  const page = db
    .select({
      order: orders,
      clientName: clients.companyName,
      agentCode: clients.agentCode,
      agentName: agents.name,
      ...placerColumns,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(agents, eq(agents.code, clients.agentCode))
    .where(where)
    .orderBy(order, descending ? desc(orders.id) : asc(orders.id))
    .limit(limit)
    .offset(offset);
  // Every order has its client: the count joins it only when a condition reads the client's agent.
  const needsClient = scope.kind === 'agent' || query.agente !== undefined;
  const counted = needsClient
    ? db
        .select({ total: count() })
        .from(orders)
        .innerJoin(clients, eq(clients.code, orders.clientCode))
        .where(where)
    : db.select({ total: count() }).from(orders).where(where);
  const [rows, [total]] = await Promise.all([page, counted]);
  return { rows, total: total?.total ?? 0 };
}
export type OrderGridRow = Awaited<ReturnType<typeof findOrdersPage>>['rows'][number];

/** The order with its client, agent and placer, when in the scope. */
export async function findOrderHead(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({ order: orders, client: clients, agentName: agents.name, ...placerColumns })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(agents, eq(agents.code, clients.agentCode))
    .where(and(eq(orders.number, number), clientScopeCondition(scope)))
    .limit(1);
  return row;
}
export type OrderHeadRow = NonNullable<Awaited<ReturnType<typeof findOrderHead>>>;

export function findOrderLines(db: Database, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
}

/** The status history, oldest first, with who made each change (when known). */
export function findOrderHistory(db: Database, orderId: number) {
  return db
    .select({
      status: orderStatusHistory.status,
      changedAt: orderStatusHistory.changedAt,
      note: orderStatusHistory.note,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      tipo: users.tipo,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.userId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}
export type OrderHistoryRow = Awaited<ReturnType<typeof findOrderHistory>>[number];

/** The order's delivery notes with their invoices, oldest first. */
export function findOrderDocuments(db: Database, orderId: number) {
  return db
    .select({
      number: deliveryNotes.number,
      issuedOn: deliveryNotes.issuedOn,
      invoiceNumber: invoices.number,
      invoiceIssuedOn: invoices.issuedOn,
    })
    .from(deliveryNotes)
    .leftJoin(invoices, eq(invoices.id, deliveryNotes.invoiceId))
    .where(eq(deliveryNotes.orderId, orderId))
    .orderBy(asc(deliveryNotes.year), asc(deliveryNotes.sequence));
}
export type OrderDocumentRow = Awaited<ReturnType<typeof findOrderDocuments>>[number];

/**
 * The order (with its client's record) locked for a change (`select … for update` of the order row, in
 * the scope): simultaneous changes of one order queue here, and the later one then sees the earlier's
 * version. Lines are changed only under this lock.
 */
export async function lockOrder(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({ order: orders, client: clients })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .where(and(eq(orders.number, number), clientScopeCondition(scope)))
    .for('update', { of: [orders] });
  return row;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Orders by id, locked in id order (an invoice's orders). */
export function lockOrdersById(db: Database, ids: readonly number[]) {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Ids of the orders among `ids` with a delivery note not invoiced yet. */
export async function ordersWithUninvoicedNotes(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: deliveryNotes.orderId })
    .from(deliveryNotes)
    .where(and(inArray(deliveryNotes.orderId, [...ids]), sql`${deliveryNotes.invoiceId} is null`));
  return new Set(rows.map((r) => r.orderId));
}

/** Writes a status change and its history entry in one statement; the version goes up by one. */
export async function writeStatus(
  db: Database,
  change: {
    orderId: number;
    to: string;
    at: Date;
    userId: number;
    note: string;
    expectedShipping?: string | null;
  },
): Promise<void> {
  const expected =
    change.expectedShipping === undefined
      ? sql`${orders.expectedShipping}`
      : sql`${change.expectedShipping}::date`;
  await db.execute(sql`
    with changed as (
      update ${orders} set status = ${change.to}, status_changed_at = ${change.at.toISOString()}::timestamptz,
        version = ${orders.version} + 1, expected_shipping = ${expected}
      where ${orders.id} = ${change.orderId}
      returning ${orders.id} as id
    )
    insert into ${orderStatusHistory} (order_id, status, changed_at, user_id, note)
    select id, ${change.to}, ${change.at.toISOString()}::timestamptz, ${change.userId}, ${change.note} from changed`);
}
