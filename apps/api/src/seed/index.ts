// The seed: every domain's seeder in dependency order. Deterministic, so every fresh database is alike.
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categorySeeder } from './catalogue/category.seed';
import { configSeeder } from './config.seed';
import { agentSeeder, clientAddressSeeder, clientSeeder } from './client.seed';
import { clientContactSeeder, clientNoteSeeder, receivableSeeder } from './client-record.seed';
import { fairSeeder } from './fair.seed';
import { consentAnswerSeeder, policySeeder, policyVersionSeeder } from './policy.seed';
import { userFairSeeder, userSeeder } from './user.seed';
import { bannerSeeder } from './catalogue/banner.seed';
import {
  brandSeeder,
  productSeeder,
  supplierContactSeeder,
  supplierSeeder,
} from './catalogue/catalogue.seed';
import { promotionProductSeeder, promotionSeeder } from './catalogue/promotion.seed';
import { orderHistorySeeder } from './order-history.seed';
import { documentSeeder } from './document.seed';
import { quoteSeeder } from './quote.seed';
import type { Seeder, SeedOptions } from './core/seeder';

/** Parents before children: a later seeder may reference rows of an earlier one. */
export const SEEDERS: readonly Seeder[] = [
  configSeeder,
  categorySeeder,
  agentSeeder,
  clientSeeder,
  clientAddressSeeder,
  fairSeeder,
  userSeeder,
  userFairSeeder,
  policyVersionSeeder,
  policySeeder,
  consentAnswerSeeder,
  clientContactSeeder,
  clientNoteSeeder,
  receivableSeeder,
  brandSeeder,
  supplierSeeder,
  supplierContactSeeder,
  productSeeder,
  promotionSeeder,
  promotionProductSeeder,
  bannerSeeder,
  orderHistorySeeder,
  documentSeeder,
  quoteSeeder,
];

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
export async function seedEmptyTables(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { seeded: {} };
  for (const seeder of SEEDERS) {
    if (!(await isEmpty(db, seeder))) continue;
    report.seeded[seeder.name] = await db.transaction((tx) => seeder.seed(tx, options));
  }
  return report;
}

/** Empties every seeded table (for `seed --force`). Fails rather than cascade into non-seeded data. */
export async function wipeSeededTables(db: Database): Promise<void> {
  const names = SEEDERS.flatMap((seeder) => [seeder.table, ...(seeder.dependents ?? [])].map(getTableName));
  const tables = [...new Set(names)].map((name) => sql.identifier(name));
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity`);
}
