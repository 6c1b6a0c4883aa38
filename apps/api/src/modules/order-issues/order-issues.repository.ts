// Queries of issues on orders. Every read that starts from a request has the user's client scope in
// its WHERE (clientScopeCondition on the order's client): an issue of an order out of reach is never
// found.
import type { IssuesListQuery, OrderIssuesSortField } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, orderIssueMessages, orderIssues, orderLines, orders, users } from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';

/** The order of `number` when its client is in the scope. */
export async function findScopedOrder(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, clientCode: orders.clientCode })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .where(and(eq(orders.number, number), clientScopeCondition(scope)))
    .limit(1);
  return row;
}

export async function orderHasLine(db: Database, orderId: number, lineNo: number): Promise<boolean> {
  const [row] = await db
    .select({ lineNo: orderLines.lineNo })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.lineNo, lineNo)))
    .limit(1);
  return row !== undefined;
}

/** The issue `id` when its order's client is in the scope; `lock` takes the row for update. */
export async function findScopedIssue(db: Database, scope: ClientScope, id: number, lock = false) {
  const query = db
    .select({
      id: orderIssues.id,
      status: orderIssues.status,
      orderId: orders.id,
      number: orders.number,
      clientCode: orders.clientCode,
    })
    .from(orderIssues)
    .innerJoin(orders, eq(orders.id, orderIssues.orderId))
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .where(and(eq(orderIssues.id, id), clientScopeCondition(scope)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orderIssues }) : await query;
  return row;
}

const summaryColumns = {
  issue: orderIssues,
  number: orders.number,
  clientCode: clients.code,
  clientName: clients.companyName,
  productCode: orderLines.productCode,
  descriptionIt: orderLines.descriptionIt,
  descriptionEn: orderLines.descriptionEn,
  openerUsername: users.username,
  openerFirstName: users.firstName,
  openerLastName: users.lastName,
  openerTipo: users.tipo,
  messages: sql<number>`(select count(*)::int from ${orderIssueMessages} where ${orderIssueMessages.issueId} = ${orderIssues.id})`,
};

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(orderIssues)
    .innerJoin(orders, eq(orders.id, orderIssues.orderId))
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .innerJoin(users, eq(users.id, orderIssues.openedBy))
    .leftJoin(
      orderLines,
      and(eq(orderLines.orderId, orderIssues.orderId), eq(orderLines.lineNo, orderIssues.lineNo)),
    );
}
export type IssueSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function findIssueRows(db: Database, where: SQL) {
  return summaryQuery(db).where(where).orderBy(asc(orderIssues.id));
}

export function findMessages(db: Database, issueIds: readonly number[]) {
  if (issueIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderIssueMessages.id,
      issueId: orderIssueMessages.issueId,
      body: orderIssueMessages.body,
      byCustomer: orderIssueMessages.byCustomer,
      createdAt: orderIssueMessages.createdAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderIssueMessages)
    .innerJoin(users, eq(users.id, orderIssueMessages.userId))
    .where(inArray(orderIssueMessages.issueId, [...issueIds]))
    .orderBy(asc(orderIssueMessages.id));
}
export type IssueMessageRow = Awaited<ReturnType<typeof findMessages>>[number];

function sortExpression(field: OrderIssuesSortField): SQL {
  switch (field) {
    case 'aperta':
      return sql`${orderIssues.openedAt}`;
    case 'numero':
      return sql`${orders.number}`;
    case 'cliente':
      return sql`lower(${clients.companyName})`;
    case 'stato':
      return sql`${orderIssues.status}`;
    case 'tipo':
      return sql`${orderIssues.kind}`;
    default:
      return sql`${orderIssues.updatedAt}`;
  }
}

/** A page of the issues grid in the scope, with the filters of the query. */
export async function findIssuesPage(db: Database, scope: ClientScope, query: IssuesListQuery) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    clientScopeCondition(scope),
    query.stato ? eq(orderIssues.status, query.stato) : undefined,
    query.aperte === 'S' ? ne(orderIssues.status, 'chiusa') : undefined,
    query.tipo ? eq(orderIssues.kind, query.tipo) : undefined,
    query.cliente ? eq(orders.clientCode, query.cliente) : undefined,
    ...words.map(
      (word) =>
        sql`(${orders.number} || ' ' || ${clients.code} || ' ' || ${clients.companyName}) ilike ${containsPattern(word)}`,
    ),
  );
  const sort = sortExpression(query.sort.field);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [totals]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(query.sort.direction === 'desc' ? desc(sort) : asc(sort), desc(orderIssues.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(orderIssues)
      .innerJoin(orders, eq(orders.id, orderIssues.orderId))
      .innerJoin(clients, eq(clients.code, orders.clientCode))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
