// The home page end to end: the seeded category tree, brands and footer in the shell, in Italian at /
// and in English after the language switch; the page itself from data (home banners, products on
// sale, highlights, news, departments) for a visitor, and a customer's last orders, favourites and
// promotions once signed in. Screenshots at 360, 768 and 1440 px go to docs/screenshots/.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { BRANDS } from '../../../apps/api/src/seed/catalogue/data/brands';
import { HOME_BANNERS } from '../../../apps/api/src/seed/catalogue/data/banners';
import { CATEGORY_TREE } from '../../../apps/api/src/seed/data/categories';
import { CONFIG_ENTRIES } from '../../../apps/api/src/seed/data/config';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { ShopPage } from '../../pages/ShopPage';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// A first home page (several product rows, pictures made on first request) on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

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

test(
  'the English home page can be opened directly and switched back to Italian',
  { tag: '@rules' },
  async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.open('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shop.switchLanguage('Italiano');
    await expect(page).toHaveURL(/\/$/);
    const menu = await shop.sideMenu();
    await expect(menu.getByText(firstBranch()[0], { exact: true })).toBeVisible();
  },
);

test('an unknown path shows the 404 page with a link home', { tag: '@rules' }, async ({ page }) => {
  await page.goto('/questa/pagina/non-esiste');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('axe finds no violations on /, /en and the 404 page', async ({ page }) => {
  const shop = new ShopPage(page);
  for (const path of ['/', '/en', '/pagina-inesistente']) {
    await page.goto(path);
    // A first page on a cold shop and a loaded machine: more time than the default.
    await expect(shop.footer).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

/** The home page's blocks, found by what a person sees. */
function homeBlocks(page: Page) {
  const main = page.getByRole('main');
  const region = (name: RegExp) => main.getByRole('region', { name });
  return {
    banners: region(/^(In primo piano|Featured)$/),
    onSale: region(/^(In promozione|On promotion)$/),
    highlights: region(/^(In evidenza|Highlights)$/),
    news: region(/^(Novità|New products)$/),
    departments: region(/^(Reparti|Departments)$/),
    orders: region(/^(I tuoi ultimi ordini|Your latest orders)$/),
    favourites: region(/^(I tuoi preferiti|Your favourites)$/),
    promotions: region(/^(Le tue promozioni|Your promotions)$/),
  };
}

/** Scrolls a picture into view (they load lazily) and waits until it has been decoded. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
}

test('a visitor sees banners, products on sale, highlights, news and the departments', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const home = homeBlocks(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto da Ingrosso Bellini');

  // The seeded home banners in order, each a link to its listing, their pictures loaded.
  const bannerLinks = home.banners.getByRole('link');
  await expect(bannerLinks).toHaveCount(HOME_BANNERS.length, { timeout: 30_000 });
  for (const [i, { row }] of HOME_BANNERS.entries()) {
    await expect(bannerLinks.nth(i)).toHaveAttribute('href', row.link ?? '');
    await expect(bannerLinks.nth(i).getByRole('heading', { level: 2 })).toHaveText(row.titleIt ?? '');
  }
  await expectLoaded(home.banners.locator('img').first());

  // Three rows of product cards, each with a link to the whole listing and its count.
  for (const [rail, path] of [
    [home.onSale, '/offerte?type=P'],
    [home.highlights, '/inevidenza?type=E'],
    [home.news, '/novita?type=N'],
  ] as const) {
    const cards = rail.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(3);
    await expect(rail.getByRole('link', { name: /\(\d+\)$/ })).toHaveAttribute('href', path);
    await expectLoaded(cards.first().locator('img'));
  }

  // The ten departments, each with its families.
  const departments = home.departments.getByRole('heading', { level: 3 });
  await expect(departments).toHaveText(CATEGORY_TREE.map(([italian]) => italian));
  await expect(
    home.departments.getByRole('link', { name: CATEGORY_TREE[0]?.[2][0]?.[0] ?? '' }),
  ).toHaveAttribute('href', /^\/category\/01\.01\/[a-z0-9-]+\?category=01\.01$/);
  // Visitors get no personal blocks.
  await expect(home.orders).toHaveCount(0);
  await expect(home.favourites).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The banners by keyboard: the first link of the page's content after the heading.
  await home.banners.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offerte\?type=P$/);

  if (testInfo.project.name === 'desktop') {
    for (const width of [1440, 768, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(homeBlocks(page).departments).toBeVisible({ timeout: 30_000 });
      for (const image of await page.getByRole('main').locator('img:visible').all())
        await expectLoaded(image);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true });
    }
  }
});

test(
  'the English home page has its banners and rows in English, links in English',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/en');
    const home = homeBlocks(page);
    const bannerLinks = home.banners.getByRole('link');
    await expect(bannerLinks).toHaveCount(HOME_BANNERS.length, { timeout: 30_000 });
    await expect(bannerLinks.first().getByRole('heading')).toHaveText(HOME_BANNERS[0]?.row.titleEn ?? '');
    await expect(bannerLinks.first()).toHaveAttribute('href', '/en/offerte?type=P');
    await expect(home.news.getByRole('heading', { level: 2 })).toHaveText('New products');
    await expect(home.news.getByRole('link', { name: /^All new products \(\d+\)$/ })).toHaveAttribute(
      'href',
      '/en/novita?type=N',
    );
    await expect(home.departments.getByRole('heading', { level: 3 }).first()).toHaveText(
      CATEGORY_TREE[0]?.[1] ?? '',
    );
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the side menu lists the brands under "Marchi", each leading to its listing', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  const menu = await shop.sideMenu();
  await expect(menu.getByRole('heading', { name: 'Marchi' })).toBeVisible();
  const brands = menu.getByRole('list', { name: 'Marchi' }).first().getByRole('link');
  await expect(brands).toHaveCount(8);
  const first = [...BRANDS].sort((a, b) => a[1].localeCompare(b[1], 'it'))[0] as readonly [string, string];
  await expect(brands.first()).toHaveText(first[1]);
  await menu.getByRole('button', { name: `Tutti i marchi (${BRANDS.length})` }).click();
  await expect(menu.getByRole('link', { name: 'Verde Orto' })).toBeVisible();
  await menu.getByRole('link', { name: 'Verde Orto' }).click();
  await expect(page).toHaveURL(/\/brand\/VERDEORTO\/verde-orto\?brand=VERDEORTO$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verde Orto');
});

test('a signed-in customer also sees their last orders with reorder, favourites and promotions', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  await page.goto('/');
  const home = homeBlocks(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bentornato, Giovanni');
  // rossi's three newest orders (seeded 1, 3 and 12 days ago), newest first, each with reorder.
  const orders = home.orders.getByTestId('home-order');
  await expect(orders).toHaveCount(3, { timeout: 30_000 });
  const numbers = await home.orders
    .getByRole('link', { name: /^Dettaglio ordine \d{4}\/\d{6}$/ })
    .allTextContents();
  expect(numbers).toHaveLength(3);
  expect([...numbers].sort().reverse()).toEqual(numbers);
  await expect(home.orders.getByRole('button', { name: 'Riordina' })).toHaveCount(3);
  await expect(home.orders.getByRole('link', { name: 'Tutti gli ordini' })).toHaveAttribute(
    'href',
    '/account/orders',
  );
  // No favourites yet: the block says how to add some; rossi's promotions are listed as cards.
  await expect(home.favourites).toContainText('Non hai ancora preferiti');
  await expect(home.promotions.getByRole('listitem').first()).toBeVisible();
  await expect(home.promotions.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/offerte\?promo=[A-Z0-9]+&n=1$/,
  );
  // The public rows follow.
  await expect(home.onSale.getByTestId('product-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
