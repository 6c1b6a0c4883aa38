// Queries on the category tree.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, type CategoryRow } from '../../db/schema';

/** Every category, parents' levels first, siblings in their order. */
export async function findAllCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.code));
}
