// The products search engines may list (the active ones, as the storefront shows them): code and both
// descriptions, by code, one page at a time. The total comes from the count cache (a whole-catalogue
// count is the expensive part; crawlers read the pages one after another within its lifetime).
import type { SitemapProductsData, SitemapProductsQuery } from '@shop/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { cachedCount } from '../../kernel/count-cache';

const ACTIVE = eq(products.active, true);

export async function findSitemapProducts(
  db: Database,
  { page, size }: SitemapProductsQuery,
): Promise<SitemapProductsData> {
  const countActive = async () =>
    Number((await db.select({ total: count() }).from(products).where(ACTIVE))[0]?.total ?? 0);
  const [rows, total] = await Promise.all([
    // By the primary key, read in its index order: a page costs its offset in index entries, no sort.
    db
      .select({
        codart: products.code,
        descrizione: products.descriptionIt,
        descrizioneEn: products.descriptionEn,
      })
      .from(products)
      .where(ACTIVE)
      .orderBy(asc(products.code))
      .limit(size)
      .offset((page - 1) * size),
    cachedCount(db, 'sitemap:active-products', countActive),
  ]);
  return { prodotti: rows, totale: total };
}
