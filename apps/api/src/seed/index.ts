// The seed: every domain's seeder in dependency order. Deterministic, so every fresh database is alike.
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categorySeeder } from './category.seed';
import { configSeeder } from './config.seed';
import type { Seeder } from './seeder';

/** Parents before children: a later seeder may reference rows of an earlier one. */
export const SEEDERS: readonly Seeder[] = [configSeeder, categorySeeder];

export interface SeedReport {
  /** Rows written per seeder that ran; seeders whose table already had rows are absent. */
  seeded: Record<string, number>;
}

async function isEmpty(db: Database, seeder: Seeder): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(seeder.table)
    .limit(1);
  return rows.length === 0;
}

/**
 * Seeds each domain whose table is still empty, each in its own transaction: a database seeded by an
 * older version gets the data of domains added since, and data already there is never touched.
 */
export async function seedEmptyTables(db: Database): Promise<SeedReport> {
  const report: SeedReport = { seeded: {} };
  for (const seeder of SEEDERS) {
    if (!(await isEmpty(db, seeder))) continue;
    report.seeded[seeder.name] = await db.transaction((tx) => seeder.seed(tx));
  }
  return report;
}

/** Empties every seeded table (for `seed --force`). Fails rather than cascade into non-seeded data. */
export async function wipeSeededTables(db: Database): Promise<void> {
  const tables = SEEDERS.map((seeder) => sql.identifier(getTableName(seeder.table)));
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity`);
}
