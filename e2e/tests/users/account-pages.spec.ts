// The customer's account area as rossi: profile with company, VAT number and addresses; consents
// with the cookie choice; the change-password form's checks. Nothing here changes the user.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, axe runs and full-page screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
});

test('the profile shows names, the company with its VAT number and the delivery addresses', async ({
  page,
}, testInfo) => {
  await expect(page.getByTestId('profile')).toContainText('Giovanni Rossi');
  const company = page.getByTestId('company');
  await expect(company).toContainText('Alimentari Rossi S.r.l.');
  await expect(company).toContainText('IT01234560157');
  await expect(company).toContainText('Via Padova 118, 20127 Milano (MI)');
  const addresses = page.getByTestId('addresses');
  await expect(addresses.getByRole('listitem')).toHaveCount(2);
  await expect(addresses).toContainText('Magazzino Sesto San Giovanni');
  await expect(addresses.getByText('Predefinito')).toHaveCount(1);
  // Nothing (a long email address) makes the page wider than the window.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/account-profile-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('link', { name: 'ENG – English' }).click();
  await expect(page.getByTestId('company')).toContainText('VAT number', { timeout: 30_000 });
});

test('consents: policies accepted, this browser’s cookie choice, and the button to change it', async ({
  page,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Il tuo account' })
    .getByRole('link', { name: 'Consensi' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consensi' })).toBeVisible();
  await expect(page.getByTestId('consent-privacy')).toContainText('Accettate');
  await expect(page.getByTestId('consent-sale_conditions')).toContainText('Accettate');
  await expect(page.getByTestId('consent-cookies')).toContainText('Cookie analitici: non consentiti');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/account-consents-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cambia le preferenze sui cookie' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Cookie policy' })).toBeVisible();
});

test('change password: rules checked before sending, a wrong current password at its field', async ({
  page,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Il tuo account' })
    .getByRole('link', { name: 'Password' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambia password' })).toBeVisible();
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('Campo obbligatorio.').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/account-password-${testInfo.project.name}.png`, fullPage: true });

  await page.getByLabel(/^password attuale/i).fill('NotMyPassword1');
  await page.getByLabel(/^nuova password/i).fill('NuovaPassword2027');
  await page.getByLabel(/^ripeti/i).fill('NuovaPassword2027');
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
  await expect(page.getByLabel(/^nuova password/i)).toHaveValue('NuovaPassword2027');
});
