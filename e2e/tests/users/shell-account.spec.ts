// The landing pages of spec §6 and logout, against the real gateway and API with the demo users.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

test(
  'a customer sees who they are on /account and is refused the reserved area',
  { tag: '@rules' },
  async ({ page }, testInfo) => {
    const session = new SessionDialog(page);
    await session.logIn('rossi', undefined, /\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    await expect(page.getByText('Benvenuto, Giovanni Rossi')).toBeVisible();
    await expect(page.getByTestId('profile').getByText('rossi', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/account-${testInfo.project.name}.png`, fullPage: true });
    await page.goto('/reservedarea');
    await expect(page).toHaveURL(/\/account$/);
  },
);

test(
  'an F user sees a fair of theirs, is refused /account and lists the fairs in the reserved area',
  { tag: '@rules' },
  async ({ page }) => {
    const session = new SessionDialog(page);
    await session.logIn('fiere', undefined, /\/fieredetail\/SIA2027$/);
    // The fair's details: name, place and dates from the API.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Luogo')).toBeVisible();
    await expect(page.getByText('Date', { exact: true })).toBeVisible();
    // /account is not theirs: back to their own landing page (the first fair).
    await page.goto('/account');
    await expect(page).toHaveURL(/\/fieredetail\/SIA2027$/);
    await page.goto('/reservedarea');
    await expect(page.getByRole('heading', { name: 'Le tue fiere' })).toBeVisible();
    await expect(page.getByRole('link', { name: /2027/ })).toBeVisible();
    await page.goto('/fieredetail/NOTMINE');
    await expect(page.getByText('404')).toBeVisible();
  },
);

test(
  'a visitor is sent from /account to /login and back after logging in',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
    const session = new SessionDialog(page);
    const login = page;
    await login.getByLabel(/nome utente/i).fill('ferri');
    await login.getByLabel(/^password/i).fill('Bellini2026');
    await login.getByRole('button', { name: /^accedi$/i }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(session.accountMenu()).toBeVisible();
  },
);

test('logout from the account menu clears the local keys and reloads as a visitor', async ({ page }) => {
  const session = new SessionDialog(page);
  await session.logIn('gallo', undefined, /\/account$/);
  // Log out from the home page: reloaded there, the visitor sees the header's login link (on
  // /account the reloaded page would send the visitor on to /login, which has no header).
  await page.goto('/');
  await page.evaluate(() => {
    for (const key of ['clientAdvancedField', 'data', 'numero', 'codcli']) localStorage.setItem(key, 'x');
  });
  await session.accountMenu().click();
  await page.getByRole('menuitem', { name: /^(esci|log out)$/i }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^(accedi|log in)$/i })).toBeVisible();
  const left = await page.evaluate(() =>
    ['clientAdvancedField', 'data', 'numero', 'codcli'].map((key) => localStorage.getItem(key)),
  );
  expect(left).toEqual([null, null, null, null]);
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).not.toBeNull();
});
