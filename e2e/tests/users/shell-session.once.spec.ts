// The dialogs a signed-in user must complete (spec §4, §5) against the real gateway and API, with
// the seeded demo users that carry each state. Saving changes a user for the rest of the run (the
// e2e database is shared by both projects), so each state-changing flow runs in the desktop project
// only and checks the 360 px layout itself by resizing; the other project would race it.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { PRIVACY_POLICY, SALE_CONDITIONS } from '../../../apps/api/src/seed/data/policies';
import { TEMPORARY_PASSWORD } from '../../../apps/api/src/seed/data/users';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Each test answers several dialogs over a few page loads: 58 s of the default 60 in CI.
test.describe.configure({ timeout: 120_000 });

test('privacy then sale conditions: every item is mandatory, saved answers close each dialog', async ({
  page,
}) => {
  const session = new SessionDialog(page);
  await session.logIn('bianchi');
  const privacy = session.dialog('Informativa sulla privacy');
  await expect(privacy).toBeVisible();
  await expect(privacy).toHaveCSS('max-width', '800px');
  expect(await axeViolations(page)).toEqual([]);

  // Nothing answered: the translated alert, in the dialog and at each item.
  await session.save(privacy).click();
  await expect(privacy.getByText('Seleziona tutti i campi obbligatori.')).toBeVisible();
  const items = PRIVACY_POLICY.map((item) => session.item(privacy, item.it.description));
  const checkboxItem = items[0] ?? privacy;
  const choiceItems = items.slice(1);
  await expect(checkboxItem.getByText('Campo obbligatorio: seleziona una risposta.')).toBeVisible();
  // Escape does not close it, nor does navigating.
  await page.keyboard.press('Escape');
  await expect(privacy).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/consent-privacy-360.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `${SHOTS}/consent-privacy-desktop.png` });

  // The checkbox alone is not enough: every choice needs an option.
  await checkboxItem.getByText(PRIVACY_POLICY[0]?.it.testi[0] ?? '').click();
  await session.save(privacy).click();
  await expect(
    (choiceItems[0] ?? privacy).getByText('Campo obbligatorio: seleziona una risposta.'),
  ).toBeVisible();
  for (const item of choiceItems) await item.getByText('Non acconsento').click();
  await session.save(privacy).click();

  const sale = session.dialog('Condizioni di vendita');
  await expect(sale).toBeVisible();
  await expect(privacy).toHaveCount(0);
  for (const [index, seed] of SALE_CONDITIONS.entries()) {
    const item = session.item(sale, seed.it.description);
    await item.getByText(seed.it.testi[index === 0 ? 0 : seed.it.testi.length - 1] ?? '').click();
  }
  await session.save(sale).click();
  await expect(sale).toHaveCount(0);

  // Saved at the API: a new page load asks nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the forced password change survives navigation and checks strength and match', async ({ page }) => {
  const session = new SessionDialog(page);
  await session.logIn('ufficio', TEMPORARY_PASSWORD);
  const dialog = session.dialog('Cambia la password');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/');
  await expect(dialog).toBeVisible();
  await page.goto('/en/reservedarea');
  const english = session.dialog('Change your password');
  await expect(english).toBeVisible();
  await page.goto('/reservedarea');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(/^Password attuale/).fill(TEMPORARY_PASSWORD);
  await dialog.getByLabel(/^Nuova password/).fill('corta1');
  await dialog.getByLabel(/^Ripeti la nuova password/).fill('diversa');
  await session.save(dialog).click();
  await expect(dialog.getByText('La password deve avere almeno 10 caratteri.')).toBeVisible();
  await expect(dialog.getByText('Le due password non coincidono.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/forced-password-360.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `${SHOTS}/forced-password-desktop.png` });

  // A wrong current password: the server's message at its field, the typed values kept.
  await dialog.getByLabel(/^Password attuale/).fill('NonQuesta1x');
  await dialog.getByLabel(/^Nuova password/).fill('Magazzino2026x');
  await dialog.getByLabel(/^Ripeti la nuova password/).fill('Magazzino2026x');
  await session.save(dialog).click();
  await expect(dialog.getByLabel(/^Password attuale/)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(/^Nuova password/)).toHaveValue('Magazzino2026x');

  await dialog.getByLabel(/^Password attuale/).fill(TEMPORARY_PASSWORD);
  await dialog.getByLabel(/^Nuova password/).fill('Vendite2026nuova');
  await dialog.getByLabel(/^Ripeti la nuova password/).fill('Vendite2026nuova');
  await session.save(dialog).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cruscotto' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the forced name dialog survives navigation and saves the name', async ({ page }) => {
  const session = new SessionDialog(page);
  await session.logIn('miramare');
  const dialog = session.dialog('Completa il tuo profilo');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await session.save(dialog).click();
  await expect(dialog.getByText('Campo obbligatorio.')).toHaveCount(2);
  await dialog.getByLabel(/^Nome/).fill('Giulia');
  await dialog.getByLabel(/^Cognome/).fill('Conti');
  await session.save(dialog).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByText('Benvenuto, Giulia Conti')).toBeVisible();
});
