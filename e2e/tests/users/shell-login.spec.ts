// Login against the real gateway and API with the seeded demo users: each lands where spec §6
// says, in the layout the layout rule gives its user type (the e2e shop raises LOGIN_RATE_LIMIT).
// WC (miramare) and U (ufficio) carry forced dialogs and land in shell-session.spec.ts.
import { expect, test } from '../../support/fixtures';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/data/users';
import { LoginPage } from '../../pages/LoginPage';

const cases = [
  { username: 'admin', type: 'X', path: /\/reservedarea$/, layout: 'full-width' },
  { username: 'moretti', type: 'A', path: /\/reservedarea$/, layout: 'full-width' },
  { username: 'promoter', type: 'F without fairs', path: /\/reservedarea$/, layout: 'full-width' },
  { username: 'colombo', type: 'WU', path: /\/account$/, layout: 'main' },
  { username: 'ferri', type: 'C', path: /\/account$/, layout: 'main' },
  {
    username: 'fiere',
    type: 'F with fairs',
    // The fair going on or the next one (EXPO2026 is over since 20 Oct 2026).
    path: /\/fieredetail\/SIA2027$/,
    layout: 'full-width',
  },
] as const;

for (const { username, type, path, layout } of cases) {
  test(
    `a type ${type} user lands on ${path.source} in the ${layout} layout`,
    { tag: '@rules' },
    async ({ page }) => {
      const login = new LoginPage(page);
      await login.open('/login');
      await login.username.fill(username);
      await login.password.fill(DEMO_PASSWORD);
      await login.submit.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /^Account di / })).toBeVisible();
      // Staff never get the sidebar; customers do (beside the content, or in the drawer at 360 px).
      if (layout === 'full-width')
        await expect(page.getByRole('navigation', { name: 'Catalogo' })).toHaveCount(0);
    },
  );
}

test('a visitor sent to /login goes back to that page, in the main layout with the sidebar', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('/en/login?next=%2Fen%2Fcart');
  await login.username.fill('rossi');
  await login.password.fill(DEMO_PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /'s account$/ })).toBeVisible();
  await expect(page.locator('[data-layout="main"]')).toBeVisible();
});
