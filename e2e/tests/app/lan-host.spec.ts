// The shop as a distributor's office reaches it: plain HTTP under a LAN name (here shop.test, which
// Chromium maps to this machine), not localhost, so the page is not a secure context. Runs only in
// the lan-host project. home → a listing → login → add to cart, with the cart checked on the server.
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { LAN_HOST } from '../../support/shop';
import { CatalogueListing } from '../../pages/catalogue';
import { LoginPage } from '../../pages/LoginPage';
import { addToCartButton, CartHeader } from '../../pages/CartPages';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/data/users';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

interface CartLines {
  cart: { lines: Array<{ code: string; quantity: number }> };
}

/**
 * GraphQL from inside the page: Node (page.request) cannot resolve the LAN name, the browser can,
 * and it sends the session cookie and the page's session id as the shop does.
 */
async function inPageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return page.evaluate(
    async ([query, variables]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sessionid': localStorage.getItem('x-sessionid') ?? '',
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data;
    },
    [query, variables] as const,
  ) as Promise<T>;
}

async function cartLines(page: Page): Promise<Array<{ code: string; quantity: number }>> {
  return (await inPageGraphql<CartLines>(page, '{ cart(language: IT) { lines { code quantity } } }')).cart
    .lines;
}

async function emptyCart(page: Page): Promise<void> {
  for (const line of await cartLines(page))
    await inPageGraphql(page, 'mutation($c: String!) { removeFromCart(code: $c) { id } }', { c: line.code });
}

test('home → listing → login → add to cart under a LAN host name over plain HTTP', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  expect(new URL(page.url()).hostname).toBe(LAN_HOST);
  // What made the shop fail on a LAN: not a secure context, so no crypto.randomUUID.
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([
    false,
    'undefined',
  ]);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Catalogo' })).toBeVisible();
  await expect(page.getByText('Il negozio non risponde')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('x-sessionid'))).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

  // A listing from the main menu.
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Novità' })
    .click();
  await expect(page).toHaveURL(/\/novita\?type=N$/);
  const listing = new CatalogueListing(page);
  await expect(listing.cards.first()).toBeVisible({ timeout: 30_000 });

  // Log in from the header (its link names the listing once the header has the new address); the
  // shop brings the user back to the listing.
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Accedi' });
  await expect(logIn).toHaveAttribute('href', '/login?next=%2Fnovita%3Ftype%3DN');
  await logIn.click();
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.username.fill('rossi');
  await login.password.fill(DEMO_PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/novita\?type=N$/);
  await emptyCart(page);
  await page.reload();

  // Add the first product of the listing.
  const card = listing.cards.first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const code = (await card.getAttribute('data-code')) ?? '';
  const description = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const header = new CartHeader(page);
  await header.expectCount(0);
  await addToCartButton(card, description).click();
  await expect(page.getByText(`${description} è stato aggiunto al carrello!`)).toBeVisible();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.code)).toEqual([code]);

  // No page error at all: React's #419 (a boundary the server could not render, when the account
  // menu's module was not loaded yet on a fresh server) included.
  expect(errors).toEqual([]);
  await emptyCart(page);
});
