// The walking skeleton end to end: the home page shows the seeded category tree and footer from the
// database, in Italian at / and in English after the language switch.
import { expect, test } from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { CATEGORY_TREE } from '../../apps/api/src/seed/data/categories';
import { CONFIG_ENTRIES } from '../../apps/api/src/seed/data/config';
import { ShopPage } from '../pages/ShopPage';

const footerTexts = (language: 'it' | 'en') =>
  CONFIG_ENTRIES.filter((e) => e.tipo === 'Footer').map(
    (e) => (language === 'en' && e.en ? e.en : e.it).titolo,
  );

/** Italian labels of the first department, its first family and that family's first leaf. */
function firstBranch(): [string, string, string] {
  const department = CATEGORY_TREE[0];
  const family = department?.[2][0];
  const leaf = family?.[2][0];
  if (!department || !family || !leaf) throw new Error('the seed has no three-level branch');
  return [department[0], family[0], leaf[0]];
}

test('home shows the seeded categories and footer in Italian, then in English after the switch', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  let menu = await shop.sideMenu();
  for (const [italian] of CATEGORY_TREE) await expect(menu.getByText(italian, { exact: true })).toBeVisible();

  // The tree has three levels: open the first department and its first family to reach a leaf link.
  const [department, family, leaf] = firstBranch();
  await menu.getByRole('button', { name: new RegExp(department) }).click();
  await menu.getByRole('button', { name: new RegExp(family) }).click();
  await expect(menu.getByRole('link', { name: leaf, exact: true })).toHaveAttribute(
    'href',
    /^\/category\/01\.01\.01\/[a-z0-9-]+\?category=01\.01\.01$/,
  );
  await page.keyboard.press('Escape');

  for (const text of footerTexts('it'))
    await expect(shop.footer.getByText(text, { exact: true }).first()).toBeVisible();

  await shop.switchLanguage('English');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  menu = await shop.sideMenu();
  for (const [, english] of CATEGORY_TREE)
    await expect(menu.getByText(english, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const text of footerTexts('en'))
    await expect(shop.footer.getByText(text, { exact: true }).first()).toBeVisible();
});

test('the English home page can be opened directly and switched back to Italian', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shop.switchLanguage('Italiano');
  await expect(page).toHaveURL(/\/$/);
  const menu = await shop.sideMenu();
  await expect(menu.getByText(firstBranch()[0], { exact: true })).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/questa/pagina/non-esiste');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/', '/en', '/pagina-inesistente']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    const shop = new ShopPage(page);
    await page.goto(path);
    await expect(shop.footer).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
