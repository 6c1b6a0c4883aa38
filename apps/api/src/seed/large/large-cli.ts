// `pnpm --filter @shop/api seed:large [-- --clients 5000 --orders 200000 --agents 15 --seed 14]`: adds
// the benches' large data set to the PostgreSQL database of DATABASE_URL, migrated and seeded first if
// needed, then VACUUM (ANALYZE). Refuses a database that already holds it, and PGlite (the embedded
// database is the demo's: the large data set is for the benches).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedEmptyTables } from '../index';
import { generateLargeDataSet, hasLargeDataSet } from './large-data-set';

function option(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value)) throw new Error(`--${name} needs a whole number`);
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.database.kind !== 'postgres') {
    throw new Error('the large data set goes into PostgreSQL only: set DATABASE_URL=postgres://…');
  }
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle, config.migrationsDir, async () => {
      await handle.db.transaction((tx) => seedEmptyTables(tx));
    });
    if (await hasLargeDataSet(handle.db)) {
      console.info('The large data set is already there: drop the database to generate it again.');
      return;
    }
    const report = await generateLargeDataSet(handle.db, {
      clients: option('clients'),
      orders: option('orders'),
      extraAgents: option('agents'),
      seed: option('seed'),
    });
    const started = performance.now();
    await handle.db.execute(sql`vacuum (analyze)`);
    report.ms['vacuum (analyze)'] = Math.round(performance.now() - started);
    console.info(JSON.stringify(report));
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
