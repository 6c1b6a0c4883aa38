// Queries on users.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { users, type UserRow } from '../../db/schema';

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
