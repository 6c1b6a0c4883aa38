// Servers for the gateway benchmarks, on the gateway's own ports (4520–4529): the built shop
// (scripts/serve.mjs: API + gateway, fresh embedded database) and a plain Fastify app as a baseline,
// each in its own process so that none shares a thread with the load generator.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const GATEWAY_PORT = 4522;
export const API_PORT = 4523;
export const PLAIN_PORT = 4524;

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the shop exited before answering');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** The built shop (run `pnpm build` first) with its own fresh database. */
export async function startBuiltShop(
  env: Record<string, string> = {},
): Promise<Running & { apiUrl: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
  // Seed beforehand: creating and seeding the whole catalogue can outlast the API's plugin timeout.
  execFileSync(process.execPath, [join(ROOT, 'apps/api/dist/seed-cli.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(GATEWAY_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitFor(`http://localhost:${GATEWAY_PORT}/readyz`, () => child.exitCode !== null);
  return {
    url: `http://localhost:${GATEWAY_PORT}`,
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A trivial Fastify app in its own process answering `payload` as JSON to POST /json. */
export async function startPlainFastify(payload: unknown): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-bench-plain-'));
  const file = join(dir, 'payload.json');
  writeFileSync(file, JSON.stringify(payload));
  const plain = await startPlainServer({ PLAIN_PAYLOAD_FILE: file }, '/json');
  return {
    url: plain.url,
    stop: async () => {
      await plain.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A pass-through proxy in its own process: POST /proxy forwards the body to `upstreamUrl` and answers
 * its bytes untouched. The floor of any gateway: what one more process and HTTP hop cost here.
 */
export function startPassThroughProxy(upstreamUrl: string): Promise<Running> {
  return startPlainServer({ PLAIN_PROXY_URL: upstreamUrl }, '/proxy');
}

async function startPlainServer(env: Record<string, string>, path: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./gateway-plain-server.mjs', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, PLAIN_PORT: String(PLAIN_PORT) },
    },
  );
  await waitFor(`http://127.0.0.1:${PLAIN_PORT}/readyz`, () => child.exitCode !== null);
  return {
    url: `http://127.0.0.1:${PLAIN_PORT}${path}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
