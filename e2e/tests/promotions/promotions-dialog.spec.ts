// The promotions dialog (spec §2): opened from the left menu's promotions entry by a signed-in user,
// a side list of titles chooses the promotion shown with its image, title and description.
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { PromotionsDialog } from '../../pages/PromotionsDialog';
import { SessionDialog } from '../../pages/SessionDialog';
import { ShopPage } from '../../pages/ShopPage';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// The machine runs several suites at once: pages answer slowly, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test('visitors have no promotions dialog', { tag: '@rules' }, async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  const menu = await shop.sideMenu();
  await expect(menu.getByRole('button', { name: /scopri le promozioni/i })).toHaveCount(0);
});

test('a signed-in customer sees the promotions; the side list chooses which one is shown', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  const promotions = new PromotionsDialog(page);
  await promotions.open();
  await expect(promotions.titles).toHaveCount(8);
  await expect(promotions.titles.first()).toHaveAttribute('aria-current', 'true');
  const shown = promotions.shown;
  await expect(shown.getByRole('heading')).toHaveText('Sconto 3% sopra 500 €');
  await expect(shown.locator('img')).toHaveAttribute('src', '/promo/ordine500.svg');
  expect(await shown.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await promotions.titles.filter({ hasText: 'Caffè e capsule -15%' }).click();
  await expect(shown.getByRole('heading')).toHaveText('Caffè e capsule -15%');
  await expect(shown.locator('img')).toHaveAttribute('src', '/promo/caffe15.svg');
  await expect(shown.getByText(/valida dal/i)).toBeVisible();
  await expect(promotions.titles.filter({ hasText: 'Caffè e capsule -15%' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await shown.getByRole('link', { name: /vedi i prodotti/i }).click();
  await expect(promotions.dialog).toBeHidden();
  await expect(page).toHaveURL('/offerte?promo=CAFFE15&n=1');
});

test('a user without promotions is told there are none', { tag: '@rules' }, async ({ page }) => {
  // Every seeded user has promotions in force: this user's list is answered empty.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'PromotionsDialog') return route.fallback();
    await route.fulfill({ json: { data: { promotions: [] } } });
  });
  await new SessionDialog(page).logIn('gallo', undefined, /\/account$/);
  const promotions = new PromotionsDialog(page);
  await promotions.open();
  await expect(promotions.dialog).toContainText('Al momento non ci sono promozioni per te.');
  await expect(promotions.titles).toHaveCount(0);
});

test('no accessibility violations with the dialog open; screenshots', async ({ page }, testInfo) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  const promotions = new PromotionsDialog(page);
  await promotions.open();
  await promotions.titles.filter({ hasText: 'Pasta: ogni 3 cartoni uno in omaggio' }).click();
  await expect(promotions.shown.getByRole('heading')).toHaveText('Pasta: ogni 3 cartoni uno in omaggio');
  expect(await axeViolations(page)).toEqual([]);
  const name = testInfo.project.name === 'desktop' ? 'desktop' : '360';
  await page.screenshot({ path: `${SHOTS}/promotions-dialog-${name}.png` });
});
