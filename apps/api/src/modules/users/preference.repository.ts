// Queries on users' kept preferences.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userPreferences } from '../../db/schema';

export async function findPreference(db: Database, userId: number, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
    .limit(1);
  return row?.value ?? null;
}

/** Keeps `value` under `key` for the user; null removes it. */
export async function savePreference(db: Database, userId: number, key: string, value: unknown) {
  if (value === null) {
    await db
      .delete(userPreferences)
      .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)));
    return;
  }
  await db
    .insert(userPreferences)
    .values({ userId, key, value })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value, updatedAt: sql`now()` },
    });
}
