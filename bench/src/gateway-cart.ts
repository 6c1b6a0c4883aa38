// Add to cart through the gateway on PostgreSQL: customers (copies of the demo customers) log in with
// the GraphQL `login` mutation (Bearer tokens), then autocannon sends `addToCart` mutations, each
// connection as one customer, on BENCH_CONNECTIONS connections, on 5 and on one. Target (issue 7): p95 ≤ 25 ms.
// `pnpm --filter @shop/bench gateway-cart` (env: BENCH_SECONDS 10, BENCH_CONNECTIONS 20,
// BENCH_DATABASE_URL default postgres://postgres@127.0.0.1:5432/postgres). Creates (or reuses) the
// database `shop_bench_cart` with the default demo catalogue and starts the API (port 4504) and the
// gateway (port 4505) as built (`pnpm build` first): what `npm start` runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { cpuMs, loadAverage, waitForHttp } from './lib/shop';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_PORT = 4504;
const GATEWAY_PORT = 4505;
const GRAPHQL = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
const DATABASE = 'shop_bench_cart';
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();
/** The demo users who buy (C, WC, WU with a client); their password is the demo one (README). */
const DEMO_CUSTOMERS = ['rossi', 'ferri', 'gallo', 'bianchi', 'miramare', 'colombo'];
const PASSWORD = process.env.BENCH_DEMO_PASSWORD ?? 'Bellini2026';
/**
 * One customer per connection, as real shoppers are (20 connections on the 6 demo carts would measure
 * three requests queueing on each cart's row lock): bench-cart-N, a copy of demo customer N % 6 (same
 * tipo, client and password hash), logged in through the gateway like the others.
 */
const CUSTOMERS = Array.from({ length: Math.max(CONNECTIONS, 1) }, (_, i) => `bench-cart-${i}`);
const ADD = `mutation Add($code: String!) {
  addToCart(code: $code, quantity: 1, language: IT) {
    notice
    lines { code quantity price { netPrice } total }
    summary { lineCount units total }
  }
}`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<string[]> {
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
  return withClient(databaseUrl, async (db) => {
    // Sold one by one, with stock for any run; the customers' carts start empty.
    const { rows } = await db.query<{ code: string }>(
      `select code from products where active and min_qty = 1 and step_qty = 1 order by code limit 30`,
    );
    const codes = rows.map((row) => row.code);
    await db.query(`update products set stock = 10000000 where code = any($1)`, [codes]);
    for (const [i, username] of CUSTOMERS.entries()) {
      await db.query(
        `insert into users (username, tipo, client_code, password_hash, first_name, last_name)
         select $1, tipo, client_code, password_hash, first_name, last_name from users where username = $2
         on conflict (lower(username)) do nothing`,
        [username, DEMO_CUSTOMERS[i % DEMO_CUSTOMERS.length]],
      );
    }
    await db.query(
      `delete from cart_lines where cart_id in (select carts.id from carts join users on users.id = carts.user_id
       where users.username = any($1))`,
      [CUSTOMERS],
    );
    return codes;
  });
}

async function graphql(query: string, variables: object, headers: Record<string, string> = {}) {
  const response = await fetch(GRAPHQL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sessionid': 'bench-cart-login-0123456789', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function login(username: string): Promise<string> {
  const answer = await graphql(
    `
      mutation Login($input: LoginInput!) {
        login(input: $input, tokenDelivery: BEARER) {
          token
        }
      }
    `,
    { input: { username, password: PASSWORD } },
  );
  const token = (answer.data?.login as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return token;
}

/** BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) go to both servers' node, to profile them. */
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

function start(entry: string, cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...NODE_ARGS, entry], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

const codes = await prepareDatabase();
const api = start('dist/server.js', `${ROOT}apps/api`, {
  DATABASE_URL: databaseUrl,
  API_PORT: String(API_PORT),
  SEED_ON_START: 'false',
});
const gateway = start('dist/server.js', `${ROOT}apps/gateway`, {
  PORT: String(GATEWAY_PORT),
  API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
  // Every bench customer logs in from this one address.
  LOGIN_RATE_LIMIT: '1000',
});
try {
  await waitForHttp(`http://127.0.0.1:${API_PORT}/healthz`, api);
  await waitForHttp(`http://127.0.0.1:${GATEWAY_PORT}/readyz`, gateway);
  const tokens: string[] = [];
  for (const username of CUSTOMERS) tokens.push(await login(username));
  // Each connection is one customer adding the products one after the other.
  const requestsOf = (t: number) =>
    codes.map((_, p) => ({
      method: 'POST' as const,
      headers: {
        'content-type': 'application/json',
        'x-sessionid': `bench-cart-session-${t}-0123456789`,
        authorization: `Bearer ${tokens[t] ?? ''}`,
      },
      body: JSON.stringify({ query: ADD, variables: { code: codes[(p + t * 5) % codes.length] } }),
    }));
  const check = await fetch(GRAPHQL, requestsOf(0)[0] ?? {});
  const answer = (await check.json()) as { data?: unknown; errors?: unknown };
  if (answer.errors || !answer.data) throw new Error(`bad answer: ${JSON.stringify(answer).slice(0, 300)}`);

  const loads: string[] = [];
  /** CPU each tier spent per request in a run (see cpuMs): where the time of a mutation goes. */
  const cpu: { scenario: string; apiCpuMsPerRequest: number; gatewayCpuMsPerRequest: number }[] = [];
  const run = async (connections: number): Promise<Measurement> => {
    // A GraphQL error still answers 200: answers that carry `errors` are counted as errors.
    let graphqlErrors = 0;
    const counted = (t: number) =>
      requestsOf(t).map((request) => ({
        ...request,
        onResponse: (_status: number, body: string) => {
          if (body.includes('"errors"')) graphqlErrors += 1;
        },
      }));
    let next = 0;
    const before = { api: cpuMs(api.pid), gateway: cpuMs(gateway.pid) };
    const result = await autocannon({
      url: GRAPHQL,
      connections,
      duration: SECONDS,
      requests: counted(0),
      setupClient: (client) => {
        client.setRequests(counted(next++ % tokens.length));
      },
    });
    const row = fromAutocannon(
      `addToCart through the gateway, ${connections} connection${connections === 1 ? '' : 's'}, ${CUSTOMERS.length} customers`,
      result,
    );
    loads.push(`${row.scenario}: ${loadAverage()}`);
    const perRequest = (tier: 'api' | 'gateway', pid: number | undefined) =>
      Number(((cpuMs(pid) - before[tier]) / Math.max(result.requests.total, 1)).toFixed(2));
    cpu.push({
      scenario: row.scenario,
      apiCpuMsPerRequest: perRequest('api', api.pid),
      gatewayCpuMsPerRequest: perRequest('gateway', gateway.pid),
    });
    return { ...row, errors: row.errors + graphqlErrors };
  };
  // All customers at once, a busy moment (5 at once) and one customer at a time.
  const rows = [await run(CONNECTIONS), await run(5), await run(1)];
  report(
    'gateway-cart',
    {
      seconds: SECONDS,
      connections: CONNECTIONS,
      customers: CUSTOMERS.length,
      database: 'postgresql',
      loads,
      cpu,
    },
    rows,
  );
  console.table(cpu);
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
} finally {
  api.kill('SIGTERM');
  gateway.kill('SIGTERM');
}
