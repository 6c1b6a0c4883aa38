// Catalogue search and product-list latency of the REST API on PostgreSQL with a big catalogue.
// `pnpm --filter @shop/bench api-catalogue` (env: BENCH_PRODUCTS default 100000, BENCH_SECONDS 10,
// BENCH_CONNECTIONS 4, BENCH_DATABASE_URL default postgres://postgres@127.0.0.1:5432/postgres).
// Creates (or reuses, when already seeded with as many products) the database `shop_bench`, starts the
// API from source on port 4500, and runs mixes of realistic requests.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { loadAverage, waitForHttp } from './lib/shop';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 4500;
const DATABASE = 'shop_bench';
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();
const HEADERS = {
  'x-sessionid': 'bench-session-0123456789',
  'content-type': 'application/x-www-form-urlencoded',
};

async function productCount(): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
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

async function prepareDatabase(): Promise<string> {
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
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  return `seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s (incl. migrations)`;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const SUGGEST_TERMS = [
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
const LIST_FILTERS: Record<string, string>[] = [
  { category: '01', sort: 'description' },
  { category: '01.01.01', sort: 'price', direction: 'desc' },
  { brand: 'GRANSOLE', type: 'E', sort: 'description' },
  { type: 'P', sort: 'relevance' },
  { search_term: 'pasta', category: '01', sort: 'relevance' },
  { search_term: 'detersivo', sort: 'price' },
  { type: 'N', page: '3', sort: 'code' },
  { category: '06.03', type: 'O', sort: 'description', direction: 'desc' },
];
const LIST_BODIES = LIST_FILTERS.map((fields) => form({ Lingua: 'it', pagesize: '12', ...fields }));

async function mix(
  name: string,
  path: string,
  bodies: string[],
  connections = CONNECTIONS,
): Promise<Measurement> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections,
    duration: SECONDS,
    requests: bodies.map((body) => ({ method: 'POST' as const, headers: HEADERS, body })),
  });
  return fromAutocannon(name, result);
}

const prepared = await prepareDatabase();
console.log(prepared);
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
  await waitForHttp(`http://127.0.0.1:${PORT}/healthz`, api);
  const suggestBodies = SUGGEST_TERMS.map((CercaTesto) => form({ Lingua: 'it', CercaTesto }));
  // One short warm-up so that the first measured requests do not pay for cold caches.
  await mix('warm-up', '/api/suggest', suggestBodies);
  const suggestName = `suggest (${SUGGEST_TERMS.length} terms)`;
  const listName = `product list (${LIST_BODIES.length} filter/sort mixes)`;
  // The load average beside each run: the machine is shared, so figures mean little without it.
  const loads: string[] = [];
  const withLoad = async (run: Promise<Measurement>) => {
    const row = await run;
    loads.push(`${row.scenario}: ${loadAverage()}`);
    return row;
  };
  const rows = [
    await withLoad(mix(`${suggestName}, ${CONNECTIONS} connections`, '/api/suggest', suggestBodies)),
    await withLoad(mix(`${listName}, ${CONNECTIONS} connections`, '/api/product/list', LIST_BODIES)),
    // One connection: latency without queueing, the figure that suffers least from a loaded machine.
    await withLoad(mix(`${suggestName}, 1 connection`, '/api/suggest', suggestBodies, 1)),
    await withLoad(mix(`${listName}, 1 connection`, '/api/product/list', LIST_BODIES, 1)),
  ];
  report(
    'api-catalogue',
    {
      products: PRODUCTS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      database: 'postgresql',
      prepared,
      loads,
    },
    rows,
  );
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
} finally {
  api.kill('SIGTERM');
}
