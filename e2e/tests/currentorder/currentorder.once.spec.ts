// Ordering for a client (issue 14): moretti (agent AG01, ceiling 10 %) chooses C00001, orders at
// Rossi's prices (to the cent of Rossi's own session), gives a discount within his ceiling and one
// above it (refused at the field), places the order; Rossi sees it placed by his agent. Changing to
// C00002 shows C00002's own (empty) cart; C00003 (another agent's) cannot be found or opened by any
// route. Places an order and changes moretti's session: once per suite, at 768 px and desktop.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { addToCartButton, CartHeader, CartPageObject } from '../../pages/CartPages';
import { CurrentOrderBar, CurrentOrderPage, lineDiscount } from '../../pages/CurrentOrder';
import { ManagementShell } from '../../pages/ManagementShell';
import { graphqlAs } from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TABLET = { width: 768, height: 1024 };
/** An amount as the shop shows it in Italian ("€ 1.234,50"). */
const euro = (value: number) =>
  new RegExp(
    `€\\s?${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      .format(value)
      .replace('.', '\\.')}(?!\\d)`,
  );

interface PricedProduct {
  code: string;
  description: string;
  minQuantity: number;
  price: { listPrice: number; netPrice: number; discounts: string; promotionCode: string | null };
}

/** A signed-in session of another user in its own browser context (Rossi, Ferri). */
async function sessionOf(
  browser: Browser,
  username: string,
): Promise<{ page: Page; request: APIRequestContext }> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        categories: { essential: { active: true }, analytics: { active: false } },
        expiry: Date.now() + 3_600_000,
      }),
    ),
  );
  const page = await context.newPage();
  await new SessionDialog(page).logIn(username, undefined, /\/account$/);
  return { page, request: page.request };
}

/** In-stock products without a promotion, priced for the session's buyer. */
async function pricedProducts(request: APIRequestContext, count: number): Promise<PricedProduct[]> {
  const { products } = await graphqlAs<{
    products: { items: (PricedProduct & { stock: string })[] };
  }>(
    request,
    `{ products(pageSize: 60, language: IT, sort: CODE) { items {
        code description minQuantity stock price { listPrice netPrice discounts promotionCode } } } }`,
  );
  const chosen = products.items
    .filter((p) => p.stock === 'AVAILABLE' && !p.price.promotionCode)
    .slice(0, count);
  expect(chosen).toHaveLength(count);
  return chosen;
}

test('moretti orders for C00001 at Rossi’s prices, with a discount within his ceiling; Rossi sees it placed by him', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(TABLET);
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const rossi = await sessionOf(browser, 'rossi');

  // The reserved area's navigation leads to "order for a client", whose search finds only his clients.
  const chooser = new CurrentOrderPage(page);
  const shell = new ManagementShell(page);
  await shell.openNav();
  await shell.nav.getByRole('link', { name: /^(Ordine per un cliente|Order for a client)$/ }).click();
  await expect(chooser.search).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await chooser.search.fill('Rossi');
  await expect(chooser.result('C00001')).toBeVisible();
  await expect(chooser.result('C00003')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/currentorder-choose-768.png`, fullPage: true });

  // He opens C00001 from his clients page and orders for it from the record.
  await page.goto('/clients');
  const grid = page.getByRole('grid');
  await grid.locator('tbody tr', { hasText: 'C00001' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alimentari Rossi S.r.l.' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Ordina per questo cliente' }).click();

  // The storefront now runs as Rossi's company, with the bar in view.
  const bar = new CurrentOrderBar(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.client).toHaveText('Stai ordinando per Alimentari Rossi S.r.l. (C00001)');
  await expect(bar.change).toBeVisible();
  await expect(bar.finish).toBeVisible();

  // Prices: what Rossi's own session is priced, to the cent.
  const [first, second] = await pricedProducts(rossi.request, 2);
  if (!first || !second) throw new Error('no products');
  const asAgent = await pricedProducts(page.request, 2);
  expect(asAgent.map((p) => [p.code, p.price])).toEqual([first, second].map((p) => [p.code, p.price]));
  expect(first.price.discounts).toBe('20+10');

  for (const product of [first, second]) {
    await page.goto(`/product/${product.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('current-order-bar')).toBeVisible();
    await expect(page.locator('main')).toContainText(euro(product.price.netPrice));
    // The product's own button (the same description may come again among the related products).
    await addToCartButton(page.locator('main'), product.description).first().click();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Carrello\s*, [1-9]/ })).toBeVisible({
      timeout: 20_000,
    });
  }
  await page.screenshot({ path: `${SHOTS}/currentorder-bar-768.png` });

  // The cart: Rossi's net prices; a discount within the ceiling, then one above it.
  const cart = new CartPageObject(page);
  await cart.open();
  const line = cart.line(first.code);
  await expect(line).toContainText(euro(first.price.netPrice));
  const discount = lineDiscount(line);
  await expect(line.getByText('Sconto extra % (max 10)')).toBeVisible();
  await discount.input.fill('5');
  await discount.apply.click();
  await expect(line).toContainText('Sconto extra applicato: 20+10+5');
  // 5 % more after 20+10, on the list price, rounded half-up to the cent.
  const discounted = Math.round(first.price.listPrice * 0.72 * 0.95 * 100 + 1e-6) / 100;
  await expect(line).toContainText(euro(discounted));
  await discount.input.fill('15');
  await discount.input.press('Enter');
  await expect(
    line.getByText(
      'Puoi concedere al massimo il 10% di sconto extra su una riga: il 15% è sopra il tuo massimo',
    ),
  ).toBeVisible();
  await expect(discount.input).toHaveValue('15');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/currentorder-cart-768.png`, fullPage: true });

  // The server priced the line at 20+10+5 and kept it (the refusal changed nothing).
  const { cart: server } = await graphqlAs<{
    cart: {
      lines: { code: string; extraDiscount: number; price: { discounts: string; netPrice: number } }[];
      summary: { total: number };
    };
  }>(
    page.request,
    '{ cart { lines { code extraDiscount price { discounts netPrice } } summary { total } } }',
  );
  expect(server.lines.find((l) => l.code === first.code)).toMatchObject({
    extraDiscount: 5,
    price: { discounts: '20+10+5', netPrice: discounted },
  });

  // Checkout: Rossi's delivery addresses, the order placed for him.
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(checkout.total).toContainText(euro(server.summary.total));
  // Rossi's delivery addresses (two), not the agent's or another client's.
  await expect(page.getByLabel('Indirizzo di consegna').locator('option')).toHaveCount(2);
  await checkout.acceptConditions();
  await checkout.placeOrder.click();
  await checkout.confirm.click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d{4}\/\d{6}$/, { timeout: 30_000 });
  const number = /(\d{4}\/\d{6})$/.exec(page.url())?.[1] ?? '';
  // Spoken to as the agent he is, and led to the order's record (not to a customer's account page).
  await expect(page.getByTestId('order-number')).toHaveText(
    `Per Alimentari Rossi S.r.l. è partito l’ordine numero ${number}.`,
  );
  await expect(page.getByRole('link', { name: 'Apri la scheda dell’ordine' })).toHaveAttribute(
    'href',
    `/orders/${number}`,
  );

  // Rossi sees it in his orders, placed by his agent.
  await rossi.page.goto('/account/orders');
  const listed = rossi.page.getByTestId('order-list').getByRole('listitem').filter({ hasText: number });
  await expect(listed.getByTestId('placed-by')).toHaveText('Inserito dal tuo agente Luca Moretti');
  await listed.getByRole('link', { name: new RegExp(number) }).click();
  await expect(rossi.page.getByTestId('placed-by')).toHaveText('Inserito dal tuo agente Luca Moretti');
  expect(await axeViolations(rossi.page)).toEqual([]);
  await rossi.page.context().close();
});

test('changing from C00001 to C00002 shows C00002’s own empty cart, at Ferri’s prices', async ({
  page,
  browser,
}) => {
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const chooser = new CurrentOrderPage(page);
  await chooser.open();
  await chooser.choose('C00001', 'C00001');
  const cart = new CartPageObject(page);
  await cart.open();
  // Something in Rossi's cart, so the change shows it is not carried across.
  const [product] = await pricedProducts(page.request, 1);
  if (!product) throw new Error('no product');
  await graphqlAs(
    page.request,
    'mutation($c: String!, $q: Int) { addToCart(code: $c, quantity: $q) { id } }',
    {
      c: product.code,
      q: product.minQuantity,
    },
  );
  await cart.open();
  await expect(cart.lines).toHaveCount(1);

  const bar = new CurrentOrderBar(page);
  await bar.change.click();
  await chooser.choose('Ferri', 'C00002');
  await expect(bar.client).toHaveText('Stai ordinando per Bar Pasticceria Ferri S.n.c. (C00002)');
  await cart.open();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await new CartHeader(page).expectCount(0);

  // Listing prices follow the client: Ferri's, not Rossi's.
  const ferri = await sessionOf(browser, 'ferri');
  const [asFerri] = await pricedProducts(ferri.request, 1);
  const [asAgent] = await pricedProducts(page.request, 1);
  expect(asAgent?.price).toEqual(asFerri?.price);
  expect(asAgent?.price.discounts).toBe('5');
  await page.goto(`/search?search_term=${asFerri?.code ?? ''}`);
  await expect(page.locator('main')).toContainText(euro(asFerri?.price.netPrice ?? 0), { timeout: 30_000 });
  await ferri.page.context().close();

  // Screenshots of the bar at 360 and 1440 px.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/currentorder-bar-360.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/currentorder-bar-1440.png` });

  // Finishing: no bar, no cart for staff, a way to choose a client.
  await bar.finish.click();
  await expect(page).toHaveURL(/\/currentorder$/);
  await expect(page.getByTestId('current-order-bar')).toHaveCount(0);
  await page.goto('/cart');
  await expect(
    page.getByText('Il carrello è quello del cliente per cui ordini: scegli prima il cliente.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scegli un cliente' })).toHaveAttribute(
    'href',
    '/currentorder',
  );
});

test('moretti cannot find or open C00003 by any route', async ({ page }) => {
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const chooser = new CurrentOrderPage(page);
  await chooser.open();
  for (const term of ['C00003', 'Gallo', 'Torino']) {
    await chooser.search.fill(term);
    await expect(chooser.noResults).toBeVisible();
  }
  const refused = await page.request.post('/graphql', {
    data: { query: 'mutation { startOrderingFor(clientCode: "C00003") { client { code } } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  // The client record of another agent's client is "not found" too (when the client pages exist).
  const record = await page.goto('/client/C00003');
  expect(record?.ok()).toBe(true);
  await expect(page.getByText(/C00003/).filter({ hasText: /Gallo/ })).toHaveCount(0);
  await expect(page.getByTestId('current-order-bar')).toHaveCount(0);
});
