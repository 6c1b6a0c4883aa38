// `npm start`'s supervisor (scripts/serve.mjs runs the built shop under it) keeps the shop up: the API
// process is killed, the gateway keeps serving the storefront and answers UPSTREAM_UNAVAILABLE, the
// API is started again by itself with a log line, and a cart line added before the kill is still
// there after. Ctrl-C then stops everything. Runs its own shop on free ports and a temporary database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, visitorTest as test } from '../../support/fixtures';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/data/users';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
test.describe.configure({ timeout: 300_000 });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The child processes of `pid` whose command line mentions `entry` (Linux /proc). */
function childrenRunning(pid: number, entry: string): number[] {
  const found: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/).map(Number) : []) {
      const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      if (command.includes(entry)) found.push(child);
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

test('the API is restarted by itself after a crash, the storefront stays up, and the cart survives @rules', async () => {
  const port = await freePort();
  const apiPort = await freePort();
  const shopUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-supervisor-'));
  let output = '';
  const shop: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '500',
    },
  });
  shop.stdout?.on('data', (chunk) => (output += String(chunk)));
  shop.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => shop.once('exit', (code) => resolve(code)));

  const graphql = async (query: string, variables = {}, token?: string): Promise<GraphqlAnswer> => {
    const res = await fetch(`${shopUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sessionid': 'supervisor-test-0123456789',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphqlAnswer;
  };
  const cartLines = (token: string) =>
    graphql('{ cart(language: IT) { lines { code quantity } } }', {}, token);

  try {
    await expect
      .poll(() => output, { timeout: 180_000, message: 'the shop starts' })
      .toContain('The shop is running');

    const login = await graphql(
      'mutation($p: String!) { login(input: { username: "ferri", password: $p }, tokenDelivery: BEARER) { token } }',
      { p: DEMO_PASSWORD },
    );
    const token = (login.data?.login as { token: string }).token;
    type Item = { code: string; minQuantity: number; stock: string };
    const products = await graphql(
      '{ products(language: IT, pageSize: 20) { items { code minQuantity stock } } }',
    );
    const product = (products.data?.products as { items: Item[] }).items.find(
      (p) => p.stock !== 'OUT_OF_STOCK',
    );
    if (!product) throw new Error('no product in stock on the first catalogue page');
    await graphql(
      'mutation($c: String!, $q: Int!) { addToCart(code: $c, quantity: $q, language: IT) { id } }',
      { c: product.code, q: product.minQuantity },
      token,
    );
    const before = (await cartLines(token)).data?.cart as {
      lines: Array<{ code: string; quantity: number }>;
    };
    expect(before.lines).toContainEqual({ code: product.code, quantity: product.minQuantity });

    // The API process dies (as a crash or the OOM killer would end it).
    const [apiPid] = childrenRunning(shop.pid ?? 0, 'apps/api/dist/server.js');
    if (!apiPid) throw new Error('no API process under the supervisor');
    process.kill(apiPid, 'SIGKILL');

    // Meanwhile the gateway answers: the storefront, and a clear code for data it cannot reach.
    await expect
      .poll(async () => (await cartLines(token)).errors?.[0]?.extensions?.code, { timeout: 10_000 })
      .toBe('UPSTREAM_UNAVAILABLE');
    const storefront = await fetch(`${shopUrl}/`, { headers: { accept: 'text/html' } });
    expect(storefront.status).toBe(200);
    expect(await storefront.text()).toContain('<div id="root">');

    // The API is back by itself, and so is the cart line.
    await expect.poll(async () => (await cartLines(token)).data?.cart, { timeout: 120_000 }).toEqual(before);
    expect(output).toContain(
      `✖ api (pid ${apiPid}) stopped unexpectedly (signal SIGKILL); restarting it in 1 s`,
    );
    // The supervisor polls the API's health every 150 ms: its line may follow the first answer.
    await expect.poll(() => output).toMatch(/✔ api is back \(pid \d+\)/);
    const [newApiPid] = childrenRunning(shop.pid ?? 0, 'apps/api/dist/server.js');
    expect(newApiPid).not.toBe(apiPid);

    // Ctrl-C stops the whole shop, cleanly.
    const gatewayPid = childrenRunning(shop.pid ?? 0, 'apps/gateway/dist/server.js')[0] ?? 0;
    shop.kill('SIGINT');
    expect(await exited).toBe(0);
    expect([newApiPid, gatewayPid].filter((pid) => pid && alive(pid))).toEqual([]);
    await expect(fetch(`${shopUrl}/readyz`)).rejects.toThrow();
  } finally {
    if (shop.exitCode === null) {
      shop.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
