// An order import of 10,000 rows through the gateway (POST /graphql/imports) on PostgreSQL with the
// large data set: 50 clients × 200 rows of products in stock, timed end to end from the client (the
// preview check, the import itself, and the same file again, answered from the first import). Each
// round imports a file of its own (its reference differs), BENCH_IMPORT_ROUNDS times (default 3).
// Target (issue 15): a 10,000-row import ≤ 10 s. `pnpm --filter @shop/bench gateway-imports` after a
// build (env as gateway-dashboard; BENCH_IMPORT_ROWS changes the size).
import pg from 'pg';
import { LARGE, largeDatabaseUrl, prepareLargeDatabase } from './lib/large-database';
import { saveResults } from './lib/report';
import { login, startServers } from './lib/reserved-area';

const TARGET_MS = 10_000;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const CLIENTS = 50;
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);
const URL_IMPORTS = 'http://127.0.0.1:4531/graphql/imports';
const SESSION = 'bench-imports-0123456789abcdef';

const CHECK = `mutation($rows: [ImportRowInput!]!) {
  importOrdersCheck(rows: $rows) { rowCount validCount errorCount rows { row outcome } }
}`;
const RUN = `mutation($rows: [ImportRowInput!]!) {
  importOrdersRun(rows: $rows) {
    rowCount validCount errorCount repeated clients { code orderNumber } refusedRows { row reason }
  }
}`;

interface Row {
  client: string;
  code: string;
  quantity: string;
  reference?: string;
}

/** Clients of the large data set and products with a plain pack and plenty of stock. */
async function material(): Promise<{ clients: string[]; products: { code: string; min: number }[] }> {
  const db = new pg.Client({ connectionString: largeDatabaseUrl });
  await db.connect();
  try {
    const clients = await db.query<{ code: string }>(
      `select code from clients where code like 'L%' order by code limit $1`,
      [CLIENTS],
    );
    const perClient = Math.ceil(ROWS / CLIENTS);
    const products = await db.query<{ code: string; min: number }>(
      `select code, min_qty as min from products
        where active and min_qty = step_qty order by code limit $1`,
      [perClient],
    );
    // Enough for every round: each takes the product's minimum per row.
    await db.query(`update products set stock = greatest(stock, 1000000) where code = any($1)`, [
      products.rows.map((p) => p.code),
    ]);
    return { clients: clients.rows.map((c) => c.code), products: products.rows };
  } finally {
    await db.end();
  }
}

function file(tag: string, clients: string[], products: { code: string; min: number }[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; rows.length < ROWS; i += 1) {
    const client = clients[i % clients.length] ?? '';
    const product = products[Math.floor(i / clients.length) % products.length];
    if (!product) throw new Error('no products');
    rows.push({ client, code: product.code, quantity: String(product.min), reference: tag });
  }
  return rows;
}

async function post(query: string, rows: Row[], token: string) {
  const body = JSON.stringify({ query, variables: { rows } });
  const started = performance.now();
  const response = await fetch(URL_IMPORTS, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sessionid': SESSION, authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as {
    data?: Record<string, Record<string, unknown>>;
    errors?: unknown;
  };
  const ms = Math.round(performance.now() - started);
  if (!response.ok || answer.errors || !answer.data) {
    throw new Error(`bad answer (${response.status}): ${JSON.stringify(answer).slice(0, 400)}`);
  }
  return { ms, bytes: body.length, data: Object.values(answer.data)[0] ?? {} };
}

const prepared = await prepareLargeDatabase();
console.log(prepared);
const { clients, products } = await material();
const servers = await startServers();
try {
  const token = await login('admin');
  // Warm-up: a small file (code paths, pools, the JIT).
  await post(RUN, file(`warm-${Date.now()}`, clients, products).slice(0, 200), token);
  const rounds: Record<string, number | string | boolean>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rows = file(`bench-${Date.now()}-${round}`, clients, products);
    const check = await post(CHECK, rows, token);
    const run = await post(RUN, rows, token);
    const again = await post(RUN, rows, token);
    const orders = (run.data.clients as { orderNumber: string | null }[]).filter((c) => c.orderNumber).length;
    if (run.data.validCount !== ROWS || again.data.repeated !== true) {
      throw new Error(`round ${round}: ${JSON.stringify({ ...run.data, clients: orders }).slice(0, 400)}`);
    }
    rounds.push({
      round,
      rows: ROWS,
      requestKB: Math.round(run.bytes / 1024),
      checkMs: check.ms,
      importMs: run.ms,
      orders,
      repeatMs: again.ms,
      met: run.ms <= TARGET_MS,
    });
  }
  const header =
    '| round | rows | request kB | check ms | import ms | orders | same file again ms | ≤ 10 s |';
  const lines = rounds.map(
    (r) =>
      `| ${r.round} | ${r.rows} | ${r.requestKB} | ${r.checkMs} | ${r.importMs} | ${r.orders} | ${r.repeatMs} | ${r.met ? 'met' : 'MISSED'} |`,
  );
  console.log(['', header, '| --: | --: | --: | --: | --: | --: | --: | --- |', ...lines].join('\n'));
  saveResults(
    'gateway-imports',
    { data: LARGE, rows: ROWS, clients: CLIENTS, rounds: ROUNDS, targetMs: TARGET_MS, prepared },
    rounds,
  );
} finally {
  servers.stop();
}
