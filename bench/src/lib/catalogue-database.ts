// The big-catalogue PostgreSQL database of the catalogue benchmarks (api-catalogue, gateway-catalogue):
// `shop_bench` with BENCH_PRODUCTS products (default 100,000), reused when it already holds as many.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'shop_bench';
export const catalogueDatabaseUrl = Object.assign(new URL(ADMIN_URL), {
  pathname: `/${DATABASE}`,
}).toString();

async function productCount(): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: catalogueDatabaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from products');
    return Number(rows[0]?.n);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates and seeds the database unless it already holds PRODUCTS products; says which it did. */
export async function prepareCatalogueDatabase(): Promise<string> {
  if ((await productCount()) === PRODUCTS) return `reused ${DATABASE} (${PRODUCTS} products)`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const started = performance.now();
  const seed = spawnSync('pnpm', ['--filter', '@shop/api', 'seed', '--', '--products', String(PRODUCTS)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: catalogueDatabaseUrl },
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  return `seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s (incl. migrations)`;
}

/** What the search box is typed with: codes, words, a typo. */
export const SUGGEST_TERMS = [
  'pomodoro',
  'pasta penne',
  'AL00012',
  'detersivo',
  'spagetti',
  'caffè grani',
  'led e27',
  'BE000123',
  'carta a4',
  'guanti nitrile',
];
