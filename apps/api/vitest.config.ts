// API tests: unit tests beside the code, contract tests per route in test/. Each test file gets its
// own fresh database (see test/helpers/test-database.ts), so files run in parallel safely.
import { defineConfig } from 'vitest/config';

/**
 * With API_TESTS=pglite-subset (what `npm test` sets when a PostgreSQL server is there, so the whole
 * route suite runs once, on the server), PGlite runs the tests of what is its own: the unit tests, the
 * start-up (migrate and seed an empty embedded database), the demo data, the catalogue's ordering
 * (collation), search, a cart, an order placed and edited, imports, and the PGlite driver's
 * transactions. PGlite is PostgreSQL itself built to WebAssembly, so SQL that passes on the server
 * passes here; the e2e suite runs the whole shop on PGlite too.
 */
const PGLITE_SUBSET = [
  'src/**/*.test.ts',
  'test/startup.test.ts',
  'test/seed/**/*.test.ts',
  'test/routes/product-list.test.ts',
  'test/routes/suggest.test.ts',
  'test/routes/cart.test.ts',
  'test/routes/order.test.ts',
  'test/routes/orders-management.test.ts',
  'test/routes/imports.test.ts',
  'test/routes/login.test.ts',
];

export default defineConfig({
  test: {
    include:
      process.env.API_TESTS === 'pglite-subset' && !process.env.DATABASE_URL
        ? PGLITE_SUBSET
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts prove what only a real server can (concurrent transactions: PGlite has one
    // connection); they run in the PostgreSQL leg, which `npm test` makes mandatory in CI.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Opening a database (PGlite loads ~40 MB) is slow next to a request: give hooks room on a busy CI box.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
