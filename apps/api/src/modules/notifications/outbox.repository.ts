// Queries on the e-mail outbox. A sender claims due rows in one statement (FOR UPDATE SKIP LOCKED, so
// senders in other API processes skip them instead of waiting) and leases them: the claim sets
// `sending` and moves next_attempt_at to the lease's end, then commits; the mail is sent outside any
// transaction (PGlite's one connection stays free for requests) and the result is written only if the
// row is still that claim's (same attempt), so a late sender cannot overwrite a newer attempt.
import type { OutboxListPayload } from '@shop/contract';
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import { containsPattern, orderByOf, pageWindow } from '../../http/list';
import { SHOP_TIME_ZONE } from '../../kernel/shop-calendar';

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** This attempt's number (1 for the first). */
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Takes up to `limit` due mails (oldest due first) and leases them for `leaseMs`. */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} set status = 'sending', attempts = ${mailOutbox.attempts} + 1,
      next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    where ${mailOutbox.id} in (
      select ${mailOutbox.id} from ${mailOutbox}
      where ${mailOutbox.status} in ('pending', 'sending') and ${mailOutbox.nextAttemptAt} <= now()
      order by ${mailOutbox.nextAttemptAt}, ${mailOutbox.id}
      limit ${limit}
      for update skip locked)
    returning ${mailOutbox.id} as id, ${mailOutbox.recipient} as recipient,
      ${mailOutbox.subject} as subject, ${mailOutbox.body} as body, ${mailOutbox.attempts} as attempts`);
  return rowsOf<ClaimedMail>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

const stillClaimed = (mail: ClaimedMail) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts));

/** The mail was taken by the server (`sent`) or written to the log (`logged`). */
export async function markDelivered(db: Database, mail: ClaimedMail, status: 'sent' | 'logged') {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: sql`now()`, nextAttemptAt: null, lastError: null })
    .where(stillClaimed(mail));
}

/** A failed attempt: due again after `retryInMs`, or `failed` for good (`retryInMs` null). */
export async function markAttemptFailed(
  db: Database,
  mail: ClaimedMail,
  error: string,
  retryInMs: number | null,
) {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', nextAttemptAt: null, lastError: error }
        : {
            status: 'pending',
            nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
            lastError: error,
          },
    )
    .where(stillClaimed(mail));
}

/** Back to `pending`, due now, with a fresh count of attempts: a failed or waiting mail only. */
export async function requeueMail(db: Database, id: number): Promise<MailOutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'pending')`))
    .returning();
  return row;
}

export async function findMail(db: Database, id: number): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

const SORT_COLUMNS = {
  creata: mailOutbox.createdAt,
  stato: mailOutbox.status,
  destinatario: mailOutbox.recipient,
  oggetto: mailOutbox.subject,
  tentativi: mailOutbox.attempts,
  prossimoTentativo: mailOutbox.nextAttemptAt,
  inviata: mailOutbox.sentAt,
};

export async function findMails(db: Database, query: OutboxListPayload) {
  const day = sql`(${mailOutbox.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  const words = query.search?.split(/\s+/).filter(Boolean) ?? [];
  const conditions: (SQL | undefined)[] = [
    query.stato ? eq(mailOutbox.status, query.stato) : undefined,
    query.dal ? gte(day, sql`${query.dal}::date`) : undefined,
    query.al ? sql`${day} <= ${query.al}::date` : undefined,
    ...words.map(
      (word) =>
        sql`(${mailOutbox.recipient} ilike ${containsPattern(word)} or ${mailOutbox.subject} ilike ${containsPattern(word)})`,
    ),
  ];
  const where = and(...conditions);
  const window = pageWindow(query.page, query.pageSize);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(...orderByOf(query.sort, SORT_COLUMNS, mailOutbox.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
