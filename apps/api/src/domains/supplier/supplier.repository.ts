// Queries on suppliers.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { suppliers } from '../../db/schema';

/** Every active supplier, by name (a deactivated one is no longer offered as a filter). */
export async function findAllSuppliers(db: Database) {
  return db
    .select({ code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.active, true))
    .orderBy(asc(suppliers.name));
}
