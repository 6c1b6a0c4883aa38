// A user's cart lives on the server: it survives a restart of the API and the gateway. This test
// runs its own shop (ports 4352/4353, a temporary database folder), fills the cart, stops both
// servers, starts them again on the same data and finds the cart in another browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test, consentEntry, CONSENT_KEY } from '../../support/fixtures';
import { apiAddToCart, apiCart, clearCart, pickProducts, signInByApi } from '../../support/cart-api';
import { CartHeader, CartPageObject } from '../../pages/CartPages';
import { SessionDialog } from '../../pages/SessionDialog';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 4352;
const URL_OF_SHOP = `http://localhost:${PORT}`;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

async function waitForShop(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${URL_OF_SHOP}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not start in time');
}

async function startShop(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '500',
    },
  });
  await waitForShop(child);
  return child;
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function shopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: URL_OF_SHOP });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

test('a user’s cart survives a restart of the API and the gateway', async ({ browser }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-cart-restart-'));
  let shop = await startShop(dataDir);
  try {
    const first = await shopper(browser);
    await first.goto('/');
    await signInByApi(first, 'ferri');
    await clearCart(first);
    const { single, stepped } = await pickProducts(first.request);
    await apiAddToCart(first, single.code, 3);
    const before = await apiAddToCart(first, stepped.code, stepped.minQuantity);
    await first.reload();
    await new CartHeader(first).expectCount(before.summary.lineCount);
    await first.context().close();

    await stopShop(shop);
    shop = await startShop(dataDir);

    const second = await shopper(browser);
    await new SessionDialog(second).logIn('ferri', undefined, /\/account$/);
    await new CartHeader(second).expectCount(before.summary.lineCount);
    const cart = new CartPageObject(second);
    await cart.open();
    await expect(cart.quantity(single.code)).toHaveValue('3');
    await expect(cart.quantity(stepped.code)).toHaveValue(String(stepped.minQuantity));
    expect((await apiCart(second)).summary.total).toBe(before.summary.total);
    await second.context().close();
  } finally {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
