// Issues on orders (criticità, issue 15): a customer (ferri: no other spec counts her notifications or
// issues) opens an issue on a line of one of her orders; management finds it in /criticita, answers it on the order's
// record and closes it; the customer sees the answer and the status on his order and is told by a
// notification. Grid, record and order page pass axe; screenshots at 1440 and 360 px.
// It adds issues and notifications for good: it runs once, in the desktop project.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { addToCart, availableProducts, emptyCart, graphqlAs } from '../../support/shop-graphql';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ timeout: 180_000 });

async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/** One of the customer's orders (one is placed when he has none). */
async function anOrderOf(request: APIRequestContext): Promise<string> {
  const { orders } = await graphqlAs<{ orders: { items: Array<{ number: string }> } }>(
    request,
    '{ orders(pageSize: 1) { items { number } } }',
  );
  const first = orders.items[0]?.number;
  if (first) return first;
  await emptyCart(request);
  const [product] = await availableProducts(request, 1, 20);
  if (!product) throw new Error('no product to order');
  await addToCart(request, product.code, product.minQuantity);
  const { placeOrder } = await graphqlAs<{ placeOrder: { number: string } }>(
    request,
    'mutation($key: String!) { placeOrder(idempotencyKey: $key, input: { acceptSaleConditions: true }) { number } }',
    { key: `e2e-issues-${Date.now()}` },
  );
  return placeOrder.number;
}

test('a customer opens an issue on a line; management answers and closes it; the customer is told', async ({
  page,
  browser,
}) => {
  const stamp = `e2e ${Date.now()}`;
  const customer = await newWindow(browser);
  await customer.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(customer).logIn('ferri', undefined, /\/account$/);
  const number = await anOrderOf(customer.request);

  // The customer's order page: an issue on line 1 (missing goods).
  await customer.goto(`/account/orders/${number}`);
  const card = customer.getByTestId('order-issues');
  await expect(card.getByRole('heading', { name: 'Segnalazioni' })).toBeVisible();
  // Nothing typed: refused at the field, nothing sent.
  await card.getByTestId('order-issue-submit').click();
  await expect(card.getByText('Scrivi un messaggio.')).toBeVisible();
  await card.getByTestId('order-issue-kind').selectOption('MISSING');
  await card.getByTestId('order-issue-line').selectOption('1');
  await card.getByTestId('order-issue-text').fill(`Manca un cartone della riga 1 (${stamp}).`);
  await card.getByTestId('order-issue-submit').click();
  await expect(card.getByText('Segnalazione inviata: ti risponderemo qui.')).toBeVisible();
  const issue = card.getByTestId('order-issue').filter({ hasText: stamp });
  await expect(issue).toBeVisible();
  await expect(issue.getByTestId('order-issue-status')).toHaveText('Aperta');
  await expect(issue.getByRole('heading')).toContainText('Merce mancante – riga 1');

  // Management: the issue in /criticita (open ones), then on the order's record.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  await page.goto('/criticita');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criticità');
  const row = page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Merce mancante' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Aperta');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/issues-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/issues-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await row.getByRole('gridcell').first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  const thread = page.getByTestId('order-issue').filter({ hasText: stamp });
  await expect(thread).toBeVisible();
  await thread.getByTestId('order-issue-reply').fill(`Spediamo il cartone mancante domani (${stamp}).`);
  await thread.getByTestId('order-issue-status-select').selectOption('CLOSED');
  await thread.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(thread.getByTestId('order-issue-status')).toHaveText('Chiusa');
  await expect(thread.getByTestId('order-issue-message')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // The customer: the answer and the status on the order, no reply box any more, and a notification.
  await customer.reload();
  const closed = customer.getByTestId('order-issue').filter({ hasText: stamp });
  await expect(closed.getByTestId('order-issue-status')).toHaveText('Chiusa');
  await expect(closed.getByText(`Spediamo il cartone mancante domani (${stamp}).`)).toBeVisible();
  await expect(closed.getByText('La segnalazione è chiusa.')).toBeVisible();
  expect(await axeViolations(customer)).toEqual([]);
  await customer.setViewportSize({ width: 360, height: 800 });
  await noHorizontalScroll(customer);
  await customer.goto('/notifiche');
  await expect(customer.getByText(`Segnalazione sull’ordine ${number}: chiusa`).first()).toBeVisible();
  await customer.context().close();
});
