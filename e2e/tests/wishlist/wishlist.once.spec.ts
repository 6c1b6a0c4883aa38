// The wishlist of a signed-in user (seeded user colombo, this file only): the heart on listing cards
// and on the product page, the /wishlist page (remove, add to cart) and the favourites listing
// /preferiti?type=F show the same products; visitors get no heart and are sent to log in.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import {
  apiWishlist,
  clearCart,
  clearWishlist,
  pickProducts,
  productUrl,
  signInByApi,
  type ApiProduct,
} from '../../support/cart-api';
import { addToCartButton, CartHeader } from '../../pages/CartPages';

const USER = 'colombo';
const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let single: ApiProduct;
let stepped: ApiProduct;

test.beforeAll(async ({ request }) => {
  ({ single, stepped } = await pickProducts(request));
});

const heart = (scope: Page | Locator, description: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^(Aggiungi ${description} ai preferiti|${description} nei preferiti)$`),
  });

test('visitors see no heart, and /wishlist sends them to log in', async ({ page }) => {
  await page.goto(productUrl(single.code));
  await expect(page.getByRole('heading', { level: 1, name: single.description })).toBeVisible({
    timeout: 30_000,
  });
  await expect(addToCartButton(page, single.description)).toBeVisible();
  await expect(heart(page, single.description)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Preferiti/ })).toHaveCount(0);
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login\?next=%2Fwishlist$/);
});

test('add from a card and the product page, remove on the wishlist page; the favourites listing agrees', async ({
  page,
}) => {
  await page.goto('/');
  await signInByApi(page, USER);
  await clearWishlist(page);
  await clearCart(page);

  // From a listing card.
  await page.goto(`/search?search_term=${encodeURIComponent(single.code)}`);
  const cardHeart = heart(page.locator(`article[data-code="${single.code}"]`), single.description);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart).toHaveAccessibleName(`${single.description} nei preferiti`);
  await expect.poll(() => apiWishlist(page)).toEqual([single.code]);

  // From the product page; a second press of an added product removes it, a third adds it again.
  await page.goto(productUrl(stepped.code));
  await expect(page.getByRole('heading', { level: 1, name: stepped.description })).toBeVisible({
    timeout: 30_000,
  });
  const pageHeart = heart(page, stepped.description);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => apiWishlist(page)).toEqual([single.code, stepped.code]);

  // The header link counts them and leads to the page.
  const headerLink = page.getByRole('banner').getByRole('link', { name: /^Preferiti\s*, 2 prodotti$/ });
  await headerLink.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I tuoi preferiti' })).toBeVisible();
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/wishlist-desktop.png`, fullPage: true });

  // The favourites listing shows the same products.
  await page.getByRole('link', { name: 'Vedi come elenco del catalogo' }).click();
  await expect(page).toHaveURL(/\/preferiti\?type=F$/);
  await expect(page.locator(`article[data-code="${single.code}"]`)).toBeVisible();
  await expect(page.locator(`article[data-code="${stepped.code}"]`)).toBeVisible();

  // Add to cart from the wishlist page, then remove one product there.
  await page.goBack();
  await expect(items).toHaveCount(2);
  const header = new CartHeader(page);
  await addToCartButton(
    page.locator(`[data-testid="wishlist-item"][data-code="${single.code}"]`),
    single.description,
  ).click();
  await header.expectCount(1);
  await page.getByRole('button', { name: `Rimuovi ${stepped.description} dai preferiti` }).click();
  await expect(items).toHaveCount(1);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Preferiti\s*, 1 prodotto$/ }),
  ).toBeVisible();
  await expect.poll(() => apiWishlist(page)).toEqual([single.code]);

  // The listing no longer shows it (its cached page was dropped with the change).
  await page.getByRole('link', { name: 'Vedi come elenco del catalogo' }).click();
  await expect(page.locator(`article[data-code="${single.code}"]`)).toBeVisible();
  await expect(page.locator(`article[data-code="${stepped.code}"]`)).toHaveCount(0);

  // Removing the last one from its card empties the wishlist page.
  await heart(page.locator(`article[data-code="${single.code}"]`), single.description).click();
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the wishlist page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await signInByApi(page, USER);
  await clearWishlist(page);
  await page.goto(productUrl(single.code));
  await expect(page.getByRole('heading', { level: 1, name: single.description })).toBeVisible({
    timeout: 30_000,
  });
  await heart(page, single.description).click();
  await expect(heart(page, single.description)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/wishlist-360.png`, fullPage: true });
});
