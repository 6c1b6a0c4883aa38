// The real REST API (apps/api's buildApp) on a real port, on its own in-memory PGlite database loaded
// from the run's seeded template (test/global-setup.ts), for gateway integration tests.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createPglite, fromPglite, type DatabaseHandle } from '../../../api/src/db/client';

export interface RealApi {
  url: string;
  /** The API's database, for a test that sets up a row no API call makes (a failed e-mail). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh copy of the migrated database with the demo data. */
export async function seededDatabase(): Promise<DatabaseHandle> {
  const dump = new Blob([await readFile(inject('realApiTemplate'))]);
  return fromPglite(await createPglite({ loadDataDir: dump }));
}

/** The API on a fresh copy of the demo data; `env` adds settings (MEDIA_DIR…). */
export async function startRealApi(env: Record<string, string> = {}): Promise<RealApi> {
  const database = await seededDatabase();
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...env }), {
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
