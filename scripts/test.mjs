// `npm test`: everything, in the order a reviewer would want it: install, codegen, lint, format,
// typecheck, unit tests with the API's PGlite tests, the API suite on PostgreSQL (the whole API suite
// on PGlite when no server answers), build, and the Playwright suite in Chromium. Ends with one line: `N passed, N failed[, N skipped]`.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureInstalled, ROOT, run } from './lib/workspace.mjs';
import { playwrightCounts, vitestCounts } from './lib/reports.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { postgresReachable } from './lib/postgres.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const REPORTS = join(ROOT, '.reports');
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = [];
let phaseStarted = performance.now();

/** Records a phase's counts and how long it took since the previous one ended. */
function record(runner, counts) {
  const seconds = Math.round((performance.now() - phaseStarted) / 1000);
  phaseStarted = performance.now();
  rows.push({ runner, ...counts, seconds });
}
/** A check that is not a test runner (lint, typecheck, build) counts as one test that passed or failed. */
async function check(runner, command, args, options) {
  console.info(`\n━━ ${runner}`);
  const code = await run(command, args, options);
  record(runner, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return code === 0;
}
function withoutDatabaseUrl(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
}
async function vitest(runner, file, args, env) {
  console.info(`\n━━ ${runner}`);
  const out = join(REPORTS, file);
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    { env },
  );
  const counts = vitestCounts(out) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  record(runner, counts);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
await ensureInstalled();
await ensureChromium();
console.info(`\n━━ install and Chromium: ${Math.round((performance.now() - phaseStarted) / 1000)} s`);
phaseStarted = performance.now();

await check('codegen', bin('turbo'), ['run', 'codegen', '--output-logs=errors-only']);
await check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
await check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await check('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']);

// With a PostgreSQL server the API's route suite runs once, on it; PGlite keeps the API tests of its own
// (start-up, demo data, ordering, a cart and an order: apps/api/vitest.config.ts) and runs the e2e shop.
const postgres = await postgresReachable(POSTGRES_URL);
await vitest(
  postgres ? 'unit + API subset on PGlite' : 'unit + API on PGlite',
  'vitest-pglite.json',
  [],
  withoutDatabaseUrl(postgres ? { API_TESTS: 'pglite-subset' } : {}),
);

if (postgres) {
  await vitest('API on PostgreSQL', 'vitest-postgres.json', ['--project', '@shop/api'], {
    ...process.env,
    DATABASE_URL: POSTGRES_URL,
  });
} else if (CI) {
  console.error(`\n✖ PostgreSQL is not reachable at ${POSTGRES_URL}: in CI the PostgreSQL leg is mandatory.`);
  record('API on PostgreSQL', { passed: 0, failed: 1, skipped: 0 });
} else {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! PostgreSQL is NOT reachable at ${POSTGRES_URL}`);
  console.warn(
    '!! The API suite ran on PGlite only. Set DATABASE_URL to a PostgreSQL server to run that leg.',
  );
  console.warn(`${line}\n`);
}

const built = await check('build', bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
if (built) {
  console.info('\n━━ e2e (Playwright, Chromium)');
  const out = join(REPORTS, 'playwright.json');
  const code = await run(
    join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    {
      env: { ...withoutDatabaseUrl(), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const counts = playwrightCounts(out) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  record('e2e', counts);
} else {
  record('e2e', { passed: 0, failed: 1, skipped: 0 });
}

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.info('\n━━ summary');
for (const r of rows) {
  const mark = r.failed ? '✖' : '✔';
  console.info(
    `${mark} ${r.runner.padEnd(28)} ${`${Math.floor(r.seconds / 60)}m${String(r.seconds % 60).padStart(2, '0')}s`.padStart(7)}  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
}
console.info(`whole run: ${Math.round(performance.now() / 60_000)} min`);
console.info(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
