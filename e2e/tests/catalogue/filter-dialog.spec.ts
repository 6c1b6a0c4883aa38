// The advanced filter dialog (spec §2 "Advanced filter dialog", §3 "Filter option", §4 "Filters",
// §5): one test per rule, against the seeded catalogue. Brands: CASAVIVA "Casaviva", BELLACUTE
// "Bellacute"; categories 01 "Alimentari" > 01.02 "Conserve e sughi"; types E "In evidenza",
// O "Outlet"; rossi's promotion CAFFE15 "Caffè e capsule -15%".
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { FilterDialog, queryOf } from '../../pages/FilterDialog';
import { SessionDialog } from '../../pages/SessionDialog';
import { ShopPage } from '../../pages/ShopPage';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// The machine runs several suites at once: pages answer slowly, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const FILTERED = '/search?search_term=riso&category=01&brand=CASAVIVA&type=E&promo=-1';

async function openAt(page: Page, path: string): Promise<FilterDialog> {
  await new ShopPage(page).open(path);
  const filter = new FilterDialog(page);
  await filter.open();
  return filter;
}

async function expectSearch(page: Page, filter: FilterDialog, query: Record<string, string>) {
  await expect(filter.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?/);
  expect(queryOf(page)).toEqual(query);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

const logIn = (page: Page, user = 'rossi') => new SessionDialog(page).logIn(user, undefined, /\/account$/);

test(
  'Search goes to /search with search_term, category, brand, type and promo',
  { tag: '@rules' },
  async ({ page }) => {
    const filter = await openAt(page, '/');
    await filter.text.fill('riso');
    await filter.choose('Categoria', 'Conserve e sughi');
    await filter.choose('Marchio', 'Casaviva');
    await filter.choose('Tipo', 'Outlet');
    await filter.search.click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '01.02',
      brand: 'CASAVIVA',
      type: 'O',
      promo: '-1',
    });
  },
);

test(
  'Reset sets category -1, brand 0, type -1, promo -1 and empty text, closes and searches',
  { tag: '@rules' },
  async ({ page }) => {
    const filter = await openAt(page, FILTERED);
    await expect(filter.text).toHaveValue('riso');
    await filter.reset.click();
    await expectSearch(page, filter, {
      search_term: '',
      category: '-1',
      brand: '0',
      type: '-1',
      promo: '-1',
    });
  },
);

test(
  'choosing a category in the tree resets the other three, sets it, searches and closes',
  { tag: '@rules' },
  async ({ page }) => {
    const filter = await openAt(page, FILTERED);
    await filter.openBranch('Categorie');
    await filter.dialog.getByRole('button', { name: 'Mostra Alimentari' }).click();
    await filter.treeItem('Conserve e sughi').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '01.02',
      brand: '0',
      type: '-1',
      promo: '-1',
    });
  },
);

test(
  'choosing a type in the tree resets the other three, sets it, searches and closes',
  { tag: '@rules' },
  async ({ page }) => {
    const filter = await openAt(page, FILTERED);
    await filter.openBranch('Tipi');
    await filter.treeItem('Outlet').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '-1',
      brand: '0',
      type: 'O',
      promo: '-1',
    });
  },
);

test(
  'choosing a brand in the tree resets the other three, sets it, searches and closes',
  { tag: '@rules' },
  async ({ page }) => {
    const filter = await openAt(page, FILTERED);
    await filter.openBranch('Marchi');
    await filter.treeItem('Bellacute').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '-1',
      brand: 'BELLACUTE',
      type: '-1',
      promo: '-1',
    });
  },
);

test(
  'choosing a promotion in the tree resets the other three, sets it, searches (type P) and closes',
  { tag: '@rules' },
  async ({ page }) => {
    await logIn(page);
    const filter = await openAt(page, FILTERED);
    await filter.openBranch('Promozioni');
    await filter.treeItem('Caffè e capsule -15%').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '-1',
      brand: '0',
      type: 'P',
      promo: 'CAFFE15',
    });
  },
);

test('promotions load only for a signed-in user', { tag: '@rules' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('/graphql') && /promotions\(/.test(body)) asked.push(body);
  });
  const visitor = await openAt(page, '/');
  await expect(visitor.select('Promozione')).toHaveCount(0);
  await expect(visitor.dialog.getByRole('button', { name: 'Promozioni', exact: true })).toHaveCount(0);
  expect(asked).toEqual([]);

  await logIn(page);
  const user = await openAt(page, '/');
  expect(await user.optionsOf('Promozione')).toContain('Caffè e capsule -15%');
  expect(asked.length).toBeGreaterThan(0);
});

test('type F (favourites) is offered only to signed-in users', { tag: '@rules' }, async ({ page }) => {
  const visitor = await openAt(page, '/');
  const visitorTypes = await visitor.optionsOf('Tipo');
  expect(visitorTypes).toEqual(expect.arrayContaining(['Tutti', 'In evidenza', 'Outlet']));
  expect(visitorTypes).not.toContain('Preferiti');

  await logIn(page);
  const user = await openAt(page, '/');
  expect(await user.optionsOf('Tipo')).toContain('Preferiti');
  await user.choose('Tipo', 'Preferiti');
  await user.search.click();
  await expectSearch(page, user, { search_term: '', category: '0', brand: '0', type: 'F', promo: '-1' });
});

test('with a promotion chosen and type All, the type sent is P', { tag: '@rules' }, async ({ page }) => {
  await logIn(page);
  const filter = await openAt(page, '/');
  await filter.choose('Promozione', 'Caffè e capsule -15%');
  await expect(filter.select('Tipo')).toHaveText('Tutti');
  await filter.search.click();
  await expectSearch(page, filter, {
    search_term: '',
    category: '0',
    brand: '0',
    type: 'P',
    promo: 'CAFFE15',
  });
});

test(
  'reads search_term, category, brand, promo and type from the URL (type defaults to -1)',
  { tag: '@rules' },
  async ({ page }) => {
    await logIn(page);
    const filter = await openAt(
      page,
      '/search?search_term=riso&category=01.02&brand=CASAVIVA&type=E&promo=CAFFE15',
    );
    await expect(filter.text).toHaveValue('riso');
    await expect(filter.select('Categoria')).toHaveText('Conserve e sughi');
    await expect(filter.select('Marchio')).toHaveText('Casaviva');
    await expect(filter.select('Tipo')).toHaveText('In evidenza');
    await expect(filter.select('Promozione')).toHaveText('Caffè e capsule -15%');

    const noType = await openAt(page, '/search?search_term=riso&brand=CASAVIVA');
    await expect(noType.select('Tipo')).toHaveText('Tutti');
    await noType.search.click();
    // The navigation commits after the route's loader has started: wait for the address.
    await expect.poll(() => queryOf(page).type).toBe('-1');
  },
);

test('an external change of a filter updates its selection', { tag: '@rules' }, async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/search?brand=CASAVIVA');
  await shop.open('/search?brand=BELLACUTE');
  const filter = new FilterDialog(page);
  await filter.open();
  await expect(filter.select('Marchio')).toHaveText('Bellacute');
  // A choice made but not searched…
  await filter.choose('Tipo', 'Outlet');
  await page.keyboard.press('Escape');
  await expect(filter.dialog).toBeHidden();
  // …then the URL changes elsewhere (history back): the dialog shows the URL's brand and type.
  await page.goBack();
  await expect(page).toHaveURL(/brand=CASAVIVA/);
  await filter.open();
  await expect(filter.select('Marchio')).toHaveText('Casaviva');
  await expect(filter.select('Tipo')).toHaveText('Tutti');
});

test('0 and -1 both mean All in every filter', { tag: '@rules' }, async ({ page }) => {
  await logIn(page);
  for (const all of ['0', '-1']) {
    const filter = await openAt(page, `/search?category=${all}&brand=${all}&type=${all}&promo=${all}`);
    for (const label of ['Categoria', 'Marchio', 'Tipo', 'Promozione']) {
      await expect(filter.select(label)).toHaveText('Tutti');
    }
  }
});

test(
  "the 'All' options are -1 for type and promo, 0 for category and brand",
  { tag: '@rules' },
  async ({ page }) => {
    await logIn(page);
    const filter = await openAt(page, FILTERED);
    for (const label of ['Categoria', 'Marchio', 'Tipo']) await filter.choose(label, 'Tutti');
    await filter.search.click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '0',
      brand: '0',
      type: '-1',
      promo: '-1',
    });
  },
);

test('the brand list is at most 200 px high and scrolls', { tag: '@rules' }, async ({ page }) => {
  const filter = await openAt(page, '/');
  await filter.select('Marchio').click();
  const list = page.getByRole('listbox', { name: 'Marchio', exact: true });
  await expect(list.getByRole('option').first()).toBeVisible();
  const box = await list.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(200);
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
});

test('no accessibility violations with the dialog open; screenshots', async ({ page }, testInfo) => {
  await logIn(page);
  const filter = await openAt(page, FILTERED);
  await filter.openBranch('Categorie');
  expect(await axeViolations(page)).toEqual([]);
  const name = testInfo.project.name === 'desktop' ? 'desktop' : '360';
  await page.screenshot({ path: `${SHOTS}/filter-dialog-${name}.png` });
});
