// Queries of the client directory and the client record. Every query that reads client data has the
// user's client scope in its WHERE (clientScopeCondition): a client out of reach is never found. The
// directory's figures come from client_figures (kept by triggers), so a page costs one statement over
// the clients table whatever the number of orders.
import { OPEN_ORDER_STATUSES, type ClientListQuery, type ClientSortField } from '@shop/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  agents,
  clientAddresses,
  clientContacts,
  clientFigures,
  clientNotes,
  clients,
  orders,
  receivables,
  users,
  type AgentRow,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';

/** The year the figures count (the shop's calendar), passed in so a query never guesses it. */
export interface FiguresPeriod {
  year: number;
}

const yearOrders = (period: FiguresPeriod) =>
  sql<number>`case when ${clientFigures.salesYear} = ${period.year} then ${clientFigures.yearOrders} else 0 end`;
const yearTurnover = (period: FiguresPeriod) =>
  sql<string>`case when ${clientFigures.salesYear} = ${period.year} then ${clientFigures.yearTurnover} else 0 end`;
export const exposureOf = sql<string>`coalesce(${clientFigures.openAmount}, 0) + coalesce(${clientFigures.unpaidAmount}, 0)`;
const overLimit = sql`${clients.creditLimit} is not null and ${exposureOf} > ${clients.creditLimit}`;

/** What the directory searches: the same expression as the trigram index clients_search_trgm_idx. */
const SEARCHED = sql`(${clients.code} || ' ' || ${clients.companyName} || ' ' || ${clients.vatNumber} || ' ' || ${clients.city})`;

function sortExpression(field: ClientSortField, period: FiguresPeriod): SQL {
  switch (field) {
    case 'codice':
      return sql`${clients.code}`;
    case 'ragioneSociale':
      return sql`lower(${clients.companyName})`;
    case 'partitaIva':
      return sql`${clients.vatNumber}`;
    case 'citta':
      return sql`lower(${clients.city})`;
    case 'provincia':
      return sql`${clients.province}`;
    case 'agente':
      return sql`lower(${agents.name})`;
    case 'listino':
      return sql`${clients.priceList}`;
    case 'sconti':
      return sql`${clients.discountChain}`;
    case 'ultimoOrdine':
      return sql`${clientFigures.lastOrderAt}`;
    case 'fatturatoAnno':
      return sql`coalesce(${yearTurnover(period)}, 0)`;
    case 'fido':
      return sql`${clients.creditLimit}`;
    case 'esposizione':
      return exposureOf;
  }
}

/** Columns that may be empty sort those rows last either way; the others keep a plain ORDER BY, which
 * an index can give (clients_name_sort_idx for the default order by name). */
const NULLABLE: ReadonlySet<ClientSortField> = new Set(['agente', 'ultimoOrdine', 'fido']);
const nullsLast = (field: ClientSortField) => (NULLABLE.has(field) ? sql` nulls last` : sql``);

/** The list's filters and search, with the scope. */
function directoryWhere(scope: ClientScope, query: ClientListQuery): SQL | undefined {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  return and(
    clientScopeCondition(scope),
    ...words.map((word) => sql`${SEARCHED} ilike ${containsPattern(word)}`),
    query.agente ? eq(clients.agentCode, query.agente) : undefined,
    query.senzaAgente === 'S' ? sql`${clients.agentCode} is null` : undefined,
    query.listino ? eq(clients.priceList, query.listino) : undefined,
    query.citta ? sql`lower(${clients.city}) = lower(${query.citta})` : undefined,
    query.provincia ? eq(clients.province, query.provincia) : undefined,
    query.fidoSuperato === 'S' ? overLimit : undefined,
  );
}

/**
 * One page of the directory and the number of matching rows, as two statements run side by side: a
 * count in the page's statement (count(*) over ()) would make it compute every matching row before
 * the LIMIT, where a page sorted by name or code walks an index and stops after 50 rows.
 */
export async function findDirectoryPage(
  db: Database,
  scope: ClientScope,
  query: ClientListQuery,
  period: FiguresPeriod,
) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = directoryWhere(scope, query);
  const page = db
    .select({
      code: clients.code,
      companyName: clients.companyName,
      vatNumber: clients.vatNumber,
      city: clients.city,
      province: clients.province,
      agentCode: clients.agentCode,
      agentName: agents.name,
      priceList: clients.priceList,
      discountChain: clients.discountChain,
      lastOrderAt: clientFigures.lastOrderAt,
      yearOrders: yearOrders(period),
      yearTurnover: yearTurnover(period),
      creditLimit: clients.creditLimit,
      exposure: exposureOf,
    })
    .from(clients)
    .leftJoin(agents, eq(agents.code, clients.agentCode))
    .leftJoin(clientFigures, eq(clientFigures.clientCode, clients.code))
    .where(where)
    .orderBy(
      sql`${sortExpression(query.sort.field, period)} ${direction}${nullsLast(query.sort.field)}`,
      asc(clients.code),
    )
    .limit(limit)
    .offset(offset);
  // Only the "over credit limit" filter needs the figures to count.
  const counting = db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .$dynamic();
  const counted =
    query.fidoSuperato === 'S'
      ? counting.leftJoin(clientFigures, eq(clientFigures.clientCode, clients.code)).where(where)
      : counting.where(where);
  const [rows, [total]] = await Promise.all([page, counted]);
  return { rows, total: total?.total ?? 0 };
}

/** The client with its agent and figures, when it is in the scope. */
export async function findClientInScope(
  db: Database,
  scope: ClientScope,
  code: string,
  period: FiguresPeriod,
) {
  const [row] = await db
    .select({
      client: clients,
      agent: agents,
      lastOrderAt: clientFigures.lastOrderAt,
      yearOrders: yearOrders(period),
      yearTurnover: yearTurnover(period),
      openOrders: sql<number>`coalesce(${clientFigures.openOrders}, 0)`.mapWith(Number),
      openAmount: sql<string>`coalesce(${clientFigures.openAmount}, 0)`,
      unpaidAmount: sql<string>`coalesce(${clientFigures.unpaidAmount}, 0)`,
    })
    .from(clients)
    .leftJoin(agents, eq(agents.code, clients.agentCode))
    .leftJoin(clientFigures, eq(clientFigures.clientCode, clients.code))
    .where(and(eq(clients.code, code), clientScopeCondition(scope)))
    .limit(1);
  return row;
}

const orderColumns = {
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  channel: orders.channel,
  total: orders.total,
  lineCount: orders.lineCount,
  items: orders.items,
  placerUsername: users.username,
  placerFirstName: users.firstName,
  placerLastName: users.lastName,
};

/** What fills the record around the client row: addresses, contacts, notes, open items, orders. */
export async function findRecordParts(db: Database, code: string) {
  const [addresses, contacts, notes, openItems, latestOrders, openOrders] = await Promise.all([
    db
      .select()
      .from(clientAddresses)
      .where(eq(clientAddresses.clientCode, code))
      .orderBy(asc(clientAddresses.code)),
    db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientCode, code))
      .orderBy(asc(clientContacts.id)),
    db
      .select()
      .from(clientNotes)
      .where(eq(clientNotes.clientCode, code))
      .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id)),
    db
      .select()
      .from(receivables)
      .where(and(eq(receivables.clientCode, code), sql`${receivables.paidAmount} < ${receivables.amount}`))
      .orderBy(asc(receivables.dueOn), asc(receivables.id)),
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.clientCode, code))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(10),
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.clientCode, code), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  return { addresses, contacts, notes, openItems, latestOrders, openOrders };
}
export type ClientOrderRow = Awaited<ReturnType<typeof findRecordParts>>['latestOrders'][number];

export async function findAgent(db: Database, code: string): Promise<AgentRow | undefined> {
  const [agent] = await db.select().from(agents).where(eq(agents.code, code)).limit(1);
  return agent;
}

export async function findClient(db: Database, code: string) {
  const [client] = await db.select().from(clients).where(eq(clients.code, code)).limit(1);
  if (!client) return undefined;
  const addresses = await db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientCode, code))
    .orderBy(asc(clientAddresses.code));
  const agent = client.agentCode ? await findAgent(db, client.agentCode) : undefined;
  return { client, addresses, agent };
}
