// Queries on trade fairs.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fairs, userFairs, type FairRow } from '../../db/schema';

/** The fairs of a user, soonest first (the first is where a type F user lands). */
export async function findUserFairs(db: Database, userId: number): Promise<FairRow[]> {
  const rows = await db
    .select({ fair: fairs })
    .from(userFairs)
    .innerJoin(fairs, eq(fairs.code, userFairs.fairCode))
    .where(eq(userFairs.userId, userId))
    .orderBy(asc(fairs.startsOn), asc(fairs.code));
  return rows.map((row) => row.fair);
}
