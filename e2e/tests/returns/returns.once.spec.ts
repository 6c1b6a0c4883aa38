// Returns (resi, issue 16): a customer (ferri: her invoiced orders have delivery notes) asks to return
// 2 units of a delivered line with a photo (a PNG made here) and a reason; more than is left is
// refused at the field. Management finds it in /reqresi (waiting ones by default), approves 1 of 2
// (in part) on its record, which makes the credit note, and writes in the thread. The customer sees
// "Approvato in parte", the message, and downloads the credit note (a PDF). The customer's return
// page passes axe at 1440 and 360 px, /reqresi at 768; screenshots of each.
// It adds a return and a credit note for good: it runs once, in the desktop project.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { gradientPng } from '../../support/png';
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

test('a customer asks a return with a photo; management approves part of it; the customer gets the credit note', async ({
  page,
  browser,
}) => {
  const stamp = `e2e ${Date.now()}`;
  const customer = await newWindow(browser);
  await customer.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(customer).logIn('ferri', undefined, /\/account$/);

  // The request: the first delivered line with at least 2 units left.
  await customer.goto('/account/returns/new');
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Chiedi un reso');
  const lines = customer.getByTestId('returnable-line');
  await expect(lines.first()).toBeVisible();
  const lefts = await lines.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-left'))),
  );
  const index = lefts.findIndex((left) => left >= 2);
  expect(index, 'ferri has a delivered line with 2 units left').toBeGreaterThanOrEqual(0);
  const line = lines.nth(index);
  const left = lefts[index] ?? 0;
  const code = (await line.getAttribute('data-product')) ?? '';

  // More than is left: refused at the field, nothing sent.
  await line.getByTestId('return-quantity').fill(String(left + 1));
  await customer.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(line.getByText(`Indica da 1 a ${left} unità.`)).toBeVisible();
  await expect(customer).toHaveURL(/\/account\/returns\/new$/);

  await line.getByTestId('return-quantity').fill('2');
  await line.getByTestId('return-reason').selectOption('DAMAGED');
  await customer.getByLabel('Messaggio').fill(`Due pezzi arrivati rotti (${stamp}).`);
  await customer.getByTestId('return-photo-input').setInputFiles({
    name: 'rotti.png',
    mimeType: 'image/png',
    buffer: gradientPng(32, 24, [200, 40, 40], [40, 40, 200]),
  });
  await customer.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(customer).toHaveURL(/\/account\/returns\/\d+$/);
  const returnUrl = new URL(customer.url()).pathname;
  const id = returnUrl.split('/').at(-1) ?? '';
  await expect(customer.getByTestId('return-view').getByTestId('return-status').first()).toHaveText(
    'In attesa',
  );
  await expect(customer.getByTestId('return-photo')).toBeVisible();
  const number = ((await customer.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Reso ',
    '',
  );

  // Management, at 768 px: the return among the waiting ones, then its record.
  await page.setViewportSize({ width: 768, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  await page.goto('/reqresi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Richieste di reso');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('In attesa');
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/reqresi-768.png`, fullPage: true });
  await row.getByRole('gridcell').first().click();
  await expect(page).toHaveURL(new RegExp(`/reqresi/${id}$`));
  const decision = page.getByTestId('return-decision');
  await expect(decision.getByTestId('approve-quantity')).toHaveValue('2');
  await decision.getByTestId('approve-quantity').fill('1');
  await decision.getByTestId('approve-return').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('1 di 2 unità');
  await dialog.getByRole('button', { name: 'Approva' }).click();
  await expect(page.getByTestId('return-outcome')).toContainText('Reso approvato');
  await expect(page.getByTestId('return-status').first()).toHaveText('Approvato in parte');
  await page.getByLabel('Scrivi un messaggio').fill(`Ne accreditiamo uno: l'altro è integro (${stamp}).`);
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(page.getByTestId('return-message')).toHaveCount(2);

  // The customer: partly approved, the staff's message, the credit note as a PDF.
  await customer.reload();
  const view = customer.getByTestId('return-view');
  await expect(view.getByTestId('return-status').first()).toHaveText('Approvato in parte');
  await expect(view.getByText(`Ne accreditiamo uno: l'altro è integro (${stamp}).`)).toBeVisible();
  await expect(view.getByTestId('approved-quantity')).toHaveText('1');
  await expect(view.getByTestId('return-lines')).toContainText(code);
  const href = await view.getByTestId('credit-note-pdf').getAttribute('href');
  expect(href).toBe(`/return-files/${id}/credit-note.pdf`);
  const pdf = await customer.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(customer)).toEqual([]);
  await customer.screenshot({ path: `${SHOTS}/returns-1440.png`, fullPage: true });
  await customer.setViewportSize({ width: 360, height: 800 });
  await expect(view.getByTestId('credit-note-pdf')).toBeVisible();
  await noHorizontalScroll(customer);
  expect(await axeViolations(customer)).toEqual([]);
  await customer.screenshot({ path: `${SHOTS}/returns-360.png`, fullPage: true });
  await customer.context().close();
});
