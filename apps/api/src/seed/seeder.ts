// What a domain contributes to the seed: the table it fills (empty means "not seeded yet") and how.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

export interface Seeder {
  name: string;
  table: PgTable;
  /** Inserts the domain's data and returns the number of rows written. */
  seed(db: Database): Promise<number>;
}
