// Queries on brands.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brands } from '../../db/schema';

/** Every brand in display order. */
export async function findAllBrands(db: Database) {
  return db
    .select({ code: brands.code, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.code));
}
