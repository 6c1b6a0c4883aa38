// One app per test file, on its own fresh database and media folder; closed (and both removed) after
// the file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase, testEnv, type TestDatabase } from './test-database';

export interface TestAppContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's MEDIA_DIR (uploads land there). */
  mediaDir: string;
}

/** Registers the hooks; the returned object is filled in before the file's first test runs. */
export function useTestApp(): TestAppContext {
  const context = {} as TestAppContext;
  // Uploads (banner and promotion pictures) go to a folder of the file's own, not the shop's data.
  let mediaDir: string | undefined;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-media-'));
    context.mediaDir = mediaDir;
    context.database = await openTestDatabase();
    context.app = await buildApp(loadConfig(testEnv({ MEDIA_DIR: mediaDir })), {
      database: context.database.handle,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.destroy();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });
  return context;
}
