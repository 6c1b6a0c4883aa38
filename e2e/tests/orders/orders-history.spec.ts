// The order history of rossi (seeded: seven orders over the last months, one cancelled) with its
// filters in the URL, and an order's detail.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { daysAgo, OrdersPage } from '../../pages/OrdersPage';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, axe runs and full-page screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
});

test('lists the orders newest first and filters by status and dates, the filters in the URL', async ({
  page,
}, testInfo) => {
  const orders = new OrdersPage(page);
  await page
    .getByRole('navigation', { name: 'Il tuo account' })
    .getByRole('link', { name: 'Ordini' })
    .click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(orders.count).toHaveText(/^\d+ ordini$/);
  const everyOrder = (await orders.count.textContent()) ?? '';
  expect(await orders.orderLinks().count()).toBeGreaterThanOrEqual(7);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-${testInfo.project.name}.png`, fullPage: true });

  await orders.filter({ status: 'CANCELLED' });
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(orders.count).toHaveText('1 ordine');
  await expect(orders.list.getByText('Annullato')).toBeVisible();

  // The order of 12 days ago is partly shipped (its rest is rossi's backorder).
  await orders.filter({ status: 'PARTLY_SHIPPED', from: daysAgo(30) });
  await expect(orders.count).toHaveText('1 ordine');
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(30)}`));

  // The URL alone gives the same list (bookmark, reload, shared link).
  await orders.open(`?to=${daysAgo(100)}`);
  await expect(orders.count).toHaveText('2 ordini');
  await expect(page.getByLabel(/^al$/i)).toHaveValue(daysAgo(100));
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByLabel(/^al$/i)).toHaveValue('');
  // The whole list again (not just any count: "2 ordini" would match before the reset lands).
  await expect(orders.count).toHaveText(everyOrder);

  // A start after the end is refused at the form.
  await orders.filter({ from: daysAgo(1), to: daysAgo(10) });
  await expect(
    page.getByRole('alert').filter({ hasText: 'La data iniziale non può essere dopo quella finale.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('shows an order: status, history, delivery address, lines and total', async ({ page }, testInfo) => {
  const orders = new OrdersPage(page);
  await orders.open('?status=cancelled');
  await orders.orderLinks().first().click();
  await expect(page).toHaveURL(/\/account\/orders\/\d{4}\/\d{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine \d{4}\/\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Ordine doppio, annullare.')).toBeVisible();
  const history = page.getByTestId('order-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Ricevuto');
  await expect(history.getByRole('listitem').last()).toContainText('Annullato');
  await expect(page.getByTestId('order-address')).toContainText('Milano');
  await expect(page.getByTestId('order-lines').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('order-total')).toContainText('€');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-detail-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('link', { name: 'Torna ai miei ordini' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('an order number that is not the company’s is not shown', { tag: '@rules' }, async ({ page }) => {
  await page.goto('/account/orders/1999/000001');
  await expect(page.getByText('Questo ordine non esiste o non è della tua azienda.')).toBeVisible({
    timeout: 30_000,
  });
});

test('an invoiced order lists its delivery note and invoice, each downloaded as a PDF', async ({
  page,
}, testInfo) => {
  const orders = new OrdersPage(page);
  await orders.open('?status=invoiced');
  await orders.orderLinks().first().click();
  const documents = page.getByTestId('order-documents');
  await expect(documents.getByRole('heading', { name: 'Documenti' })).toBeVisible();
  const ddt = documents.getByRole('link', { name: /^Scarica DDT \d{4}\/\d{6} in PDF$/ }).first();
  const invoice = documents.getByRole('link', { name: /^Scarica Fattura \d{4}\/\d{6} in PDF$/ });
  await expect(ddt).toBeVisible();
  await expect(invoice).toHaveCount(1);
  await expect(documents.getByText(/^fatturato con la fattura \d{4}\/\d{6}$/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await documents.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/orders-documents-${testInfo.project.name}.png` });

  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await download.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }),
  );
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the goods still to come: the partly shipped order’s open lines with what is left', async ({
  page,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Il tuo account' })
    .getByRole('link', { name: 'Merce da ricevere' })
    .click();
  await expect(page).toHaveURL(/\/account\/backorders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merce da ricevere' })).toBeVisible();
  const rows = page.getByTestId('backorders').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/backorders-${testInfo.project.name}.png`, fullPage: true });
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/account\/orders\/\d{4}\/\d{6}$/);
});
