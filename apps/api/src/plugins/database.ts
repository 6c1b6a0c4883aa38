// The database as `app.db`: opened (or handed in by tests), migrated and seeded at start, closed with the app.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedEmptyTables } from '../seed';
import { writeDemoPictures } from '../seed/catalogue/demo-pictures';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The driver behind `db` (PGlite or a pg Pool): for what drizzle does not do, e.g. LISTEN. */
    dbHandle: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** An open, ready database (tests): used as is, and left open for its owner to close. */
  database?: DatabaseHandle;
}

export default fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    if (database) {
      app.decorate('db', database.db);
      app.decorate<DatabaseHandle>('dbHandle', database);
      return;
    }
    const started = performance.now();
    const handle = await openDatabase(config.database);
    // Whoever opens closes: an open PGlite would keep the process alive after the app is closed.
    app.addHook('onClose', async () => {
      await handle.close();
    });
    try {
      await migrateDatabase(handle, config.migrationsDir, async () => {
        if (!config.seedOnStart) return;
        const { seeded } = await seedEmptyTables(handle.db);
        if (Object.keys(seeded).length > 0) app.log.info({ seeded }, 'seeded empty tables');
      });
      // The demo products' pictures: the files missing from the media folder (all on a first start).
      if (config.seedOnStart) {
        const written = await writeDemoPictures(config.mediaDir);
        if (written > 0) app.log.info({ written, mediaDir: config.mediaDir }, 'wrote demo product pictures');
      }
    } catch (err) {
      // The app will not start, so onClose will not run: close here or the process cannot exit.
      await handle.close();
      throw err;
    }
    app.log.info({ database: handle.kind, ms: Math.round(performance.now() - started) }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate<DatabaseHandle>('dbHandle', handle);
  },
  { name: 'database' },
);
