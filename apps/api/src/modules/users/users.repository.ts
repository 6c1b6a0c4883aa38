// Queries on users: one user by login name or id, and user management (users with their client or
// agent, last login and lock state). The lock state is the login limit's own rule (login-limit.ts)
// written over the users' column, so the list says exactly what the next login attempt will meet.
import type { UsersListQuery, UserSortField } from '@shop/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { agents, clients, sessions, users, type UserRow } from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { LOGIN_WINDOW_MINUTES, MAX_FAILURES_PER_ACCOUNT } from './login-limit';

// Constants of the login limit, never input: safe to inline.
const WINDOW = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
const FIFTH_NEWEST = sql.raw(String(MAX_FAILURES_PER_ACCOUNT - 1));

/** The login_attempts account of a user: its code, lower-cased. */
const ACCOUNT = sql`lower(${users.username})`;
export const lastLoginAt = sql<Date | null>`(select max(la.attempted_at) from login_attempts la
  where la.account = ${ACCOUNT} and la.succeeded)`.mapWith(users.createdAt);
/** The failures that count against the account now (after its last login and last unlock, in the window). */
const COUNTED = sql`from login_attempts fa where fa.account = ${ACCOUNT} and not fa.succeeded
  and fa.attempted_at > now() - ${WINDOW}
  and fa.attempted_at > greatest(coalesce(${lastLoginAt}, '-infinity'::timestamptz),
    coalesce(${users.loginUnlockedAt}, '-infinity'::timestamptz))`;
const failedLogins = sql<number>`(select count(*) ${COUNTED})`.mapWith(Number);
/**
 * Until when the account is locked: the limit holds while MAX_FAILURES_PER_ACCOUNT counted failures are
 * in the window, so until the newest of the last five leaves it; null when fewer than five count.
 */
const lockedUntil = sql<Date | null>`(select fa.attempted_at + ${WINDOW} ${COUNTED}
  order by fa.attempted_at desc offset ${FIFTH_NEWEST} limit 1)`.mapWith(users.createdAt);
const isLocked = sql`${lockedUntil} is not null`;

const columns = {
  user: users,
  clientName: clients.companyName,
  agentName: agents.name,
  lastLoginAt,
  failedLogins,
  lockedUntil,
};

function withLinks(db: Database) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(clients, eq(clients.code, users.clientCode))
    .leftJoin(agents, eq(agents.code, users.agentCode))
    .$dynamic();
}

export type ManagedUserRow = NonNullable<Awaited<ReturnType<typeof findUserWithState>>>;

const SEARCHED = sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' '
  || ${users.email} || ' ' || coalesce(${clients.companyName}, '') || ' ' || coalesce(${users.clientCode}, ''))`;

function listWhere(query: UsersListQuery): SQL | undefined {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => sql`${SEARCHED} ilike ${containsPattern(word)}`),
    query.tipo ? eq(users.tipo, query.tipo) : undefined,
    query.cliente ? sql`upper(${users.clientCode}) = upper(${query.cliente})` : undefined,
    query.stato === 'attivo' ? eq(users.active, true) : undefined,
    query.stato === 'disattivato' ? eq(users.active, false) : undefined,
    query.stato === 'bloccato' ? and(eq(users.active, true), isLocked) : undefined,
  );
}

const SORT: Record<UserSortField, SQL> = {
  codice: sql`lower(${users.username})`,
  nome: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  tipo: sql`${users.tipo}`,
  email: sql`lower(${users.email})`,
  cliente: sql`lower(${clients.companyName})`,
  ultimoAccesso: sql`${lastLoginAt}`,
  creato: sql`${users.createdAt}`,
};

/** One page of users and the number matching, side by side. */
export async function findUsersPage(db: Database, query: UsersListQuery) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = listWhere(query);
  const [rows, [counted]] = await Promise.all([
    withLinks(db)
      .where(where)
      .orderBy(sql`${SORT[query.sort.field]} ${direction} nulls last`, sql`lower(${users.username})`)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .leftJoin(clients, eq(clients.code, users.clientCode))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A user (any case of the code) with links and state; undefined when there is none. */
export async function findUserWithState(db: Database, code: string) {
  const [row] = await withLinks(db)
    .where(sql`lower(${users.username}) = ${code.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The user row, locked for the change (any case of the code). */
export async function lockUser(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${code.toLowerCase()}`)
    .for('update');
  return row;
}

/**
 * The active management users, locked (in id order, so two changes take them in the same order): a
 * change that could leave none holds them until it commits, and one racing it sees what it left.
 */
export async function lockActiveManagers(db: Database) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tipo, 'X'), eq(users.active, true)))
    .orderBy(users.id)
    .for('update');
}

/** Whether failed logins lock the user now (read inside the change's transaction). */
export async function isUserLocked(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${isLocked}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.locked === true;
}

/** Revokes every active session of the user (deactivation, a new type, a new password). */
export async function revokeAllSessions(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function clientExists(db: Database, code: string) {
  const [row] = await db
    .select({ code: clients.code })
    .from(clients)
    .where(sql`upper(${clients.code}) = upper(${code})`);
  return row?.code;
}

export async function agentExists(db: Database, code: string) {
  const [row] = await db
    .select({ code: agents.code })
    .from(agents)
    .where(sql`upper(${agents.code}) = upper(${code})`);
  return row?.code;
}

/** The user with this login name, whatever its case. */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function updateUser(
  db: Database,
  id: number,
  changes: PgUpdateSetSource<typeof users>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
