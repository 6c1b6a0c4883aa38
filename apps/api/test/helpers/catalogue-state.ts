// A fingerprint of the catalogue tables, to show that a refused or read-only call changed nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

export async function catalogueFingerprint(db: Database): Promise<string> {
  const result = await db.execute(sql`select
    (select count(*) from products) as products,
    (select coalesce(sum(stock), 0) from products) as stock,
    (select md5(coalesce(string_agg(code || description_it || price_p1, ',' order by code), '')) from products) as rows,
    (select count(*) from brands) as brands,
    (select count(*) from suppliers) as suppliers,
    (select count(*) from promotions) as promotions,
    (select count(*) from promotion_products) as promotion_products,
    (select count(*) from banners) as banners`);
  const rows = (result as unknown as { rows: unknown[] }).rows;
  return JSON.stringify(rows[0]);
}
