// User management and suppliers (reserved area, management): admin filters the users, changes an
// agent user's e-mail (saved, in the audit log), creates a user and sees the generated temporary
// password once, deactivates it, and is refused (with the API's message, in both languages) when
// deactivating himself, the last manager. Suppliers: list, a record, a field edited and saved. An agent
// gets the not-allowed page. Changes romano's e-mail and a supplier's phone, and creates a user: once
// per suite, on the desktop (360 px and 768 px by resizing).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { ClientDirectory, ClientRecord } from '../../pages/ClientsPages';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, axe runs and screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 180_000 });

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test('management filters the users, edits one, creates one and cannot deactivate the last manager', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const users = new ClientDirectory(page);
  await users.open('/tools/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utenti');
  expect(await users.codes()).toEqual(expect.arrayContaining(['admin', 'moretti', 'rossi']));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/users-1440.png` });

  // The agents only; the filter is in the URL.
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('A');
  await expect(page).toHaveURL(/[?&]type=A/);
  await expect.poll(() => users.codes()).toEqual(['esposito', 'moretti', 'romano']);

  await users.row('romano').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tools\/users\/romano$/);
  const record = new ClientRecord(page);
  await expect(record.heading).toHaveText('Giulia Romano');
  const details = record.section('Dati dell’utente');
  await expect(details).toContainText('Agente (A)');
  await details.getByRole('button', { name: 'Modifica dati dell’utente' }).click();
  const email = details.getByLabel('E-mail');
  await email.fill('giulia.romano');
  await record.save(details).click();
  await expect(details.getByText('Indirizzo e-mail non valido.')).toBeVisible();
  await email.fill('giulia.romano@ingrossobellini.example');
  await record.save(details).click();
  await expect(details.getByRole('status')).toHaveText('Modifiche salvate.');
  await expect(details).toContainText('giulia.romano@ingrossobellini.example');
  await expect(record.audit.getByRole('listitem').first()).toContainText(
    'giulia.romano@ingrossobellini.example',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/user-record-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new office user: the shop generates the temporary password and shows it this once.
  await users.open('/tools/users');
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const dialog = page.getByTestId('create-user-dialog');
  await dialog.getByLabel('Codice utente').fill('E2E.Ufficio');
  await dialog.getByLabel('Tipo').selectOption('U');
  await dialog.getByLabel('E-mail').fill('e2e.ufficio@ingrossobellini.example');
  await dialog.getByRole('button', { name: 'Crea utente' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Utente e2e.ufficio creato');
  await expect(dialog.getByTestId('temporary-password')).toHaveValue(/^\S{10,}$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Apri la scheda dell’utente' }).click();
  await expect(page).toHaveURL(/\/tools\/users\/e2e\.ufficio$/);
  await expect(page.getByTestId('management-page')).toContainText('Password provvisoria');
  await expect(page.getByTestId('temporary-password')).toHaveCount(0);

  // Deactivated: shown as such, and it can come back.
  await page.getByRole('button', { name: 'Disattiva' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByTestId('user-deactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riattiva' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // admin is the only active manager (and himself): the API refuses, the page says why where he
  // pressed, in the page's language.
  for (const [path, message] of [
    ['/tools/users/admin', 'Operazione non riuscita: Non puoi disattivare il tuo stesso utente.'],
    ['/en/tools/users/admin', 'It did not work: You cannot deactivate your own user.'],
  ] as const) {
    await page.goto(path);
    await expect(record.heading).toHaveText('Francesca Bellini');
    await page.getByRole('button', { name: /^(Disattiva|Deactivate)$/ }).click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: /^(Disattiva|Deactivate)$/ })
      .click();
    await expect(page.getByTestId('user-state-failed')).toHaveText(message);
    await expect(page.getByTestId('user-deactivated')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('management edits a supplier; the lists fit 360 px; an agent may not manage users', async ({
  page,
  browser,
}) => {
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const suppliers = new ClientDirectory(page);
  await suppliers.open('/suppliermanagement');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/suppliers-1440.png` });
  const [first] = await suppliers.codes();
  expect(first).toBeTruthy();
  await suppliers
    .row(first ?? '')
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/supplier/${first}$`));
  const record = new ClientRecord(page);
  const details = record.section('Dati del fornitore');
  await details.getByRole('button', { name: 'Modifica dati del fornitore' }).click();
  await details.getByLabel('Telefono').fill('+39 02 1234 5678');
  await record.save(details).click();
  await expect(details.getByRole('status')).toHaveText('Modifiche salvate.');
  await expect(details).toContainText('+39 02 1234 5678');
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await suppliers.open('/suppliermanagement');
  await noHorizontalScroll(page);
  const users = new ClientDirectory(page);
  await users.open('/tools/users');
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/users-360.png` });

  // The agent in a window of his own, with the cookie choice already made.
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  const agent = await context.newPage();
  await new SessionDialog(agent).logIn('moretti', undefined, /\/reservedarea$/);
  await agent.goto('/tools/users');
  await expect(agent.getByTestId('not-allowed')).toBeVisible();
  await context.close();
});
