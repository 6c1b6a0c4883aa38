// Once per test run: one migrated and seeded API database (the demo data), dumped to a file that each
// real-API test file loads (support/real-api.ts) instead of migrating and seeding its own.
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from '../../api/test/helpers/pglite-template';
import { MIGRATIONS_DIR } from '../../api/src/locations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of the seeded API database the real-API tests start from. */
    realApiTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildPgliteTemplate(MIGRATIONS_DIR, 'gateway tests');
  project.provide('realApiTemplate', template.dumpPath);
  return template.dispose;
}
