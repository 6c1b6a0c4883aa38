// Idempotency keys for unsafe calls. The key is claimed in its own committed statement (so a
// concurrent retry sees it and gets 409), and marked done inside the caller's transaction together
// with the answer (so "done" and the order it describes commit or roll back as one).
import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors/app-error';

/** A claim left in progress longer than this is from a crashed attempt and may be taken over. */
export const STALE_CLAIM_SECONDS = 120;

export interface IdempotencyClaim {
  userId: number;
  key: string;
  scope: string;
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** SHA-256 of a payload, independent of the order of its fields. */
export function hashPayload(payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((name) => [name, payload[name] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Claims the key: undefined when this request may run, the stored answer for a replay; else throws. */
export async function claimKey(db: Database, claim: IdempotencyClaim): Promise<StoredResponse | undefined> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, state: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return undefined;

  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
  // Released by a failed attempt between our insert and this select: let the caller try again.
  if (!row) return claimKey(db, claim);
  if (row.scope !== claim.scope || row.requestHash !== claim.requestHash) {
    throw new AppError(422, 'UNPROCESSABLE', 'order.idempotencyKeyReused', { field: 'Idempotency-Key' });
  }
  if (row.state === 'done') return { status: row.responseStatus ?? 200, body: row.responseBody };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        where,
        eq(idempotencyKeys.state, 'in_progress'),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length > 0) return undefined;
  throw new AppError(409, 'CONFLICT', 'order.inProgress', { field: 'Idempotency-Key' });
}

/** Stores the answer (inside the transaction that did the work). */
export async function completeKey(
  db: Database,
  claim: IdempotencyClaim,
  response: StoredResponse,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: response.status,
      responseBody: response.body,
      completedAt: sql`now()`,
    })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/**
 * completeKey as a statement to embed in a larger one (a data-modifying CTE): `body` is the stored
 * answer as SQL yielding jsonb, e.g. with a value only the same statement computes.
 */
export function completeKeyStatement(claim: IdempotencyClaim, status: number, body: SQL): SQL {
  return sql`update ${idempotencyKeys}
    set state = 'done', response_status = ${status}, response_body = ${body}, completed_at = now()
    where ${idempotencyKeys.userId} = ${claim.userId} and ${idempotencyKeys.key} = ${claim.key}`;
}

/** Frees the key after a failed attempt, so that the user can retry once the problem is fixed. */
export async function releaseKey(db: Database, claim: IdempotencyClaim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    );
}

/** Runs `work` once per key; `work` must call completeKey inside its transaction. */
export async function runIdempotent(
  db: Database,
  claim: IdempotencyClaim,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const replay = await claimKey(db, claim);
  if (replay) return replay;
  try {
    return await work();
  } catch (err) {
    await releaseKey(db, claim);
    throw err;
  }
}
