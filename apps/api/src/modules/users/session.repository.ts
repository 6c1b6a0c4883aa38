// Queries on login sessions. Expiry is compared with the database clock, so all replicas agree.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { clients, sessions, users } from '../../db/schema';

export interface NewSession {
  tokenHash: string;
  userId: number;
  anonymousSessionId: string;
  expiresAt: Date;
  userAgent: string;
  ip: string;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user of an active (unexpired, unrevoked) session with this token hash, if the user is active. */
export async function findSessionUser(db: Database, tokenHash: string) {
  const statement = preparedStatement(db, 'find_session_user', (db) =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        username: users.username,
        tipo: users.tipo,
        clientCode: users.clientCode,
        agentCode: users.agentCode,
        actingClientCode: sessions.actingClientCode,
        actingAgentCode: clients.agentCode,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(clients, eq(clients.code, sessions.actingClientCode))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          eq(users.active, true),
        ),
      )
      .limit(1)
      .prepare('find_session_user'),
  );
  const [row] = await statement.execute({ tokenHash });
  return row;
}

/** Sets (or, with null, clears) the client a staff session is ordering for. */
export async function setActingClient(db: Database, sessionId: number, clientCode: string | null) {
  await db.update(sessions).set({ actingClientCode: clientCode }).where(eq(sessions.id, sessionId));
}

/** Revokes the session with this token hash; false when none was active. */
export async function revokeSession(db: Database, tokenHash: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every active session of a user but one (after a password change). */
export async function revokeOtherSessions(db: Database, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${keepSessionId}`),
    );
}
