// The product page (spec §2 /product/{code-slug}/{description-slug}?codart={code}) for a visitor
// and a customer, its slug rules and 404, and the journey search → product → back to the same
// listing page and scroll position.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { CatalogueListing, ProductDetail } from '../../pages/catalogue';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// A page of product cards is the heaviest render of the shop: on a busy machine it needs more time
// than the suite's defaults.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The first product of a promotion's page (the promotions choose their products when seeded). */
async function firstProductOf(page: Page, promo: string): Promise<string> {
  const listing = new CatalogueListing(page);
  await listing.open(`/offerte?promo=${promo}&n=1`);
  const [code] = await listing.codes();
  if (!code) throw new Error(`promotion ${promo} lists no product`);
  return code;
}

test('a visitor sees the product with its category path, facts and related products, and no prices', async ({
  page,
}) => {
  const product = new ProductDetail(page);
  await page.goto('/product/al004413/caffe-crema-e-aroma-1-kg?codart=AL004413');
  await expect(product.heading).toHaveText('Caffè crema e aroma 1 kg');
  await expect(page).toHaveTitle('Caffè crema e aroma 1 kg – Ingrosso Bellini');
  await expect(product.breadcrumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Alimentari',
    'Caffè e colazione',
    'Caffè in grani e macinato',
    'Caffè crema e aroma 1 kg',
  ]);
  await expect(product.details.getByText('AL004413', { exact: true })).toBeVisible();
  await expect(product.details.getByText('Unità di vendita')).toBeVisible();
  await expect(product.details.getByText(/^\d+ pezz[io]$/)).toBeVisible();
  await expect(page.getByText(/^(Disponibile|Disponibilità limitata|Esaurito)$/).first()).toBeVisible();
  // The shop does not show visitors its prices.
  await expect(product.price.getByRole('link', { name: 'Accedi per vedere i prezzi' })).toBeVisible();
  await expect(product.price.getByTestId('net-price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /preferiti/i })).toHaveCount(0);
  // Related products come from the same category and never repeat the product.
  await expect(product.related.getByTestId('product-card').first()).toBeVisible();
  await expect(product.related.locator('[data-code="AL004413"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await product.breadcrumbs.getByRole('link', { name: 'Caffè e colazione' }).click();
  await expect(page).toHaveURL(/\/category\/01\.04\/caffe-e-colazione\?category=01\.04$/);
});

test('a customer sees the price breakdown, the promotion in force and can order', async ({
  page,
}, testInfo) => {
  const session = new SessionDialog(page);
  await session.logIn('rossi', undefined, /\/account$/);
  const code = await firstProductOf(page, 'CAFFE15');
  await new CatalogueListing(page).card(code).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${code.toLowerCase()}/[a-z0-9-]+\\?codart=${code}$`));

  const product = new ProductDetail(page);
  await expect(product.price.getByText('Prezzo di listino')).toBeVisible();
  // rossi's own chain is 20+10; the promotion adds its 15%.
  await expect(product.price.getByText('20+10+15')).toBeVisible();
  await expect(product.price.getByText('(−20% −10% −15%)')).toBeVisible();
  await expect(product.price.getByText('Caffè e capsule -15%')).toBeVisible();
  await expect(product.price.getByTestId('net-price')).toHaveText(/^€\s\d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Caffè e capsule -15%' })).toHaveAttribute(
    'href',
    '/offerte?promo=CAFFE15&n=1',
  );
  await expect(page.getByRole('button', { name: /aggiungi.* al carrello/i }).first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /preferiti/i })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/product-${testInfo.project.name}.png`, fullPage: true });
});

test(
  'a free-gift promotion shows its rule on the card and on the product page',
  { tag: '@rules' },
  async ({ page }) => {
    const session = new SessionDialog(page);
    await session.logIn('ferri', undefined, /\/account$/);
    const code = await firstProductOf(page, 'PASTA3X1');
    const listing = new CatalogueListing(page);
    await expect(listing.card(code).getByText('1 in omaggio ogni 3')).toBeVisible();
    await listing.card(code).getByRole('heading').getByRole('link').click();
    await expect(new ProductDetail(page).price.getByText(/^1 \w+ gratis ogni 3 acquistati$/)).toBeVisible();
  },
);

test(
  'a wrong slug is replaced by the right one; codart decides the product',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/');
    await page.goto('/product/whatever/wrong-words?codart=al004413');
    await expect(page).toHaveURL(/\/product\/al004413\/caffe-crema-e-aroma-1-kg\?codart=AL004413$/);
    await expect(new ProductDetail(page).heading).toHaveText('Caffè crema e aroma 1 kg');
    // Replaced, not pushed: back leaves the product page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // In English the description slug is the English one.
    await page.goto('/en/product/al004413/caffe-crema-e-aroma-1-kg?codart=AL004413');
    await expect(page).toHaveURL(/\/en\/product\/al004413\/[a-z0-9-]+\?codart=AL004413$/);
    await expect(page).not.toHaveURL(/caffe-crema/);
    await expect(new ProductDetail(page).breadcrumbs.getByRole('listitem').nth(1)).toHaveText('Food');
  },
);

test('an unknown product code is the 404 page', { tag: '@rules' }, async ({ page }) => {
  await page.goto('/product/zz999999/nothing?codart=ZZ999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
});

test('search → product → back returns to the same listing page and scroll position', async ({ page }) => {
  const listing = new CatalogueListing(page);
  await page.goto('/');
  // The header's search box goes to /search with the term.
  const box = page.getByRole('banner').getByRole('combobox', { name: /cerca/i });
  await box.fill('biscotti');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?search_term=biscotti/);
  await listing.waitForResults();
  await listing.pager.getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(listing.resultCount).toContainText('13–');
  const listingUrl = page.url();
  const codes = await listing.codes();

  const target = listing.cards.nth(8);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const code = (await target.getAttribute('data-code')) ?? '';
  await target.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`codart=${code}$`));
  await expect(new ProductDetail(page).heading).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(listingUrl);
  await expect(listing.resultCount).toContainText('13–');
  expect(await listing.codes()).toEqual(codes);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
  await expect(listing.card(code)).toBeInViewport();
});
