// The cart of a signed-in customer (seeded user ferri; this file is its only user, in this order):
// adds from a listing card and the product page, totals to the cent against the API's own pricing,
// a visitor's cart merged into the user's at login, and a cart that survives logout and another
// browser. Screenshots of the page and the popup at desktop and 360 px.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { consentEntry, CONSENT_KEY } from '../../support/fixtures';
import {
  apiCart,
  clearCart,
  euro,
  pickProducts,
  productUrl,
  signInByApi,
  type ApiProduct,
} from '../../support/cart-api';
import { addToCartButton, CartHeader, CartPageObject } from '../../pages/CartPages';
import { SessionDialog } from '../../pages/SessionDialog';

const USER = 'ferri';
const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let products: { single: ApiProduct; stepped: ApiProduct; others: ApiProduct[] };

test.beforeAll(async ({ request }) => {
  products = await pickProducts(request);
});

async function newShopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

test('adds from a listing card and the product page; totals match the API to the cent', async ({ page }) => {
  await page.goto('/');
  await signInByApi(page, USER);
  await clearCart(page);
  const header = new CartHeader(page);
  const cart = new CartPageObject(page);
  const { single, stepped } = products;

  // From a listing: the search results' card of the product.
  await page.goto(`/search?search_term=${encodeURIComponent(single.code)}`);
  const card = page.locator(`article[data-code="${single.code}"]`);
  await addToCartButton(card, single.description).click();
  await header.expectCount(1);
  // From the product page, three packs' worth.
  await page.goto(productUrl(stepped.code));
  await expect(page.getByRole('heading', { level: 1, name: stepped.description })).toBeVisible({
    timeout: 30_000,
  });
  const increase = page.getByRole('button', { name: `Aumenta la quantità di ${stepped.description}` });
  await increase.click();
  await increase.click();
  await addToCartButton(page, stepped.description).click();
  await header.expectCount(2);
  await expect(page.getByRole('textbox', { name: `Quantità di ${stepped.description}` })).toHaveValue(
    String(stepped.minQuantity + 2 * stepped.quantityStep),
  );

  await cart.open();
  const api = await apiCart(page);
  expect(api.lines.map((line) => line.code)).toEqual([single.code, stepped.code]);
  const { decimals } = api.summary;
  const rounded = (value: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
  for (const line of api.lines) {
    expect(line.price.netPrice).not.toBeNull();
    // A line adds up as shown: the rounded net unit price × quantity.
    expect(line.total).toBeCloseTo(rounded((line.price.netPrice ?? 0) * line.quantity), 6);
    await expect(cart.line(line.code).getByTestId('line-total')).toHaveText(euro(line.total ?? 0, decimals));
    await expect(cart.line(line.code).getByTestId('line-net-price')).toHaveText(
      euro(line.price.netPrice ?? 0, decimals),
    );
    if (line.price.discounts) await expect(cart.line(line.code)).toContainText(`${line.price.discounts} %`);
    if (line.freeQuantity > 0)
      await expect(cart.line(line.code).getByTestId('line-free')).toContainText(`+${line.freeQuantity}`);
  }
  const linesTotal = rounded(api.lines.reduce((sum, line) => sum + (line.total ?? 0), 0));
  expect(api.summary.subtotal).toBeCloseTo(linesTotal, 6);
  await expect(cart.total).toHaveText(euro(api.summary.total ?? 0, decimals));
  await expect(page.getByTestId('cart-count')).toHaveText(
    `2 righe: ${new Intl.ListFormat('it', { type: 'unit' }).format(
      [...new Set(api.lines.map((l) => l.unit))].map(
        (unit) => `${api.lines.filter((l) => l.unit === unit).reduce((n, l) => n + l.quantity, 0)} ${unit}`,
      ),
    )}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cart-desktop.png`, fullPage: true });

  // The popup shows the same totals.
  const popup = await header.open();
  await expect(popup.getByTestId('cart-total')).toHaveText(euro(api.summary.total ?? 0, decimals));
  await expect(popup.getByTestId('cart-popup-line')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cart-dropdown-desktop.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 780 });
  await cart.open();
  await expect(cart.lines).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cart-360.png`, fullPage: true });
  await header.open();
  await expect(page.getByTestId('cart-popup-line')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/cart-dropdown-360.png`, animations: 'disabled' });
});

test('a visitor’s cart is merged into the user’s at login', async ({ browser }) => {
  const page = await newShopper(browser);
  const header = new CartHeader(page);
  const extra = products.others[0];
  if (!extra) throw new Error('no third product to add');
  const before = await (async () => {
    const probe = await newShopper(browser);
    await probe.goto('/');
    await signInByApi(probe, USER);
    const cart = await apiCart(probe);
    await probe.context().close();
    return cart;
  })();

  await page.goto(productUrl(extra.code));
  await expect(page.getByRole('heading', { level: 1, name: extra.description })).toBeVisible({
    timeout: 30_000,
  });
  await addToCartButton(page, extra.description).click();
  await header.expectCount(1);

  await new SessionDialog(page).logIn(USER, undefined, /\/account$/);
  await header.expectCount(before.summary.lineCount + 1);
  const cart = new CartPageObject(page);
  await cart.open();
  await expect(cart.lines).toHaveCount(before.lines.length + 1);
  await expect(cart.line(extra.code)).toBeVisible();
  await page.context().close();
});

test('the cart survives logout and another browser', async ({ browser, page }) => {
  const session = new SessionDialog(page);
  await session.logIn(USER, undefined, /\/account$/);
  const kept = await apiCart(page);
  baseExpect(kept.lines.length).toBeGreaterThan(0);
  const header = new CartHeader(page);
  await header.expectCount(kept.summary.lineCount);

  // Log out from the home page: a visitor stays there after the reload (on /account the reloaded page
  // moves on to /login, which has no header to check).
  await page.goto('/');
  await header.expectCount(kept.summary.lineCount);
  await session.accountMenu().click();
  await page.getByRole('menuitem', { name: /^(esci|log out)$/i }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^(accedi|log in)$/i })).toBeVisible();
  await header.expectCount(0);

  const other = await newShopper(browser);
  await new SessionDialog(other).logIn(USER, undefined, /\/account$/);
  await new CartHeader(other).expectCount(kept.summary.lineCount);
  const cart = new CartPageObject(other);
  await cart.open();
  for (const line of kept.lines) await expect(cart.quantity(line.code)).toHaveValue(String(line.quantity));
  await other.context().close();
});
