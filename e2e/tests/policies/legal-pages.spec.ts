// The footer's legal links and the consent dialog's cookie policy link open pages with the shop's
// own texts (config PrivacyPolicy / CookiePolicy, the privacy policy and sale conditions tables),
// in Italian and English, axe clean; at 360 px in the mobile project. They were the 404 page.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test, visitorTest as bareTest } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { ShopPage } from '../../pages/ShopPage';
import { ConsentDialog } from '../../pages/ConsentDialog';
import { CONFIG_ENTRIES } from '../../../apps/api/src/seed/data/config';
import { PRIVACY_POLICY, SALE_CONDITIONS } from '../../../apps/api/src/seed/data/policies';

const expect = baseExpect.configure({ timeout: 20_000 });
// Two page loads and two axe runs each, on a shared machine.
test.describe.configure({ timeout: 90_000 });
bareTest.describe.configure({ timeout: 90_000 });
type Language = 'it' | 'en';

/** The seed's texts of a config entry in a language. */
function entry(tipo: 'PrivacyPolicy' | 'CookiePolicy', language: Language) {
  const found = CONFIG_ENTRIES.find((e) => e.tipo === tipo);
  if (!found) throw new Error(`the seed has no ${tipo}`);
  return (language === 'en' && found.en) || found.it;
}

/** The footer's link of the legal column, by its Italian and English label. */
function footerLink(page: Page, it: string, en: string, language: Language) {
  return new ShopPage(page).footer.getByRole('link', { name: language === 'en' ? en : it, exact: true });
}

async function expectReadable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('404')).toHaveCount(0);
  // At 360 px nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
}

for (const language of ['it', 'en'] as const) {
  const home = language === 'en' ? '/en' : '/';
  const prefix = language === 'en' ? '/en' : '';

  test(
    `footer → privacy policy (${language}): the config's summary and the policy's items`,
    { tag: '@rules' },
    async ({ page }) => {
      await new ShopPage(page).open(home);
      await footerLink(page, 'Informativa privacy', 'Privacy policy', language).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pages/privacy-policy$`));
      const texts = entry('PrivacyPolicy', language);
      await expect(page.getByRole('heading', { level: 1, name: texts.titolo })).toBeVisible();
      await expect(page.getByText(texts.descrizione ?? '')).toBeVisible();
      for (const item of PRIVACY_POLICY)
        await expect(page.getByRole('heading', { level: 2, name: item[language].description })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts.titolo} – `));
      await expectReadable(page);
    },
  );

  test(
    `footer → cookie policy (${language}): summary, what is stored, preferences`,
    { tag: '@rules' },
    async ({ page }) => {
      await new ShopPage(page).open(home);
      await footerLink(page, 'Cookie policy', 'Cookie policy', language).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pages/cookie-policy$`));
      const texts = entry('CookiePolicy', language);
      await expect(page.getByRole('heading', { level: 1, name: texts.titolo })).toBeVisible();
      await expect(page.getByText(texts.descrizione ?? '')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'shop_session' })).toBeVisible();
      await expectReadable(page);
      await page
        .getByRole('main')
        .getByRole('button', { name: language === 'en' ? 'Cookie preferences' : 'Preferenze cookie' })
        .click();
      await new ConsentDialog(page).expectOpen();
    },
  );

  test(
    `footer → sale conditions (${language}): the items of the sale conditions`,
    { tag: '@rules' },
    async ({ page }) => {
      await new ShopPage(page).open(home);
      await footerLink(page, 'Condizioni di vendita', 'Terms of sale', language).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pages/condizioni-di-vendita$`));
      for (const item of SALE_CONDITIONS)
        await expect(page.getByRole('heading', { level: 2, name: item[language].description })).toBeVisible();
      await expectReadable(page);
    },
  );
}

bareTest(
  "the consent dialog's cookie policy link opens the policy, readable before choosing",
  async ({ page, context }) => {
    await page.goto('/en');
    const consent = new ConsentDialog(page);
    await consent.expectOpen();
    const [policy] = await Promise.all([
      context.waitForEvent('page'),
      consent.dialog.getByRole('link', { name: /Cookie policy/ }).click(),
    ]);
    await expect(policy).toHaveURL(/\/en\/pages\/cookie-policy$/);
    const texts = entry('CookiePolicy', 'en');
    await expect(policy.getByRole('heading', { level: 1, name: texts.titolo })).toBeVisible();
    await expect(policy.getByText(texts.descrizione ?? '')).toBeVisible();
    // No choice made yet, and still the dialog does not cover the policy.
    await expect(policy.getByRole('alertdialog')).toHaveCount(0);
    expect(await axeViolations(policy)).toEqual([]);
  },
);
