// Cookie consent (spec §4, §9): asked until a stored, unexpired choice exists; both buttons store a
// one-year choice and reload; an expired choice is removed and asked again; the footer reopens it.
import { axeViolations } from '../../support/axe';
import { CONSENT_KEY, consentEntry, expect, visitorTest as test } from '../../support/fixtures';
import { ConsentDialog } from '../../pages/ConsentDialog';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

test(
  '"Accept all" stores essential and analytics for a year, closes and reloads',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/');
    const consent = new ConsentDialog(page);
    await consent.expectOpen();
    await expect(consent.dialog.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
    await expect(consent.dialog.getByRole('link', { name: /Cookie policy/ })).toHaveAttribute(
      'href',
      '/pages/cookie-policy',
    );
    const before = Date.now();
    await consent.acceptAll();
    await expect(consent.dialog).toHaveCount(0);
    const stored = await consent.storedConsent();
    expect(stored?.categories).toEqual({ essential: { active: true }, analytics: { active: true } });
    const validFor = (stored?.expiry ?? 0) - before;
    expect(validFor).toBeGreaterThan(YEAR_MS - DAY_MS);
    expect(validFor).toBeLessThan(YEAR_MS + 2 * DAY_MS);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(consent.dialog).toHaveCount(0);
  },
);

for (const analytics of [false, true]) {
  test(
    `"Save settings" stores analytics ${analytics ? 'on' : 'off'}; essential cannot be changed`,
    { tag: '@rules' },
    async ({ page }) => {
      await page.goto('/en');
      const consent = new ConsentDialog(page);
      await consent.expectOpen();
      await expect(consent.essentialSwitch).toBeChecked();
      await expect(consent.essentialSwitch).toBeDisabled();
      await expect(consent.analyticsSwitch).not.toBeChecked();
      if (analytics) await consent.dialog.getByText('Analytics cookies', { exact: true }).click();
      await expect(consent.analyticsSwitch).toBeChecked({ checked: analytics });
      await consent.saveSettings();
      await expect(consent.dialog).toHaveCount(0);
      expect((await consent.storedConsent())?.categories).toEqual({
        essential: { active: true },
        analytics: { active: analytics },
      });
    },
  );
}

test('an expired choice is removed and the dialog shows again', { tag: '@rules' }, async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => {
      // Only before the first load: the test then checks what the shop did with it.
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [CONSENT_KEY, consentEntry(true, Date.now() - 1000)] as const,
  );
  await page.goto('/');
  const consent = new ConsentDialog(page);
  await consent.expectOpen();
  expect(await consent.storedConsent()).toBeNull();
});

test('a choice expires one year later (fake clock)', { tag: '@rules' }, async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-10T10:00:00Z') });
  await page.goto('/');
  const consent = new ConsentDialog(page);
  await consent.acceptAll();
  await expect(consent.dialog).toHaveCount(0);
  await page.clock.setSystemTime(new Date('2026-03-10T09:59:00Z'));
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(consent.dialog).toHaveCount(0);
  await page.clock.setSystemTime(new Date('2026-03-10T10:01:00Z'));
  await page.reload();
  await consent.expectOpen();
  expect(await consent.storedConsent()).toBeNull();
});

test('the footer link reopens the dialog with the stored choice', { tag: '@rules' }, async ({ page }) => {
  await page.goto('/');
  const consent = new ConsentDialog(page);
  await consent.saveSettings();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
  await consent.expectOpen();
  await expect(consent.analyticsSwitch).not.toBeChecked();
  await consent.dialog.getByRole('button', { name: 'Chiudi senza modificare' }).click();
  await expect(consent.dialog).toHaveCount(0);
});

test('axe finds no violations with the consent dialog open', async ({ page }) => {
  await page.goto('/');
  const consent = new ConsentDialog(page);
  await consent.expectOpen();
  await expect(consent.dialog.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
