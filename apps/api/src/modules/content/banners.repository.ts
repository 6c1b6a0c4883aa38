// Queries on banners: the ones the storefront shows today (top and home banners) and banner management
// (a page of banners with filters, search and sort; one banner; its changes).
import type { BannerSortField, BannerState, BannersListQuery } from '@shop/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { banners, type BannerRow, type NewBannerRow } from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';

/** The header's texts left to right, then the home page's banners. */
const TIPO_ORDER = sql`case ${banners.tipo} when 'topleft' then 1 when 'topcenter' then 2 when 'topright' then 3 else 4 end`;

const SORT: Record<BannerSortField, SQL> = {
  id: sql`${banners.id}`,
  tipo: sql`${TIPO_ORDER}, ${banners.position}`,
  posizione: sql`${banners.position}`,
  dal: sql`${banners.validFrom}`,
  al: sql`${banners.validTo}`,
};

const SEARCHED = sql`(${banners.titleIt} || ' ' || ${banners.titleEn} || ' ' || ${banners.textIt} || ' ' || ${banners.textEn} || ' ' || ${banners.link})`;

/** The state of a banner on `today` as SQL (BannerState). */
export function bannerStateCondition(state: BannerState, today: string): SQL {
  switch (state) {
    case 'disattivato':
      return eq(banners.active, false);
    case 'programmato':
      return sql`${banners.active} and ${banners.validFrom} > ${today}`;
    case 'scaduto':
      return sql`${banners.active} and ${banners.validTo} < ${today}`;
    case 'visibile':
      return bannerShownOn(today);
  }
}

/** Shown on `today`: active, and today within its days (an empty day is open). */
function bannerShownOn(today: string): SQL {
  return sql`(${banners.active} and (${banners.validFrom} is null or ${banners.validFrom} <= ${today})
    and (${banners.validTo} is null or ${banners.validTo} >= ${today}))`;
}

const words = (search: string | undefined) => (search ?? '').split(/\s+/).filter(Boolean);

export async function findBannersPage(db: Database, query: BannersListQuery, today: string) {
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = and(
    ...words(query.search).map((word) => sql`${SEARCHED} ilike ${containsPattern(word)}`),
    query.tipo ? eq(banners.tipo, query.tipo) : undefined,
    query.stato ? bannerStateCondition(query.stato, today) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      // Open days sort last whichever way: a banner without an end runs longest.
      .orderBy(sql`${SORT[query.sort.field]} ${direction} nulls last`, asc(banners.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(banners)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findBanner(db: Database, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row;
}

/** The banner, locked for a change in this transaction. */
export async function lockBanner(db: Database, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function insertBanner(db: Database, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function updateBanner(
  db: Database,
  id: number,
  values: Partial<NewBannerRow>,
): Promise<BannerRow> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('banner not updated');
  return row;
}

export async function deleteBanner(db: Database, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

/** Banners of the given tipi shown on `today` (active, within their days), by tipo, then by position. */
export async function findActiveBanners(db: Database, tipi: readonly string[], today: string) {
  return db
    .select()
    .from(banners)
    .where(and(bannerShownOn(today), inArray(banners.tipo, [...tipi])))
    .orderBy(asc(banners.tipo), asc(banners.position), asc(banners.id));
}
