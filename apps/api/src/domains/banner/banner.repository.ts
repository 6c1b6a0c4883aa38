// Queries on the top banners.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';

/** Active banners, left to right, then by position. */
export async function findActiveBanners(db: Database) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.tipo), asc(banners.position), asc(banners.id));
}
