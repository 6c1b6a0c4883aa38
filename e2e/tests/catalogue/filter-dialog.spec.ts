// The advanced filter dialog (spec §2 "Advanced filter dialog", §3 "Filter option", §4 "Filters",
// §5) as a user meets it, against the seeded catalogue: each rule's every case (All as 0 or -1, type P
// with a promotion and type All, the defaults read from the address…) is a unit test of the dialog's
// state (apps/web/src/domains/catalogue/storefront/search/filter-state.test.ts); here each rule is
// seen once through the page. Brands: CASAVIVA "Casaviva", BELLACUTE
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
  'a visitor searches with the chosen filters and resets them; no favourites nor promotions for a visitor',
  { tag: '@rules' },
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /promotions\(/.test(body)) asked.push(body);
    });
    const filter = await openAt(page, '/');
    const types = await filter.optionsOf('Tipo');
    expect(types).toEqual(expect.arrayContaining(['Tutti', 'In evidenza', 'Outlet']));
    expect(types).not.toContain('Preferiti');
    await expect(filter.select('Promozione')).toHaveCount(0);
    await expect(filter.dialog.getByRole('button', { name: 'Promozioni', exact: true })).toHaveCount(0);
    // The brand list is at most 200 px high and scrolls.
    await filter.select('Marchio').click();
    const list = page.getByRole('listbox', { name: 'Marchio', exact: true });
    await expect(list.getByRole('option').first()).toBeVisible();
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(200);
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.keyboard.press('Escape');

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
    expect(asked).toEqual([]);

    // Reset: category -1, brand 0, type -1, promo -1 and empty text; it closes and searches.
    await filter.open();
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
  'choosing a category, a type or a brand in the tree resets the other three, searches and closes',
  { tag: '@rules' },
  async ({ page }) => {
    let filter = await openAt(page, FILTERED);
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

    filter = await openAt(page, FILTERED);
    await filter.openBranch('Tipi');
    await filter.treeItem('Outlet').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '-1',
      brand: '0',
      type: 'O',
      promo: '-1',
    });

    filter = await openAt(page, FILTERED);
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
  'a signed-in customer gets promotions and favourites, and the dialog shows what the address says',
  { tag: '@rules' },
  async ({ page }) => {
    await logIn(page);
    // The address's filters are the dialog's choices.
    let filter = await openAt(
      page,
      '/search?search_term=riso&category=01.02&brand=CASAVIVA&type=E&promo=CAFFE15',
    );
    await expect(filter.text).toHaveValue('riso');
    await expect(filter.select('Categoria')).toHaveText('Conserve e sughi');
    await expect(filter.select('Marchio')).toHaveText('Casaviva');
    await expect(filter.select('Tipo')).toHaveText('In evidenza');
    await expect(filter.select('Promozione')).toHaveText('Caffè e capsule -15%');

    // A promotion in the tree resets the other three and searches type P.
    filter = await openAt(page, FILTERED);
    await filter.openBranch('Promozioni');
    await filter.treeItem('Caffè e capsule -15%').click();
    await expectSearch(page, filter, {
      search_term: 'riso',
      category: '-1',
      brand: '0',
      type: 'P',
      promo: 'CAFFE15',
    });

    // Favourites (type F) are offered to a signed-in customer.
    filter = await openAt(page, '/');
    expect(await filter.optionsOf('Tipo')).toContain('Preferiti');
    await filter.choose('Tipo', 'Preferiti');
    await filter.search.click();
    await expectSearch(page, filter, { search_term: '', category: '0', brand: '0', type: 'F', promo: '-1' });
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

test('no accessibility violations with the dialog open; screenshots', async ({ page }, testInfo) => {
  await logIn(page);
  const filter = await openAt(page, FILTERED);
  await filter.openBranch('Categorie');
  expect(await axeViolations(page)).toEqual([]);
  const name = testInfo.project.name === 'desktop' ? 'desktop' : '360';
  await page.screenshot({ path: `${SHOTS}/filter-dialog-${name}.png` });
});
