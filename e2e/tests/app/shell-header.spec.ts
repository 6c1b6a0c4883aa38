// Header banner texts, the top notice and the members-only parts of the menu and footer, from the
// seeded database through the real gateway.
import { expect, test } from '../../support/fixtures';
import { ShopPage } from '../../pages/ShopPage';
import { SessionDialog } from '../../pages/SessionDialog';

test('the header shows the three banner texts with their links', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/');
  const banners = page.getByTestId('top-banners');
  await expect(banners.getByRole('link', { name: /Consegna gratuita per ordini sopra 300/ })).toHaveAttribute(
    'href',
    '/offerte?type=P',
  );
  await expect(banners.getByRole('link', { name: /Nuovi arrivi/ })).toHaveAttribute('href', '/novita?type=N');
  await expect(banners.getByRole('link', { name: /Servizio clienti/ })).toHaveAttribute(
    'href',
    'tel:+390212345678',
  );
  // Side by side on a wide screen; on a phone one under the other, none squeezed into a narrow column.
  const boxes = [];
  for (const link of await banners.getByRole('link').all()) boxes.push(await link.boundingBox());
  const width = page.viewportSize()?.width ?? 0;
  for (const [i, box] of boxes.entries()) {
    const previous = boxes[i - 1];
    if (!box || !previous) continue;
    if (width < 768) {
      expect(box.y).toBeGreaterThanOrEqual(previous.y + previous.height);
      expect(box.width).toBeGreaterThan(width / 2);
    } else {
      expect(box.y).toBeLessThan(previous.y + previous.height);
    }
  }
});

test(
  'the top notice closes, stays closed across pages of the session, and shows in a new one',
  { tag: '@rules' },
  async ({ page, context }) => {
    const shop = new ShopPage(page);
    await shop.open('/');
    const notice = page.getByRole('region', { name: 'Avviso' });
    await expect(notice).toContainText('Consegna gratuita per ordini superiori a 300');
    await notice.getByRole('button', { name: 'Chiudi l’avviso' }).click();
    await expect(notice).toHaveCount(0);
    await shop.open('/en');
    await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    await shop.open('/');
    await expect(notice).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('region', { name: 'Avviso' })).toBeVisible();
  },
);

test(
  'a user allowed promotions gets the promotions in the menu and the footer block; visitors do not; on a tablet his header keeps one row of account, notifications, wishlist and cart',
  { tag: '@rules' },
  async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.open('/');
    await expect(page.getByTestId('footer-promotions')).toHaveCount(0);
    const session = new SessionDialog(page);
    await session.logIn('rossi', undefined, /\/account$/);
    const footerBlock = page.getByTestId('footer-promotions');
    await expect(footerBlock.getByRole('link').first()).toHaveAttribute('href', /^\/offerte\?promo=.+&n=1$/);
    const menu = await shop.sideMenu();
    await expect(menu.getByRole('link', { name: /preferiti/i })).toBeVisible();
    await expect(menu.locator('a[href*="promo="]').first()).toBeVisible();

    // At 744 and 768 px (tablets) the account, notifications, wishlist and cart stay on the logo's
    // row (issue 26 item 15: the cart dropped to a row of its own).
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: /^Ingrosso Bellini/ });
    const row = [
      session.accountMenu(),
      banner.getByRole('link', { name: /^Notifiche/ }),
      banner.getByRole('link', { name: /^Preferiti/ }),
      banner.getByRole('button', { name: /^Carrello/ }),
    ];
    for (const width of [744, 768]) {
      await page.setViewportSize({ width, height: 1024 });
      const logoBox = await logo.boundingBox();
      for (const item of row) {
        const box = await item.boundingBox();
        expect(
          Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((logoBox?.y ?? 0) + (logoBox?.height ?? 0) / 2)),
        ).toBeLessThanOrEqual(4);
      }
    }
  },
);
