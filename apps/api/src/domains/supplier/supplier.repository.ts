// Queries on suppliers.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { suppliers } from '../../db/schema';

/** Every supplier, by name. */
export async function findAllSuppliers(db: Database) {
  return db
    .select({ code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .orderBy(asc(suppliers.name));
}
