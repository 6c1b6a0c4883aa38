// Orders per second on PostgreSQL: 20 customers at once, each filling its cart over HTTP and placing
// the order (one transaction with row locks and an Idempotency-Key); then the add-to-cart latency,
// direct on the REST API (the gateway figure is measured separately).
// `pnpm --filter @shop/bench api-orders` (env: BENCH_SECONDS 10, BENCH_CUSTOMERS 20,
// BENCH_DATABASE_URL default postgres://postgres@127.0.0.1:5432/postgres). Creates (or reuses) the
// database `shop_bench_orders` with the default demo catalogue, starts the built API (`pnpm build` first: what `npm start` runs) on port 4506.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { loadRecorder, waitForHttp } from './lib/shop';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 4506;
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE = 'shop_bench_orders';
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();
const LINES_PER_ORDER = 3;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<void> {
  const exists = await withClient(ADMIN_URL, async (admin) => {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rows.length === 0) await admin.query(`create database ${DATABASE}`);
    return rows.length > 0;
  });
  // Migrates (new migrations included) and seeds only empty tables: a reused database stays as it is.
  const seed = spawnSync('pnpm', ['--filter', '@shop/api', 'seed'], {
    cwd: ROOT,
    stdio: exists ? 'ignore' : 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (seed.status !== 0) throw new Error('seeding failed');
}

interface Customer {
  token: string;
  sessionId: string;
}

/** Bench customers of a demo client, with sessions made directly (no scrypt login per customer). */
async function prepareCustomers(products: string[]): Promise<Customer[]> {
  return withClient(databaseUrl, async (db) => {
    await db.query(`update products set stock = 10000000 where code = any($1)`, [products]);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const username = `bench-${i}`;
      const { rows } = await db.query<{ id: number }>(
        `insert into users (username, tipo, client_code, password_hash) values ($1, 'C', 'C00001', 'bench')
         on conflict (lower(username)) do update set active = true returning id`,
        [username],
      );
      const token = randomBytes(32).toString('base64url');
      const sessionId = `bench-session-${i}-${randomBytes(6).toString('hex')}`;
      await db.query(
        `insert into sessions (token_hash, user_id, anonymous_session_id, expires_at)
         values ($1, $2, $3, now() + interval '1 hour')`,
        [createHash('sha256').update(token).digest('hex'), rows[0]?.id, sessionId],
      );
      customers.push({ token, sessionId });
    }
    return customers;
  });
}

async function benchProducts(count: number): Promise<string[]> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ code: string }>(
      `select code from products where active and min_qty = 1 and step_qty = 1 order by code limit $1`,
      [count],
    );
    return rows.map((row) => row.code);
  });
}

function headers(customer: Customer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-sessionid': customer.sessionId,
    authorization: `Bearer ${customer.token}`,
    'content-type': 'application/x-www-form-urlencoded',
    ...extra,
  };
}

async function postForm(path: string, fields: Record<string, string>, h: Record<string, string>) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: h,
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response.status;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

/** Each customer: add LINES_PER_ORDER products, place the order; again until time is up. */
async function ordersPerSecond(customers: Customer[], products: string[]): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer, c) => {
      let n = 0;
      while (performance.now() < deadline) {
        for (let l = 0; l < LINES_PER_ORDER; l += 1) {
          const codArt = products[(c * 7 + n * LINES_PER_ORDER + l) % products.length] ?? '';
          if ((await postForm('/api/cart/add', { codArt, qta: '2' }, headers(customer))) !== 200) errors += 1;
        }
        const t0 = performance.now();
        const status = await postForm(
          '/api/order/create',
          { AccettaCondizioni: 'S' },
          headers(customer, { 'idempotency-key': randomUUID() }),
        );
        if (status === 201) latencies.push(performance.now() - t0);
        else errors += 1;
        n += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: `orders placed by ${CUSTOMERS} customers (${LINES_PER_ORDER} cart adds + 1 order each); latency of order create`,
    requests: latencies.length,
    errors,
    non2xx: errors,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    meanMs:
      Math.round((latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(latencies.length, 1)) * 100) / 100,
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
  };
}

/** Each connection is one customer adding products one after the other (no two share a cart). */
async function addToCart(
  customers: Customer[],
  products: string[],
  connections: number,
): Promise<Measurement> {
  const requestsOf = (customer: Customer) =>
    products.slice(0, 10).map((codArt) => ({
      method: 'POST' as const,
      path: '/api/cart/add',
      headers: headers(customer),
      body: new URLSearchParams({ codArt, qta: '1' }).toString(),
    }));
  let next = 0;
  const result = await autocannon({
    url: BASE,
    connections,
    duration: SECONDS,
    requests: requestsOf(customers[0] as Customer),
    setupClient: (client) => {
      client.setRequests(requestsOf(customers[next++ % customers.length] as Customer));
    },
  });
  return fromAutocannon(
    `add to cart, ${connections} connection${connections === 1 ? '' : 's'}, one customer each (direct on the API)`,
    result,
  );
}

await prepareDatabase();
const products = await benchProducts(200);
const customers = await prepareCustomers(products);
// BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) go to the API's node, to profile it.
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const api = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
  cwd: `${ROOT}apps/api`,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    API_PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
  },
});
try {
  await waitForHttp(`${BASE}/healthz`, api);
  const { loads, withLoad } = loadRecorder<Measurement>();
  const rows = [
    await withLoad(ordersPerSecond(customers, products)),
    await withLoad(addToCart(customers, products, CUSTOMERS)),
    await withLoad(addToCart(customers, products, 1)),
  ];
  report(
    'api-orders',
    { customers: CUSTOMERS, seconds: SECONDS, linesPerOrder: LINES_PER_ORDER, database: 'postgresql', loads },
    rows,
  );
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
} finally {
  api.kill('SIGTERM');
}
