// What the reserved-area benches share: the built API (4530) and gateway (4531) on the large data set's
// database (large-database.ts), staff logged in through the gateway (Bearer tokens), and an autocannon
// run of GraphQL bodies that counts answers carrying `errors` as errors.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { largeDatabaseUrl } from './large-database';
import { fromAutocannon, type Measurement } from './report';
import { cpuMs, waitForHttp } from './shop';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const API_PORT = 4530;
const GATEWAY_PORT = 4531;
export const GRAPHQL = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
const PASSWORD = process.env.BENCH_DEMO_PASSWORD ?? 'Bellini2026';
const SESSION = 'bench-reserved-area-0123456789';

export interface Servers {
  api: ChildProcess;
  gateway: ChildProcess;
  stop(): void;
}

function start(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server.js'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
}

/** The built API and gateway on the large database (run the build first). */
export async function startServers(): Promise<Servers> {
  const api = start(`${ROOT}apps/api`, {
    DATABASE_URL: largeDatabaseUrl,
    API_PORT: String(API_PORT),
    SEED_ON_START: 'false',
  });
  const gateway = start(`${ROOT}apps/gateway`, {
    PORT: String(GATEWAY_PORT),
    API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
  });
  const stop = () => {
    api.kill('SIGTERM');
    gateway.kill('SIGTERM');
  };
  try {
    // The API migrates at start: new indexes on 200,000 orders take a few seconds the first time.
    await waitForHttp(`http://127.0.0.1:${API_PORT}/healthz`, api, 180_000);
    await waitForHttp(`http://127.0.0.1:${GATEWAY_PORT}/readyz`, gateway);
  } catch (error) {
    stop();
    throw error;
  }
  return { api, gateway, stop };
}

export async function graphql(body: string, token?: string): Promise<{ data?: unknown; errors?: unknown }> {
  const response = await fetch(GRAPHQL, { method: 'POST', headers: headersOf(token), body });
  return (await response.json()) as { data?: unknown; errors?: unknown };
}

function headersOf(token?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-sessionid': SESSION,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Logs `username` in through the gateway and answers the Bearer token. */
export async function login(username: string): Promise<string> {
  const answer = (await graphql(
    JSON.stringify({
      query: `mutation ($u: String!, $p: String!) {
        login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token } }`,
      variables: { u: username, p: PASSWORD },
    }),
  )) as { data?: { login?: { token?: string } } };
  const token = answer.data?.login?.token;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return token;
}

/** Checks every body answers data (a wrong query would measure errors). */
export async function checkAnswers(bodies: string[], token: string): Promise<void> {
  for (const body of bodies) {
    const answer = await graphql(body, token);
    if (answer.errors || !answer.data) {
      throw new Error(`bad answer to ${body.slice(0, 200)}: ${JSON.stringify(answer).slice(0, 400)}`);
    }
  }
}

/** The CPU each tier spent per request in a run, in ms (the database: its backends serving the API). */
export interface CpuPerRequest {
  apiMs: number;
  gatewayMs: number;
  databaseMs: number;
}

/** CPU so far of each PostgreSQL backend connected to the benches' database (the API's pool), by pid. */
async function databaseCpu(): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: largeDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
  } finally {
    await client.end();
  }
}

/** CPU the backends spent between two readings (a backend that closed in between is not counted). */
function databaseCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Runs the bodies in turn on `connections` connections as the holder of `token`. */
export async function mix(
  name: string,
  bodies: string[],
  token: string,
  connections: number,
  servers: Servers,
): Promise<Measurement & CpuPerRequest> {
  let graphqlErrors = 0;
  const before = {
    api: cpuMs(servers.api.pid),
    gateway: cpuMs(servers.gateway.pid),
    database: await databaseCpu(),
  };
  const result = await autocannon({
    url: GRAPHQL,
    connections,
    duration: SECONDS,
    requests: bodies.map((body) => ({
      method: 'POST' as const,
      headers: headersOf(token),
      body,
      onResponse: (_status: number, answer: string) => {
        if (answer.includes('"errors"')) graphqlErrors += 1;
      },
    })),
  });
  const row = fromAutocannon(name, result);
  const requests = Math.max(1, row.requests);
  const per = (after: number, start: number) => Math.round(((after - start) / requests) * 100) / 100;
  return {
    ...row,
    errors: row.errors + graphqlErrors,
    apiMs: per(cpuMs(servers.api.pid), before.api),
    gatewayMs: per(cpuMs(servers.gateway.pid), before.gateway),
    databaseMs: Math.round((databaseCpuBetween(before.database, await databaseCpu()) / requests) * 100) / 100,
  };
}
