// Notifications end to end: a customer (gallo, who reads English) places an order, the header bell's
// count goes up and the notification is on /en/notifiche with a link to the order; marking it read
// brings the count down. The management then finds the confirmation e-mail in the outbox grid,
// written to the log (the e2e shop has no SMTP server): state "Solo nel log". Axe and screenshots at
// 1440, 768 and 360 px.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { addToCart, availableProducts, graphqlAs, nth } from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const bell = (page: Page) => page.getByTestId('notification-bell');

/** The unread count the bell's accessible name says ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).textContent()) ?? '';
  const match = /(\d+) (unread|non lett[ae])/.exec(name);
  if (!match) throw new Error(`no count in the bell's name: ${name}`);
  return Number(match[1]);
}

let number = '';

test('a customer’s order raises the bell’s count; the notification links to the order and can be marked read', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('gallo', undefined, /\/account$/);
  await page.goto('/en/account');
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = await bellCount(page);

  // The order, as a second tab of gallo would place it (one product, his own cart).
  const product = nth(await availableProducts(page.request, 1, 7), 0);
  await addToCart(page.request, product.code, product.minQuantity);
  const placed = await graphqlAs<{ placeOrder: { number: string } }>(
    page.request,
    `mutation($key: String!) { placeOrder(idempotencyKey: $key, input: { acceptSaleConditions: true }) { number } }`,
    { key: `e2e-notifications-${Date.now()}` },
  );
  number = placed.placeOrder.number;

  // The bell asks again when the window gets the focus (and every minute).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1));

  await bell(page).click();
  await expect(page).toHaveURL(/\/en\/notifiche$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByTestId('notification').filter({ hasText: `Order ${number} received` });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/We have received your order: \d+ lines?, total/);
  await expect(item.getByRole('link', { name: `Order ${number} received` })).toHaveAttribute(
    'href',
    `/en/account/orders/${number}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/notifications-1440.png`, fullPage: true });
  for (const [width, height] of [
    [768, 1024],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(item).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/notifications-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Marked read by keyboard: the badge leaves the item and the bell counts one less.
  await item.getByRole('button', { name: `Mark as read: Order ${number} received` }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByText('Unread', { exact: true })).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);

  // The link opens the order in the account.
  await item.getByRole('link', { name: `Order ${number} received` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${number}$`));
});

test('the management finds the confirmation e-mail in the outbox, logged since no SMTP server is set', async ({
  page,
}) => {
  expect(number).not.toBe('');
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  // Tools › E-mail in uscita, from the navigation.
  await page
    .getByRole('navigation', { name: 'Area riservata' })
    .getByRole('link', { name: 'E-mail in uscita' })
    .click();
  await expect(page).toHaveURL(/\/tools\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail in uscita' })).toBeVisible();
  await page.getByLabel('Cerca destinatario o oggetto').fill(number);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 's.gallo@gallodoro.example' });
  await expect(row).toHaveCount(1);
  // The sender polls every few seconds: reload until the mail has gone to the log.
  // The page itself may take seconds to come back on a busy machine: wait for the row, then the status.
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 10_000 });
    await expect(row.getByTestId('outbox-status')).toHaveText('Solo nel log', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  // Logged mails are done: nothing to send again.
  await expect(row.getByRole('button', { name: /^Rimanda/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/outbox-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/outbox-768.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/outbox-360.png`, fullPage: true });
});
