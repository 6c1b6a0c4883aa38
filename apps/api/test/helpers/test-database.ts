// A fresh, migrated and seeded database for one test file: loaded from the run's PGlite dump, or
// copied on the PostgreSQL server from the run's template under a unique name, and dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config';
import { createPglite, fromPglite, fromPool, type DatabaseHandle } from '../../src/db/client';
import { withDatabaseName } from './database-source';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and, on PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

export interface EmptyTestDatabase {
  /** A configuration pointing at an empty database (a new PGlite folder, or a new server database). */
  config: AppConfig;
  destroy(): Promise<void>;
}

/** Quiet apps that do not seed: tests hand their database in. */
export function testEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...extra };
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A new database on the server (empty, or a copy of `template`), and a function that drops it. */
async function createServerDatabase(adminUrl: string, namePrefix: string, template?: string) {
  const name = `${namePrefix}${randomBytes(6).toString('hex')}`;
  const copy = template ? ` template "${template}"` : '';
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"${copy}`));
  return {
    url: withDatabaseName(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabaseSource');
  if (source.kind === 'pglite') {
    const dump = new Blob([await readFile(source.dumpPath)]);
    const handle = fromPglite(await createPglite({ loadDataDir: dump }));
    return { handle, destroy: () => handle.close() };
  }
  const { url, drop } = await createServerDatabase(source.adminUrl, source.namePrefix, source.templateName);
  const handle = fromPool(new pg.Pool({ connectionString: url }));
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** For tests of the start-up path itself (migrate and seed by the app): an empty database. */
export async function createEmptyTestDatabase(env: Record<string, string> = {}): Promise<EmptyTestDatabase> {
  const source = inject('testDatabaseSource');
  if (source.kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-empty-'));
    return {
      config: loadConfig(testEnv({ DATA_DIR: dataDir, ...env })),
      destroy: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createServerDatabase(source.adminUrl, source.namePrefix);
  return { config: loadConfig(testEnv({ DATABASE_URL: url, ...env })), destroy: drop };
}
