// The cart of a visitor (kept by x-sessionid; the seeded shop lets visitors shop but shows them no
// prices): add from the product page, the header count and popup, steppers by the pack, typed
// quantities rounded up with a message, remove, a double click adding once, and a change refused
// for stock rolled back with a message.
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { apiCart, pickProducts, productUrl, type ApiProduct } from '../../support/cart-api';
import { addToCartButton, CartHeader, CartPageObject } from '../../pages/CartPages';

let stepped: ApiProduct;
let single: ApiProduct;

test.beforeAll(async ({ request }) => {
  ({ stepped, single } = await pickProducts(request));
});
// A product page's first load on a busy machine can take a while (lazy route, priced product).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function openProduct(page: Page, product: ApiProduct): Promise<void> {
  await page.goto(productUrl(product.code));
  await expect(page.getByRole('heading', { level: 1, name: product.description })).toBeVisible({
    timeout: 30_000,
  });
}

test('adds from the product page: toast, header count and the popup agree', async ({ page }) => {
  const header = new CartHeader(page);
  await openProduct(page, stepped);
  await header.expectCount(0);

  await addToCartButton(page, stepped.description).click();
  await expect(page.getByText(`${stepped.description} è stato aggiunto al carrello!`)).toBeVisible();
  await header.expectCount(1);

  const popup = await header.open();
  await expect(popup.getByTestId('cart-popup-line')).toHaveCount(1);
  await expect(popup.getByRole('link', { name: stepped.description })).toBeVisible();
  await expect(popup.getByText(`${stepped.minQuantity} ${stepped.unit}`, { exact: true })).toBeVisible();
  // At rest the popup is 300 px wide, or the viewport less 8 px each side on a phone.
  await expect
    .poll(async () => Math.round((await popup.boundingBox())?.width ?? 0))
    .toBe(Math.min(300, (page.viewportSize()?.width ?? 1280) - 16));
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes it, and so does the close button.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await header.open();
  await popup.getByRole('button', { name: 'Chiudi il carrello' }).click();
  await expect(popup).toBeHidden();
  // A click outside closes it too.
  await header.open();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(popup).toBeHidden();

  // The popup's link leads to the cart page.
  await header.open();
  await popup.getByRole('link', { name: 'Vai al carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(new CartPageObject(page).line(stepped.code)).toBeVisible();
});

test('a double click on add adds once', { tag: '@rules' }, async ({ page }) => {
  const header = new CartHeader(page);
  await openProduct(page, single);
  await addToCartButton(page, single.description).dblclick();
  await header.expectCount(1);
  await expect
    .poll(async () => (await apiCart(page)).lines.map((l) => [l.code, l.quantity]))
    .toEqual([[single.code, 1]]);
  await header.expectCount(1);
});

test(
  'steppers move by the pack, typed quantities round up with a message, remove empties the cart',
  { tag: '@rules' },
  async ({ page }) => {
    const header = new CartHeader(page);
    const cart = new CartPageObject(page);
    const step = stepped.quantityStep;
    const min = stepped.minQuantity;

    // On the product page: + by the pack before adding, typed 1 → the minimum with a message.
    await openProduct(page, stepped);
    const quantity = page.getByRole('textbox', { name: `Quantità di ${stepped.description}` });
    await expect(quantity).toHaveValue(String(min));
    await page.getByRole('button', { name: `Aumenta la quantità di ${stepped.description}` }).click();
    await expect(quantity).toHaveValue(String(min + step));
    await quantity.fill(String(min + 1));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(min + step));
    await expect(page.getByText(`Quantità portata a ${min + step}`)).toBeVisible();
    await addToCartButton(page, stepped.description).click();
    await header.expectCount(1);

    await cart.open();
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + step));
    await cart.increase(stepped.code).click();
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + 2 * step));
    await expect(cart.count).toHaveText(`1 riga: ${min + 2 * step} ${stepped.unit}`);
    await cart.decrease(stepped.code).click();
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + step));

    // Typed: one more than a valid quantity goes up to the next one, and the user is told.
    await cart.quantity(stepped.code).fill(String(min + 2 * step + 1));
    await cart.quantity(stepped.code).press('Tab');
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + 3 * step));
    await expect(cart.line(stepped.code).getByText(`Quantità portata a ${min + 3 * step}`)).toBeVisible();
    await expect(cart.count).toHaveText(`1 riga: ${min + 3 * step} ${stepped.unit}`);
    await header.expectCount(1);
    await expect.poll(async () => (await apiCart(page)).lines[0]?.quantity).toBe(min + 3 * step);
    expect(await axeViolations(page)).toEqual([]);

    await cart.remove(stepped.code).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await header.expectCount(0);
    await expect.poll(async () => (await apiCart(page)).lines.length).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  'a quantity beyond the stock shows at once, then rolls back with a message',
  { tag: '@rules' },
  async ({ page }) => {
    const header = new CartHeader(page);
    const cart = new CartPageObject(page);
    await openProduct(page, single);
    await addToCartButton(page, single.description).click();
    await header.expectCount(1);
    const available = (await apiCart(page)).lines[0]?.available ?? 0;
    expect(available).toBeGreaterThan(1);

    await cart.open();
    // Hold the refused change on its way, to see the optimistic cart first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SetCartQuantity')) await held;
      await route.continue();
    });
    const tooMany = available + 1;
    await cart.quantity(single.code).fill(String(tooMany));
    await cart.quantity(single.code).press('Enter');
    await expect(cart.count).toHaveText(`1 riga: ${tooMany} ${single.unit}`);
    await expect(cart.quantity(single.code)).toHaveValue(String(tooMany));
    release();

    await expect(cart.line(single.code).getByRole('alert')).toHaveText(/Quantità non disponibile/);
    await expect(cart.quantity(single.code)).toHaveValue('1');
    await header.expectCount(1);
    expect((await apiCart(page)).lines[0]?.quantity).toBe(1);
  },
);

test(
  'a quantity typed while the line’s change is on its way is kept and sent after it',
  { tag: '@rules' },
  async ({ page }) => {
    const header = new CartHeader(page);
    const cart = new CartPageObject(page);
    const { minQuantity: min, quantityStep: step } = stepped;
    await openProduct(page, stepped);
    await addToCartButton(page, stepped.description).click();
    await header.expectCount(1);
    await cart.open();

    // Hold the + on its way; the quantity sent for each change, in the order they reach the shop.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: number[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { quantity?: number };
      };
      if (body.operationName !== 'SetCartQuantity') return route.continue();
      sent.push(body.variables?.quantity ?? -1);
      if (sent.length === 1) await held;
      await route.continue();
    });
    await cart.increase(stepped.code).click();
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + step));
    // Typed meanwhile: one more than a valid quantity, rounded up and shown at once.
    await cart.quantity(stepped.code).fill(String(min + 2 * step + 1));
    await cart.quantity(stepped.code).press('Tab');
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + 3 * step));
    await expect(cart.line(stepped.code).getByText(`Quantità portata a ${min + 3 * step}`)).toBeVisible();
    expect(sent).toEqual([min + step]);

    release();
    await expect.poll(() => sent).toEqual([min + step, min + 3 * step]);
    await expect.poll(async () => (await apiCart(page)).lines[0]?.quantity).toBe(min + 3 * step);
    await expect(cart.count).toHaveText(`1 riga: ${min + 3 * step} ${stepped.unit}`);
    await header.expectCount(1);
    await expect(cart.quantity(stepped.code)).toHaveValue(String(min + 3 * step));
  },
);
