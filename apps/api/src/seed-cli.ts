// `pnpm --filter @shop/api seed [--force] [--products N]`: migrates, then seeds the empty tables; --force
// wipes the seeded tables first and writes them again; --products sets the size of the generated catalogue.
// Ends with VACUUM (ANALYZE), so that a freshly loaded catalogue is planned with real statistics.
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedEmptyTables, wipeSeededTables } from './seed';
import { writeDemoPictures } from './seed/catalogue/demo-pictures';

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const productsArg = process.argv.indexOf('--products');
  const products = productsArg === -1 ? undefined : Number(process.argv[productsArg + 1]);
  if (products !== undefined && !(Number.isInteger(products) && products > 0)) {
    throw new Error('--products needs a positive whole number, e.g. --products 100000');
  }
  const started = performance.now();
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle, config.migrationsDir, async () => {
      // One transaction: a seed that fails after the wipe leaves the old data in place.
      const { seeded } = await handle.db.transaction(async (tx) => {
        if (force) await wipeSeededTables(tx);
        return seedEmptyTables(tx, { products });
      });
      // Fresh planner statistics and visibility map after a bulk load: without them (autovacuum may be
      // off, or not have run yet) the planner guesses, e.g. a code-prefix search walks the whole table.
      if (Object.keys(seeded).length > 0) await handle.db.execute(sql`vacuum (analyze)`);
      const pictures = await writeDemoPictures(config.mediaDir);
      const written = Object.entries(seeded).map(([name, rows]) => `${name}: ${rows} rows`);
      if (pictures > 0) written.push(`product pictures: ${pictures} files`);
      console.info(
        written.length > 0
          ? `Seeded ${written.join(', ')} in ${Math.round(performance.now() - started)} ms.`
          : 'Nothing to seed: use --force to seed again.',
      );
    });
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
