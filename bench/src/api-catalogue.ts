// Catalogue search and product-list latency of the REST API on PostgreSQL with a big catalogue.
// `pnpm --filter @shop/bench api-catalogue` (env: BENCH_PRODUCTS default 100000, BENCH_SECONDS 10,
// BENCH_CONNECTIONS 4, BENCH_DATABASE_URL default postgres://postgres@127.0.0.1:5432/postgres).
// Creates (or reuses, when already seeded with as many products) the database `shop_bench`, starts the
// built API (`pnpm build` first) on port 4500, and runs mixes of realistic requests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  catalogueDatabaseUrl,
  prepareCatalogueDatabase,
  PRODUCTS,
  SUGGEST_TERMS,
} from './lib/catalogue-database';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { loadRecorder, waitForHttp } from './lib/shop';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PORT = 4500;
const HEADERS = {
  'x-sessionid': 'bench-session-0123456789',
  'content-type': 'application/x-www-form-urlencoded',
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
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

const prepared = await prepareCatalogueDatabase();
console.log(prepared);
const api = spawn(process.execPath, ['dist/server.js'], {
  cwd: `${ROOT}apps/api`,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: catalogueDatabaseUrl,
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
  const { loads, withLoad } = loadRecorder<Measurement>();
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
