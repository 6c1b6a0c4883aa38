// Internal documents (intdocument, issue 15): the office attaches a PDF to a client and to one of its
// orders; a file over 10 MB and one of another type are refused at the file field, in words; the
// download gives the file back; an agent of another client cannot see them. Axe; screenshot at 768.
// It stores documents for good: it runs once, in the desktop project.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { graphqlAs } from '../../support/shop-graphql';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, title: string) {
  const form = page.getByTestId('intdocument-upload');
  await form.getByTestId('intdocument-file').setInputFiles(file);
  await form.getByTestId('intdocument-title').fill(title);
  await form.getByTestId('intdocument-submit').click();
}

test('staff attach documents to a client and an order; bad files are refused; an agent of another client sees none', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);

  await page.goto('/client/C00001');
  const section = page.getByTestId('section-internal-documents');
  await expect(section.getByRole('heading', { name: 'Documenti interni' })).toBeVisible();
  const form = section.getByTestId('intdocument-upload');

  // Too big: refused in the browser, at the field.
  await upload(
    page,
    { name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41) },
    'Troppo grande',
  );
  await expect(form.getByTestId('intdocument-file-error')).toHaveText(
    'Il file è troppo grande: al massimo 10 MB.',
  );
  await expect(form.getByTestId('intdocument-file')).toHaveAttribute('aria-invalid', 'true');
  // A program named .pdf: refused by its content, at the field.
  await upload(
    page,
    {
      name: 'fattura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    },
    'Non un PDF',
  );
  await expect(form.getByTestId('intdocument-file-error')).toContainText('Tipo di file non ammesso');

  // A PDF: listed, and downloaded as it was.
  await upload(
    page,
    { name: `contratto-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    `Contratto ${stamp}`,
  );
  await expect(section.getByTestId('intdocuments-outcome')).toContainText(`Contratto ${stamp}`);
  const item = section.getByTestId('intdocument').filter({ hasText: `Contratto ${stamp}` });
  await expect(item).toContainText(`contratto-${stamp}.pdf`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: new RegExp(`Scarica.*Contratto ${stamp}`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`contratto-${stamp}.pdf`);
  const href = await item.getByRole('link').first().getAttribute('href');
  const fetched = await page.request.get(href ?? '');
  expect(fetched.headers()['content-type']).toBe('application/pdf');
  expect(fetched.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await fetched.body()).equals(PDF)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(item).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/internal-documents-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // On one of the client's orders.
  const { managedOrders } = await graphqlAs<{ managedOrders: { items: Array<{ number: string }> } }>(
    page.request,
    '{ managedOrders(pageSize: 1, filter: { clientCode: "C00001" }) { items { number } } }',
  );
  const number = managedOrders.items[0]?.number;
  if (!number) throw new Error('C00001 has no order');
  await page.goto(`/orders/${number}`);
  const onOrder = page.getByTestId('section-internal-documents');
  await upload(
    page,
    { name: `foto-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    `Collo ${stamp}`,
  );
  await expect(onOrder.getByTestId('intdocument').filter({ hasText: `Collo ${stamp}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Delete with a confirmation.
  await onOrder.getByRole('button', { name: `Elimina Collo ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(onOrder.getByTestId('intdocuments-outcome')).toContainText('eliminato');
  await expect(onOrder.getByTestId('intdocument').filter({ hasText: `Collo ${stamp}` })).toHaveCount(0);

  // An agent of another client (esposito does not follow C00001): no record, no file.
  const agent = await newWindow(browser);
  await new SessionDialog(agent).logIn('esposito', undefined, /\/reservedarea$/);
  await agent.goto('/client/C00001');
  await expect(agent.getByTestId('section-internal-documents')).toHaveCount(0);
  const refused = await agent.request.get(href ?? '');
  expect(refused.status()).toBe(404);
  await agent.context().close();
});
