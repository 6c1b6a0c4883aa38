// API tests: unit tests beside the code, contract tests per route in test/. Each test file gets its
// own fresh database (see test/helpers/test-database.ts), so files run in parallel safely.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts prove what only a real server can (concurrent transactions: PGlite has one
    // connection); they run in the PostgreSQL leg, which `npm test` makes mandatory in CI.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Opening a database (PGlite loads ~40 MB) is slow next to a request: give hooks room on a busy CI box.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
