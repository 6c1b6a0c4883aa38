// The PostgreSQL database of the reserved-area benches (clients-grid, dashboard): `shop_bench_large`,
// the demo seed with BENCH_PRODUCTS products (default 100,000) plus the large data set (5,000 clients,
// 200,000 orders: `pnpm --filter @shop/api seed:large`). Reused when it already holds both; rebuilt
// otherwise. Since its orders count back from the day it was generated, BENCH_REGENERATE=1 rebuilds it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const LARGE = { clients: 5_000, orders: 200_000 };
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'shop_bench_large';
export const largeDatabaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();

async function contents(): Promise<{ products: number; clients: number; orders: number } | undefined> {
  const client = new pg.Client({ connectionString: largeDatabaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ products: number; clients: number; orders: number }>(
      `select (select count(*)::int from products) as products,
         (select count(*)::int from clients where code like 'L%') as clients,
         (select count(*)::int from orders where client_code like 'L%') as orders`,
    );
    return rows[0];
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function pnpm(args: string[]): void {
  const result = spawnSync('pnpm', ['--filter', '@shop/api', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: largeDatabaseUrl },
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
}

/** Creates the database unless it holds what the benches need; says what it did and how long it took. */
export async function prepareLargeDatabase(): Promise<string> {
  const found = await contents();
  if (
    process.env.BENCH_REGENERATE !== '1' &&
    found?.products === PRODUCTS &&
    found.clients === LARGE.clients &&
    found.orders === LARGE.orders
  ) {
    return `reused ${DATABASE} (${PRODUCTS} products, ${LARGE.clients} clients, ${LARGE.orders} orders)`;
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  let started = performance.now();
  pnpm(['seed', '--', '--products', String(PRODUCTS)]);
  const seeded = (performance.now() - started) / 1000;
  started = performance.now();
  pnpm(['seed:large', '--', '--clients', String(LARGE.clients), '--orders', String(LARGE.orders)]);
  const generated = (performance.now() - started) / 1000;
  return `seeded ${PRODUCTS} products in ${seeded.toFixed(1)} s, generated the large data set in ${generated.toFixed(1)} s`;
}
