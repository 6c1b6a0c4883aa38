// Queries on the banners (the header's top texts and the home page's) the storefront shows.
import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import { bannerShownOn } from '../banners/banners.repository';

/** Banners of the given tipi shown on `today` (active, within their days), by tipo, then by position. */
export async function findActiveBanners(db: Database, tipi: readonly string[], today: string) {
  return db
    .select()
    .from(banners)
    .where(and(bannerShownOn(today), inArray(banners.tipo, [...tipi])))
    .orderBy(asc(banners.tipo), asc(banners.position), asc(banners.id));
}
