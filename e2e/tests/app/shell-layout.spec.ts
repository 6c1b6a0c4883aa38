// Layouts of the shell for visitors: the main layout (with the sidebar) on every shop route, also on
// management routes (only staff get the full-width layout there), and the simple layout for /login.
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { LoginPage } from '../../pages/LoginPage';
import { ShopPage } from '../../pages/ShopPage';

// (/reservedarea itself now sends visitors to /login: see shell-account.spec.ts.)
for (const path of ['/', '/en', '/statistics/2025', '/crmmanagement']) {
  test(
    `a visitor gets the main layout with the sidebar on ${path}`,
    { tag: path === '/' ? [] : '@rules' },
    async ({ page }) => {
      const shop = new ShopPage(page);
      await shop.open(path);
      await expect(page.locator('[data-layout="main"]')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await shop.sideMenu(); // on a desktop beside the content, at 360 px in the 260 px drawer
    },
  );
}

test(
  'the header login link leads to /login in the simple layout and back to the shop',
  { tag: '@rules' },
  async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.open('/statistics');
    await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fstatistics$/);
    const login = new LoginPage(page);
    await expect(login.heading).toHaveText('Accedi al tuo account');
    await expect(page.locator('[data-layout="simple"]')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Catalogo' })).toHaveCount(0);
    await expect(shop.footer).toBeVisible();
    await page.getByRole('link', { name: 'Torna al negozio' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'the login form checks its fields and keeps what was typed when the password is wrong',
  { tag: '@rules' },
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('/en/login');
    await login.submit.click();
    await expect(page.getByText('Enter your user name.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(login.username).toBeFocused();

    await login.username.fill('ferri');
    await login.password.fill('not-the-password');
    await page.getByRole('button', { name: 'Show the password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await login.submit.click();
    await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.');
    await expect(login.username).toHaveValue('ferri');
    await expect(login.password).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/en\/login$/);
  },
);

test('axe finds no violations on /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('/login');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the back-to-top button appears after 400 px and brings the page back up', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 360, height: 300 });
  const shop = new ShopPage(page);
  await shop.open('/');
  await expect(shop.footer).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Torna su' });
  await page.evaluate(() => window.scrollTo(0, 399));
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 401));
  await expect(toTop).toBeVisible();
  await toTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});
