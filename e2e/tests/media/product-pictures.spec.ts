// Product pictures (issue 13, item 13): every product shows an illustration of its kind, served by the
// shop itself in the size the box needs, cached for a year; listing cards, the product page, the cart
// and the search suggestions show it.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { CatalogueListing } from '../../pages/catalogue';
import { addToCartButton, CartPageObject } from '../../pages/CartPages';
import { SearchBox } from '../../pages/SearchBox';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Scrolls the picture into view (lazy loading) and waits until it is decoded, then tells which size came. */
async function loaded(image: Locator): Promise<{ naturalWidth: number; currentSrc: string }> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    currentSrc: new URL(img.currentSrc).pathname,
  }));
}

const SERVED = /^\/media\/products\/[a-z0-9-]+\/(160|400|800)\.webp$/;

async function openFirstCard(page: Page) {
  const listing = new CatalogueListing(page);
  await listing.open('/category/01.01.01/pasta-secca?category=01.01.01');
  return listing.cards.first();
}

test('a listing card shows its picture, a served size from srcset, cached for a year', async ({ page }) => {
  const card = await openFirstCard(page);
  const image = card.locator('img');
  const { naturalWidth, currentSrc } = await loaded(image);
  expect(currentSrc).toMatch(SERVED);
  expect(naturalWidth).toBeGreaterThan(0);
  // The smallest size that is sharp enough: never the 800 px file for a card on a 1× screen.
  const box = (await image.boundingBox()) ?? { width: 0 };
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  if (box.width * ratio <= 400) expect(currentSrc).not.toMatch(/\/800\.webp$/);
  expect(await image.getAttribute('srcset')).toMatch(/160\.webp 160w, .+400\.webp 400w, .+800\.webp 800w$/);

  const response = await page.request.get(currentSrc);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the product page shows the main picture at once, named by the product', async ({ page }) => {
  const card = await openFirstCard(page);
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole('main').getByRole('img', { name: title, exact: true });
  expect(await main.getAttribute('loading')).toBe('eager');
  expect((await loaded(main)).currentSrc).toMatch(SERVED);
});

test(
  'the cart line and the search suggestions show the product picture',
  { tag: '@rules' },
  async ({ page }) => {
    const card = await openFirstCard(page);
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await addToCartButton(card, title).click();
    await expect(page.getByText(`${title} è stato aggiunto al carrello!`)).toBeVisible();
    const cart = new CartPageObject(page);
    await cart.open();
    // The browser may reuse a larger size it already has (the card's): any served size will do.
    const line = page.getByRole('main').locator('img').first();
    expect((await loaded(line)).currentSrc).toMatch(SERVED);
    expect(await line.getAttribute('sizes')).toBe('80px');

    const search = new SearchBox(page);
    await search.type('pasta di semola');
    await search.waitForSuggestions();
    const option = search.options().first();
    expect((await loaded(option.locator('img'))).currentSrc).toMatch(SERVED);
  },
);
