// Reorder as gallo: the oldest order (seeded with a product no longer sold) goes back into the
// cart at today's prices, and the page says which product could not.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { daysAgo, OrdersPage } from '../../pages/OrdersPage';
import { cartState, emptyCart } from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, axe runs and full-page screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

test('reorders an old order and lists the product no longer sold', async ({ page }) => {
  await new SessionDialog(page).logIn('gallo', undefined, /\/account$/);
  await emptyCart(page.request);
  const orders = new OrdersPage(page);
  await orders.open(`?to=${daysAgo(80)}`);
  await expect(orders.count).toHaveText('1 ordine');
  await orders.orderLinks().first().click();
  await expect(page.getByTestId('order-lines').getByRole('listitem')).toHaveCount(4);

  await page.getByRole('button', { name: 'Riordina' }).click();
  const result = page.getByTestId('reorder-result');
  await expect(result).toBeVisible();
  const cart = await cartState(page.request);
  const outOfStock = 3 - cart.lines.length; // the generated stock can leave a line short
  await expect(result).toContainText(`${cart.lines.length} articol`);
  await expect(result).toContainText(
    'Caffè in grani miscela Oro 1 kg (fuori produzione) (AL999001): non più in vendita',
  );
  await expect(result.getByRole('listitem')).toHaveCount(1 + outOfStock);
  expect(cart.lines.map((l) => l.code)).not.toContain('AL999001');
  // The header's cart counts the reordered products at once (the answer replaced Cart:current in the cache).
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
    new RegExp(`^Carrello\\s*, ${cart.summary.lineCount} prodott[io]$`),
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orders-reorder-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/orders-reorder-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The home page lists gallo's last orders with the same reorder (issue 13 item 14): the newest
  // one's lines join the cart, and the header counts them at once.
  const before = (await cartState(page.request)).summary.units;
  await page.goto('/');
  const lastOrders = page.getByRole('region', { name: 'I tuoi ultimi ordini' });
  const newest = lastOrders.getByTestId('home-order').first();
  await newest.getByRole('button', { name: 'Riordina' }).click();
  await expect(newest.getByTestId('reorder-result')).toBeVisible();
  const after = await cartState(page.request);
  expect(after.summary.units).toBeGreaterThan(before);
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
    new RegExp(`^Carrello\\s*, ${after.summary.lineCount} prodott[io]$`),
  );
});
