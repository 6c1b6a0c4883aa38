// The start-up path of a real server on an empty database: the app migrates it, seeds it only when
// SEED_ON_START allows, and a later start reuses the data instead of seeding again.
import { configResponseSchema, REST_PATHS } from '@shop/contract';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createEmptyTestDatabase, type EmptyTestDatabase } from './helpers/test-database';
import { post } from './helpers/requests';

let database: EmptyTestDatabase | undefined;
afterAll(async () => {
  await database?.destroy();
});

/** Starts an app on the database, counts the Italian config entries, stops the app. */
async function startAndCount(config: AppConfig): Promise<number> {
  const app = await buildApp(config);
  try {
    const response = await post(app, REST_PATHS.config, { Lingua: 'it' });
    const body = configResponseSchema.parse(response.json());
    return body.success ? body.data.configurazione.length : -1;
  } finally {
    await app.close();
  }
}

// One test, three starts: creating an empty PGlite database is the slow part (~3 s), so it is done once.
it('migrates an empty database, seeds it when SEED_ON_START allows, and reuses it afterwards', async () => {
  database = await createEmptyTestDatabase();
  const config = database.config;

  expect(await startAndCount({ ...config, seedOnStart: false })).toBe(0);

  const seeded = await startAndCount({ ...config, seedOnStart: true });
  expect(seeded).toBeGreaterThan(50);

  expect(await startAndCount({ ...config, seedOnStart: true })).toBe(seeded);
  // Seeding 5,000 products (with the search vocabulary's trigger) on PGlite takes 5–20 s on the shared
  // 2-core machine under load: more than vitest's default 15 s.
}, 60_000);
