// What a domain contributes to the seed: the table it fills (empty means "not seeded yet") and how.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

export interface Seeder {
  name: string;
  table: PgTable;
  /** Tables without seed data that reference `table` (e.g. sessions of seeded users): `seed --force`
   * empties them too, since PostgreSQL refuses to truncate a referenced table alone. */
  dependents?: readonly PgTable[];
  /** Inserts the domain's data and returns the number of rows written. */
  seed(db: Database, options?: SeedOptions): Promise<number>;
}

/** Sizes of the generated demo data (the CLI's `--products N`); defaults give the demo shop. */
export interface SeedOptions {
  products?: number;
}
