// Login rate limit, counted in the database (login_attempts) so that every API replica applies it:
// per account, failures since its last success; per address, all failures (an attacker holding one
// valid account must not reset the counter of the address by logging in with it).
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts, users } from '../../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher than per account: several people of one office share an address. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Failures in the window matching `where`, and the seconds until the oldest of them leaves it. */
async function failures(db: Database, where: SQL | undefined) {
  // A constant of this module, never input: safe to inline.
  const window = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
  const [row] = await db
    .select({
      failures: count(),
      secondsLeft:
        sql<number>`ceil(extract(epoch from min(${loginAttempts.attemptedAt}) + ${window} - now()))`.mapWith(
          Number,
        ),
    })
    .from(loginAttempts)
    .where(
      and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, sql`now() - ${window}`)),
    );
  return row ?? { failures: 0, secondsLeft: 0 };
}

/**
 * The account's attempts that count: those after its last successful login and after management last
 * unlocked it (users.login_unlocked_at; an account that is no user has none).
 */
export function accountFailuresSince(account: string): SQL | undefined {
  const lastSuccess = sql`(select max(${loginAttempts.attemptedAt}) from ${loginAttempts}
    where ${loginAttempts.account} = ${account} and ${loginAttempts.succeeded})`;
  const unlocked = sql`(select max(${users.loginUnlockedAt}) from ${users} where lower(${users.username}) = ${account})`;
  return and(
    eq(loginAttempts.account, account),
    sql`${loginAttempts.attemptedAt} > greatest(coalesce(${lastSuccess}, '-infinity'::timestamptz),
      coalesce(${unlocked}, '-infinity'::timestamptz))`,
  );
}

/** Seconds until another attempt is allowed, or 0 when the account and the address may try now. */
export async function secondsUntilAllowed(db: Database, account: string, ip: string): Promise<number> {
  const byAccount = await failures(db, accountFailuresSince(account));
  const byAddress = await failures(db, eq(loginAttempts.ip, ip));
  let wait = 0;
  if (byAccount.failures >= MAX_FAILURES_PER_ACCOUNT) wait = Math.max(wait, byAccount.secondsLeft, 1);
  if (byAddress.failures >= MAX_FAILURES_PER_ADDRESS) wait = Math.max(wait, byAddress.secondsLeft, 1);
  return wait;
}

export async function recordAttempt(db: Database, account: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ account, ip, succeeded });
}
