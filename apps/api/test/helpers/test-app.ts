// One app per test file, on its own fresh database; closed (and the database dropped) after the file.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase, testEnv, type TestDatabase } from './test-database';

export interface TestAppContext {
  app: FastifyInstance;
  database: TestDatabase;
}

/** Registers the hooks; the returned object is filled in before the file's first test runs. */
export function useTestApp(): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildApp(loadConfig(testEnv()), { database: context.database.handle });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.destroy();
  });
  return context;
}
