// Queries of returns. Every read that starts from a request has the user's client scope in its WHERE
// (clientScopeCondition on the return's or the delivery note's client): out of reach is never found.
// `returnedSql` is the one definition of "already returned" for a delivery note line: pending
// requests count what they ask, decided ones what was approved (a rejection approves 0).
import type { ReturnsListQuery, ReturnsReturnableQuery, ReturnsSortField } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clients,
  creditNotes,
  deliveryNoteLines,
  deliveryNotes,
  orders,
  returnLines,
  returnMessages,
  returnPhotos,
  returnRequests,
  returnStatusHistory,
  users,
} from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';

/** Units of the delivery note line (alias `dnl` columns) already returned or asked back. */
export const returnedSql = (
  noteId: SQL | typeof deliveryNoteLines.deliveryNoteId,
  lineNo: SQL | typeof deliveryNoteLines.lineNo,
) =>
  sql<number>`(select coalesce(sum(case when ${returnRequests.status} = 'rifiutato' then 0
      else coalesce(${returnLines.quantityApproved}, ${returnLines.quantityAsked}) end), 0)::int
    from ${returnLines} join ${returnRequests} on ${returnRequests.id} = ${returnLines.returnId}
    where ${returnLines.deliveryNoteId} = ${noteId} and ${returnLines.deliveryNoteLineNo} = ${lineNo})`;

const returned = returnedSql(deliveryNoteLines.deliveryNoteId, deliveryNoteLines.lineNo);

/** The delivery note lines of the scope still returnable, newest note first. */
export async function findReturnablePage(db: Database, scope: ClientScope, query: ReturnsReturnableQuery) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    clientScopeCondition(scope),
    query.ddt ? eq(deliveryNotes.number, query.ddt) : undefined,
    sql`${deliveryNoteLines.quantity} > ${returned}`,
    ...words.map(
      (word) =>
        sql`(${deliveryNotes.number} || ' ' || ${deliveryNoteLines.productCode} || ' ' || ${deliveryNoteLines.descriptionIt} || ' ' || ${deliveryNoteLines.descriptionEn}) ilike ${containsPattern(word)}`,
    ),
  );
  const from = () =>
    db
      .select({
        line: deliveryNoteLines,
        noteNumber: deliveryNotes.number,
        issuedOn: deliveryNotes.issuedOn,
        orderNumber: orders.number,
        returned,
      })
      .from(deliveryNoteLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId))
      .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
      .innerJoin(clients, eq(clients.code, deliveryNotes.clientCode));
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [totals]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(deliveryNotes.year), desc(deliveryNotes.sequence), asc(deliveryNoteLines.lineNo))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(deliveryNoteLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId))
      .innerJoin(clients, eq(clients.code, deliveryNotes.clientCode))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Delivery notes by number in the scope (id and client). */
export function findScopedNotes(db: Database, scope: ClientScope, numbers: readonly string[]) {
  return db
    .select({ id: deliveryNotes.id, number: deliveryNotes.number, clientCode: deliveryNotes.clientCode })
    .from(deliveryNotes)
    .innerJoin(clients, eq(clients.code, deliveryNotes.clientCode))
    .where(and(inArray(deliveryNotes.number, [...numbers]), clientScopeCondition(scope)));
}

const keyPairs = (keys: ReadonlyArray<{ noteId: number; lineNo: number }>) =>
  sql`(${deliveryNoteLines.deliveryNoteId}, ${deliveryNoteLines.lineNo}) in (${sql.join(
    keys.map((key) => sql`(${key.noteId}, ${key.lineNo})`),
    sql`, `,
  )})`;

/**
 * The delivery note lines asked back, locked (FOR UPDATE, in key order so two requests never wait on
 * each other crosswise): a request made at the same time on the same line waits here until this one
 * commits or rolls back.
 */
export function lockNoteLines(db: Database, keys: ReadonlyArray<{ noteId: number; lineNo: number }>) {
  return db
    .select({ noteId: deliveryNoteLines.deliveryNoteId, lineNo: deliveryNoteLines.lineNo })
    .from(deliveryNoteLines)
    .where(keyPairs(keys))
    .orderBy(asc(deliveryNoteLines.deliveryNoteId), asc(deliveryNoteLines.lineNo))
    .for('update');
}

/**
 * The lines with what is already returned, read after the lock (a new statement: under READ COMMITTED
 * it sees every request committed while this one waited).
 */
export function noteLinesWithReturned(db: Database, keys: ReadonlyArray<{ noteId: number; lineNo: number }>) {
  // The join keeps drizzle from leaving the columns of `returned` unqualified (a single-table select
  // does), which would make them resolve to return_lines inside the subquery.
  return db
    .select({ line: deliveryNoteLines, returned })
    .from(deliveryNoteLines)
    .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId))
    .where(keyPairs(keys));
}

/** The return `id` in the scope; `lock` takes its row for update (one decision at a time). */
export async function findScopedReturn(db: Database, scope: ClientScope, id: number, lock = false) {
  const query = db
    .select({ request: returnRequests })
    .from(returnRequests)
    .innerJoin(clients, eq(clients.code, returnRequests.clientCode))
    .where(and(eq(returnRequests.id, id), clientScopeCondition(scope)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: returnRequests }) : await query;
  return row?.request;
}

const summaryColumns = {
  request: returnRequests,
  clientName: clients.companyName,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  creditNumber: creditNotes.number,
  lines: sql<number>`(select count(*)::int from ${returnLines} where ${returnLines.returnId} = ${returnRequests.id})`,
  pieces: sql<number>`(select coalesce(sum(${returnLines.quantityAsked}), 0)::int from ${returnLines} where ${returnLines.returnId} = ${returnRequests.id})`,
};

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(returnRequests)
    .innerJoin(clients, eq(clients.code, returnRequests.clientCode))
    .innerJoin(users, eq(users.id, returnRequests.createdBy))
    .leftJoin(creditNotes, eq(creditNotes.id, returnRequests.creditNoteId));
}
export type ReturnSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function sortOf(field: ReturnsSortField): SQL {
  switch (field) {
    case 'aggiornato':
      return sql`${returnRequests.updatedAt}`;
    case 'numero':
      return sql`${returnRequests.number}`;
    case 'cliente':
      return sql`lower(${clients.companyName})`;
    case 'stato':
      return sql`${returnRequests.status}`;
    default:
      return sql`${returnRequests.createdAt}`;
  }
}

export async function findReturnsPage(db: Database, scope: ClientScope, query: ReturnsListQuery) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const day = sql`(${returnRequests.createdAt} at time zone 'Europe/Rome')::date`;
  const where = and(
    clientScopeCondition(scope),
    query.stato ? eq(returnRequests.status, query.stato) : undefined,
    query.cliente ? eq(returnRequests.clientCode, query.cliente) : undefined,
    query.dataDa ? sql`${day} >= ${query.dataDa}::date` : undefined,
    query.dataA ? sql`${day} <= ${query.dataA}::date` : undefined,
    ...words.map(
      (word) =>
        sql`(${returnRequests.number} || ' ' || ${clients.code} || ' ' || ${clients.companyName}) ilike ${containsPattern(word)}`,
    ),
  );
  const sort = sortOf(query.sort.field);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [totals]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(query.sort.direction === 'desc' ? desc(sort) : asc(sort), desc(returnRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(returnRequests)
      .innerJoin(clients, eq(clients.code, returnRequests.clientCode))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One return with everything its detail shows (no scope here: callers found it in scope first). */
export async function findReturnParts(db: Database, id: number) {
  const [summary] = await summaryQuery(db).where(eq(returnRequests.id, id));
  if (!summary) return undefined;
  const [lines, photos, messages, history, credit] = await Promise.all([
    db
      .select({ line: returnLines, noteNumber: deliveryNotes.number })
      .from(returnLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, returnLines.deliveryNoteId))
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(returnLines.lineNo)),
    db.select().from(returnPhotos).where(eq(returnPhotos.returnId, id)).orderBy(asc(returnPhotos.id)),
    db
      .select({
        message: returnMessages,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(returnMessages)
      .innerJoin(users, eq(users.id, returnMessages.userId))
      .where(eq(returnMessages.returnId, id))
      .orderBy(asc(returnMessages.id)),
    db
      .select({
        entry: returnStatusHistory,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(returnStatusHistory)
      .leftJoin(users, eq(users.id, returnStatusHistory.userId))
      .where(eq(returnStatusHistory.returnId, id))
      .orderBy(asc(returnStatusHistory.id)),
    summary.request.creditNoteId === null
      ? Promise.resolve([])
      : db.select().from(creditNotes).where(eq(creditNotes.id, summary.request.creditNoteId)),
  ]);
  return { summary, lines, photos, messages, history, credit: credit[0] ?? null };
}
export type ReturnParts = NonNullable<Awaited<ReturnType<typeof findReturnParts>>>;

/** A photo of a return in the scope. */
export async function findScopedPhoto(db: Database, scope: ClientScope, photoId: number) {
  const [row] = await db
    .select({ photo: returnPhotos })
    .from(returnPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.returnId))
    .innerJoin(clients, eq(clients.code, returnRequests.clientCode))
    .where(and(eq(returnPhotos.id, photoId), clientScopeCondition(scope)))
    .limit(1);
  return row?.photo;
}
