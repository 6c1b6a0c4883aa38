// Checkout as colombo (WU), end to end against the real shop: one order despite a double click and
// a lost answer, a cart that changed since the page loaded, a refused order that keeps the form.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { CheckoutPage } from '../../pages/CheckoutPage';
import {
  addToCart,
  availableProducts,
  cartState,
  emptyCart,
  nth,
  orderCount,
} from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// One user, one cart: these tests run one after the other. Logins, axe runs and full-page
// screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await new SessionDialog(page).logIn('colombo', undefined, /\/account$/);
  await emptyCart(page.request);
});

test('places one order despite a double click and a lost answer, then shows it and empties the cart', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  const products = await availableProducts(page.request, 2);
  const [first, second] = [nth(products, 0), nth(products, 1)];
  await addToCart(page.request, first.code, first.minQuantity);
  await addToCart(page.request, second.code, second.minQuantity * 2);
  const expected = (await cartState(page.request)).summary.total;
  const before = await orderCount(page.request);

  await checkout.open();
  await expect(page.getByText(/Tipo (d’)?ordine/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/checkout-desktop.png`, fullPage: true });

  // The sale conditions are required: a message at the field, nothing sent.
  await checkout.notes.fill('Scaricare dal retro, grazie.');
  await checkout.placeOrder.click();
  await expect(page.getByText('Per inviare l’ordine devi accettare le condizioni di vendita.')).toBeVisible();
  await expect(checkout.dialog).toBeHidden();
  // A delivery day in the past is refused at its field.
  await checkout.deliveryDate.fill('2020-01-07');
  await checkout.acceptConditions();
  await checkout.placeOrder.click();
  await expect(page.getByText(/La consegna può essere richiesta dal/)).toBeVisible();
  await checkout.deliveryDate.fill('');

  // The first answer is lost after the shop placed the order; both sends carry one key.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { idempotencyKey?: string };
    };
    if (body.operationName !== 'PlaceOrder') return route.continue();
    keys.push(body.variables?.idempotencyKey ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the shop handles it...
    await route.abort('failed'); // ...and the browser never hears back
  });
  await checkout.placeOrder.click();
  await expect(checkout.dialog.getByText('Confermi l’invio dell’ordine?')).toBeVisible();
  await checkout.confirm.dblclick();
  await expect(checkout.problem).toContainText('Non abbiamo ricevuto la risposta del negozio');
  await expect(checkout.notes).toHaveValue('Scaricare dal retro, grazie.');
  await expect(checkout.accept).toBeChecked();

  await checkout.placeOrder.click();
  await checkout.confirm.click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d{4}\/\d{6}$/);
  const number = /(\d{4}\/\d{6})$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('order-number')).toHaveText(`Grazie! Il tuo ordine è il numero ${number}.`);
  // The order-success toast names the order; on a tablet it does not cover the order's total.
  const toast = page.getByText(`Abbiamo ricevuto il tuo ordine n. ${number}. Grazie!`);
  await expect(toast).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  const successTotal = page.getByTestId('order-success-total');
  await expect(successTotal).toContainText(
    new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(expected),
  );
  const [toastBox, totalBox] = [await toast.boundingBox(), await successTotal.boundingBox()];
  expect(toastBox && totalBox).toBeTruthy();
  if (toastBox && totalBox) {
    const overlaps =
      toastBox.x < totalBox.x + totalBox.width &&
      totalBox.x < toastBox.x + toastBox.width &&
      toastBox.y < totalBox.y + totalBox.height &&
      totalBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByTestId('order-total')).toContainText(
    new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(expected),
  );

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(page.request)).toBe(before + 1);
  expect((await cartState(page.request)).lines).toEqual([]);
  // ...and so does the header, without a reload (the cache's Cart:current was emptied).
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(/^Carrello\s*, vuoto$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/checkout-confirmation-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/checkout-confirmation-360.png`, fullPage: true });
});

test('shows what changed in the cart since the page loaded and places only after the user confirms', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  const products = await availableProducts(page.request, 2, 2);
  const [first, second] = [nth(products, 0), nth(products, 1)];
  await addToCart(page.request, first.code, first.minQuantity);
  await page.setViewportSize({ width: 360, height: 740 });
  await checkout.open();
  await page.screenshot({ path: `${SHOTS}/checkout-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const shown = await checkout.total.textContent();

  // Meanwhile, in another tab of the same user, the cart changes.
  await addToCart(page.request, second.code, second.minQuantity);
  const before = await orderCount(page.request);
  await checkout.acceptConditions();
  await checkout.placeOrder.click();
  await checkout.confirm.click();

  await expect(checkout.changed).toBeVisible();
  await expect(checkout.changed).toContainText('Il carrello è cambiato');
  await expect(checkout.changed).toContainText(/aggiunto/);
  await expect(checkout.changed).toContainText(`Il totale passa da ${shown?.trim()}`);
  expect(await orderCount(page.request)).toBe(before);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/checkout-changed-desktop.png`, fullPage: true });

  const newTotal = (await cartState(page.request)).summary.total;
  await page.getByRole('button', { name: 'Ho visto le modifiche: invia con il nuovo totale' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d{4}\/\d{6}$/);
  await expect(page.getByTestId('order-total')).toContainText(
    new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2 }).format(newTotal),
  );
  expect(await orderCount(page.request)).toBe(before + 1);
});

test('a refused order says why and keeps the form; the cart stays as it is', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const product = nth(await availableProducts(page.request, 1, 4), 0);
  await addToCart(page.request, product.code, product.minQuantity);
  await checkout.open('/en/checkout');
  await checkout.notes.fill('Keep me');
  await checkout.acceptConditions();
  // Another tab empties the cart before the confirmation.
  await emptyCart(page.request);
  await checkout.placeOrder.click();
  await checkout.confirm.click();
  await expect(checkout.problem).toContainText('The order was not sent');
  await expect(checkout.problem).toContainText('Your cart has not been changed.');
  await expect(checkout.notes).toHaveValue('Keep me');
  await expect(page).toHaveURL(/\/en\/checkout$/);
});
