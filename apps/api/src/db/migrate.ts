// Applies the committed drizzle migrations, on PGlite or on PostgreSQL.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/** Any constant: replicas starting together on one server take turns on this advisory lock. */
const MIGRATION_LOCK_KEY = 4_001_001;

/**
 * Runs the migrations, then `afterMigrate` (the seeding) while still holding the lock on PostgreSQL,
 * so that two API replicas starting at once neither migrate nor seed twice.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string,
  afterMigrate: () => Promise<void> = async () => undefined,
): Promise<void> {
  if (handle.kind === 'pglite') {
    // One PGlite instance is one process's own database: nobody to race with.
    await migratePglite(handle.driverDb, { migrationsFolder });
    await afterMigrate();
    return;
  }
  const lock = await handle.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.driverDb, { migrationsFolder });
    await afterMigrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
