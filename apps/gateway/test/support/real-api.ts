// The real REST API (apps/api's buildApp) on a real port, on a fresh in-memory PGlite database,
// migrated and seeded with the demo data before the app starts (seeding the catalogue takes longer
// than Fastify's plugin timeout), for gateway integration tests.
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createPglite, fromPglite } from '../../../api/src/db/client';
import { migrateDatabase } from '../../../api/src/db/migrate';
import { MIGRATIONS_DIR } from '../../../api/src/locations';
import { seedEmptyTables } from '../../../api/src/seed';

export interface RealApi {
  url: string;
  close(): Promise<void>;
}

export async function startRealApi(): Promise<RealApi> {
  const database = fromPglite(await createPglite());
  await migrateDatabase(database, MIGRATIONS_DIR, async () => {
    await seedEmptyTables(database.db);
  });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
