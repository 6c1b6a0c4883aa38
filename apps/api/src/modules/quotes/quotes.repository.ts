// Queries of quotes. Every read that starts from a request has the user's client scope in its WHERE
// (clientScopeCondition on the quote's client): a quote out of reach is never found.
import type { QuotesListQuery } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clients,
  orders,
  products,
  quoteMessages,
  quoteNumberCounters,
  quoteRequestLines,
  quoteRevisionLines,
  quoteRevisions,
  quotes,
  quoteStatusHistory,
  users,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import { SHOP_TIME_ZONE } from '../../kernel/shop-calendar';

/** The next number of `year`: "P2026/000123". The counter row serialises numbering, without gaps. */
export async function nextQuoteNumber(db: Database, year: number): Promise<string> {
  const [row] = await db
    .insert(quoteNumberCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: quoteNumberCounters.year,
      set: { lastValue: sql`${quoteNumberCounters.lastValue} + 1` },
    })
    .returning({ value: quoteNumberCounters.lastValue });
  if (!row) throw new Error('quote counter not returned');
  return `P${year}/${String(row.value).padStart(6, '0')}`;
}

/** The client `code` when in the scope, with what a quote needs of it. */
export async function findScopedClient(db: Database, scope: ClientScope, code: string) {
  const [row] = await db
    .select({ code: clients.code, priceList: clients.priceList, name: clients.companyName })
    .from(clients)
    .where(and(eq(clients.code, code), clientScopeCondition(scope)))
    .limit(1);
  return row;
}

const headColumns = {
  quote: quotes,
  clientName: clients.companyName,
  priceList: clients.priceList,
  agentCode: clients.agentCode,
  orderNumber: orders.number,
  validUntil: quoteRevisions.validUntil,
  sentAt: quoteRevisions.sentAt,
  total: quoteRevisions.total,
  revisionBy: quoteRevisions.createdBy,
};

function headQuery(db: Database) {
  return db
    .select(headColumns)
    .from(quotes)
    .innerJoin(clients, eq(clients.code, quotes.clientCode))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .leftJoin(
      quoteRevisions,
      and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.currentRevision)),
    );
}
export type QuoteHeadRow = Awaited<ReturnType<ReturnType<typeof headQuery>['execute']>>[number];

/**
 * The quote `number` when its client is in the scope. `lock` first takes the quote's row for update
 * (a second writer waits here), then reads it afresh: what a concurrent change committed meanwhile is
 * seen, its joined rows (the order it made) included.
 */
export async function findScopedQuote(db: Database, scope: ClientScope, number: string, lock = false) {
  const where = and(eq(quotes.number, number), clientScopeCondition(scope));
  if (lock) {
    const [locked] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(clients, eq(clients.code, quotes.clientCode))
      .where(where)
      .limit(1)
      .for('update', { of: quotes });
    if (!locked) return undefined;
  }
  const [row] = await headQuery(db).where(where).limit(1);
  return row;
}

/** The products of `codes` with their four list prices (the client's is chosen by pricing). */
export async function findQuotedProducts(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: products.code,
      descriptionIt: products.descriptionIt,
      descriptionEn: products.descriptionEn,
      um: products.um,
      active: products.active,
      priceP1: products.priceP1,
      priceP1b2b: products.priceP1b2b,
      priceP2: products.priceP2,
      priceP3: products.priceP3,
    })
    .from(products)
    .where(inArray(products.code, [...codes]));
}

/** Everything a quote shows: request lines, revisions with their lines, thread and history. */
export async function findQuoteParts(db: Database, quoteId: number) {
  const [requested, revisions, lines, messages, history] = await Promise.all([
    db
      .select({
        line: quoteRequestLines,
        descriptionIt: products.descriptionIt,
        descriptionEn: products.descriptionEn,
      })
      .from(quoteRequestLines)
      .leftJoin(products, eq(products.code, quoteRequestLines.productCode))
      .where(eq(quoteRequestLines.quoteId, quoteId))
      .orderBy(asc(quoteRequestLines.lineNo)),
    db
      .select({ revision: quoteRevisions, ...authorColumns })
      .from(quoteRevisions)
      .innerJoin(users, eq(users.id, quoteRevisions.createdBy))
      .where(eq(quoteRevisions.quoteId, quoteId))
      .orderBy(asc(quoteRevisions.revision)),
    db
      .select()
      .from(quoteRevisionLines)
      .where(eq(quoteRevisionLines.quoteId, quoteId))
      .orderBy(asc(quoteRevisionLines.revision), asc(quoteRevisionLines.lineNo)),
    db
      .select({ message: quoteMessages, ...authorColumns })
      .from(quoteMessages)
      .innerJoin(users, eq(users.id, quoteMessages.userId))
      .where(eq(quoteMessages.quoteId, quoteId))
      .orderBy(asc(quoteMessages.id)),
    db
      .select({ entry: quoteStatusHistory, ...authorColumns })
      .from(quoteStatusHistory)
      .innerJoin(users, eq(users.id, quoteStatusHistory.userId))
      .where(eq(quoteStatusHistory.quoteId, quoteId))
      .orderBy(asc(quoteStatusHistory.id)),
  ]);
  return { requested, revisions, lines, messages, history };
}
export type QuoteParts = Awaited<ReturnType<typeof findQuoteParts>>;

const authorColumns = {
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * Moves the quote from `from` to `to` (a conditional update: of two concurrent changes one wins, the
 * other finds nothing) and writes the history entry. False when the quote was no longer in `from`.
 */
export async function moveQuote(
  tx: Database,
  move: { quoteId: number; from: string; to: string; userId: number; reason?: string | null; at: Date },
  set: Partial<typeof quotes.$inferInsert> = {},
): Promise<boolean> {
  const moved = await tx
    .update(quotes)
    .set({ ...set, status: move.to, updatedAt: move.at })
    .where(and(eq(quotes.id, move.quoteId), eq(quotes.status, move.from)))
    .returning({ id: quotes.id });
  if (moved.length === 0) return false;
  await tx.insert(quoteStatusHistory).values({
    quoteId: move.quoteId,
    fromStatus: move.from,
    toStatus: move.to,
    userId: move.userId,
    reason: move.reason ?? null,
    changedAt: move.at,
  });
  return true;
}

function statusCondition(status: QuotesListQuery['stato'], today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'scaduta') {
    return and(eq(quotes.status, 'inviata'), sql`${quoteRevisions.validUntil} < ${today}::date`);
  }
  if (status === 'inviata') {
    return and(eq(quotes.status, 'inviata'), sql`${quoteRevisions.validUntil} >= ${today}::date`);
  }
  return eq(quotes.status, status);
}

function sortExpression(field: QuotesListQuery['sort']['field']): SQL {
  switch (field) {
    case 'creato':
      return sql`${quotes.createdAt}`;
    case 'numero':
      return sql`${quotes.number}`;
    case 'cliente':
      return sql`lower(${clients.companyName})`;
    case 'stato':
      return sql`${quotes.status}`;
    default:
      return sql`${quotes.updatedAt}`;
  }
}

/** A page of quotes in the scope, with the filters of the query; `onlyStatus` narrows to one status. */
export async function findQuotesPage(
  db: Database,
  scope: ClientScope,
  query: Pick<QuotesListQuery, 'page' | 'pageSize' | 'search' | 'sort'> & Partial<QuotesListQuery>,
  today: string,
) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const day = sql`(${quotes.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  const where = and(
    clientScopeCondition(scope),
    statusCondition(query.stato, today),
    query.cliente ? eq(quotes.clientCode, query.cliente) : undefined,
    query.agente ? eq(clients.agentCode, query.agente) : undefined,
    query.dataDa ? sql`${day} >= ${query.dataDa}::date` : undefined,
    query.dataA ? sql`${day} <= ${query.dataA}::date` : undefined,
    ...words.map(
      (word) =>
        sql`(${quotes.number} || ' ' || ${clients.code} || ' ' || ${clients.companyName}) ilike ${containsPattern(word)}`,
    ),
  );
  const sort = sortExpression(query.sort.field);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [totals]] = await Promise.all([
    headQuery(db)
      .where(where)
      .orderBy(query.sort.direction === 'desc' ? desc(sort) : asc(sort), desc(quotes.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(quotes)
      .innerJoin(clients, eq(clients.code, quotes.clientCode))
      .leftJoin(
        quoteRevisions,
        and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.currentRevision)),
      )
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The client as a quote's PDF prints it. */
export async function findQuoteClient(db: Database, code: string) {
  const [row] = await db.select().from(clients).where(eq(clients.code, code)).limit(1);
  if (!row) throw new Error(`client ${code} vanished`);
  return row;
}
