// The open lines of the open orders (backorders, rimanenze): ordered and not yet shipped, in the
// user's client scope. The open orders per client are few and indexed (orders_open_client_idx).
import { OPEN_ORDER_STATUSES, type BackordersSortField, type OrdersBackordersQuery } from '@shop/contract';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agents, clients, orderLines, orders } from '../../db/schema';
import { pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import { searchCondition } from './orders.repository';

export type BackordersQuery = Omit<OrdersBackordersQuery, 'cliente' | 'agente' | 'search' | 'Lingua'> &
  Partial<Pick<OrdersBackordersQuery, 'cliente' | 'agente' | 'search'>>;

const remaining = sql<number>`(${orderLines.quantity} - ${orderLines.shippedQuantity})`;
const expected = sql`coalesce(${orders.expectedShipping}, ${orders.requestedDelivery})`;

function sortOf(field: BackordersSortField): SQL {
  switch (field) {
    case 'data':
      return sql`${orders.createdAt}`;
    case 'ordine':
      return sql`${orders.number}`;
    case 'cliente':
      return sql`lower(${clients.companyName})`;
    case 'agente':
      return sql`lower(${agents.name})`;
    case 'codice':
      return sql`${orderLines.productCode}`;
    case 'residua':
      return remaining;
    case 'dataPrevista':
      return expected;
  }
}

function where(scope: ClientScope, query: BackordersQuery): SQL | undefined {
  return and(
    inArray(orders.status, [...OPEN_ORDER_STATUSES]),
    sql`${orderLines.shippedQuantity} < ${orderLines.quantity}`,
    clientScopeCondition(scope),
    query.cliente ? eq(orders.clientCode, query.cliente) : undefined,
    query.agente ? eq(clients.agentCode, query.agente) : undefined,
    query.codice ? sql`upper(${orderLines.productCode}) = ${query.codice}` : undefined,
    query.ordine ? eq(orders.number, query.ordine) : undefined,
    query.previstaEntro ? sql`${expected} <= ${query.previstaEntro}::date` : undefined,
    searchCondition(
      query.search,
      sql`(${orderLines.productCode} || ' ' || ${orderLines.descriptionIt} || ' ' || ${orderLines.descriptionEn}
        || ' ' || ${orders.number} || ' ' || ${clients.code} || ' ' || ${clients.companyName})`,
    ),
  );
}

export async function findBackordersPage(db: Database, scope: ClientScope, query: BackordersQuery) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const condition = where(scope, query);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const page = db
    .select({
      orderNumber: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      decimals: orders.decimals,
      clientCode: clients.code,
      clientName: clients.companyName,
      agentCode: clients.agentCode,
      agentName: agents.name,
      line: orderLines,
      expected: sql<string | null>`${expected}::text`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .leftJoin(agents, eq(agents.code, clients.agentCode))
    .where(condition)
    .orderBy(sql`${sortOf(query.sort.field)} ${direction} nulls last`, asc(orders.id), asc(orderLines.lineNo))
    .limit(limit)
    .offset(offset);
  const counted = db
    .select({ total: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .where(condition);
  const [rows, [total]] = await Promise.all([page, counted]);
  return { rows, total: total?.total ?? 0 };
}
export type BackorderRow = Awaited<ReturnType<typeof findBackordersPage>>['rows'][number];
