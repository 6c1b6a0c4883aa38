// Opens the database the configuration names: PGlite on disk (embedded) or a PostgreSQL server (pg Pool).
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database, Schema } from './database';
import * as schema from './schema';

/** Extensions the migrations enable; PGlite must load them before `CREATE EXTENSION`. */
export const PGLITE_EXTENSIONS = { pg_trgm };

interface OpenDatabase {
  /** What the app codes against: the same type on both drivers. */
  db: Database;
  close(): Promise<void>;
}
export interface PgliteHandle extends OpenDatabase {
  kind: 'pglite';
  client: PGlite;
  driverDb: PgliteDatabase<Schema>;
}
export interface PostgresHandle extends OpenDatabase {
  kind: 'postgres';
  pool: pg.Pool;
  driverDb: NodePgDatabase<Schema>;
}
/** An open database: the typed drizzle handle, plus the driver-specific one the migrator needs. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** Wraps an open PGlite instance (on disk, in memory or loaded from a dump). */
export function fromPglite(client: PGlite): PgliteHandle {
  const driverDb = drizzlePglite({ client, schema });
  return { kind: 'pglite', client, driverDb, db: driverDb, close: once(() => client.close()) };
}

/** Wraps a pg Pool; closing the handle ends the pool. */
export function fromPool(pool: pg.Pool): PostgresHandle {
  // An idle client that loses its server (restart, DROP DATABASE … FORCE) emits 'error'; without a
  // listener that would crash the process. The pool drops that client and the next query reconnects.
  pool.on('error', () => undefined);
  const driverDb = drizzlePg({ client: pool, schema });
  return { kind: 'postgres', pool, driverDb, db: driverDb, close: once(() => pool.end()) };
}

/** Closing twice is harmless: the app, a test and a signal handler may all try. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    return fromPool(new pg.Pool({ connectionString: config.url }));
  }
  mkdirSync(config.dataDir, { recursive: true });
  return fromPglite(await createPglite({ dataDir: config.dataDir }));
}
