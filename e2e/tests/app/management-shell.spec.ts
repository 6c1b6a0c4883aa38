// The reserved area's shared frame (issue 14, web foundation), as staff and agents use it: the
// navigation shows only the areas that exist and that the user may use, the current one marked;
// customers and users without the permission get a "not allowed" page inside the layout; the layout
// lines up with the header on a 360 px phone (1440 and 768 px: management-layout.spec.ts); axe finds
// nothing.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { ManagementShell } from '../../pages/ManagementShell';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

test('management (admin, X) gets every area there is, grouped, with the current one marked', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const shell = new ManagementShell(page);
  await expect(page.locator('[data-layout="full-width"]')).toBeVisible();
  expect(await shell.areas()).toEqual([
    'Cruscotto',
    'Ordini',
    'Rimanenze',
    'Approvazioni',
    'Criticità',
    'Resi',
    'Preventivi',
    'Richieste di preventivo',
    'Ordine per un cliente',
    'Importa ordini',
    'Importa carrelli',
    'Clienti',
    'Agenti',
    'Fornitori',
    'Testi e menu',
    'Privacy e condizioni',
    'Banner',
    'Promozioni',
    'Utenti',
    'E-mail in uscita',
    'Impostazioni',
  ]);
  await expect(shell.currentArea()).toHaveText('Cruscotto');
  await expect(shell.currentArea()).toHaveAttribute('aria-current', 'page');

  await shell.nav.getByRole('link', { name: 'Agenti' }).click();
  await expect(page).toHaveURL(/\/salesagent$/);
  await shell.openNav();
  await expect(shell.currentArea()).toHaveText('Agenti');
  await shell.closeNav();
  await expect(shell.breadcrumbs.getByRole('link', { name: 'Area riservata' })).toHaveAttribute(
    'href',
    '/reservedarea',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('an agent (moretti) gets only his areas, and the agents page says he may not use it', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const shell = new ManagementShell(page);
  expect(await shell.areas()).toEqual([
    'Cruscotto',
    'Ordini',
    'Rimanenze',
    'Criticità',
    'Preventivi',
    'Richieste di preventivo',
    'Ordine per un cliente',
    'Importa ordini',
    'Importa carrelli',
    'Clienti',
  ]);

  await page.goto('/en/salesagent');
  await expect(shell.notAllowed).toBeVisible();
  await expect(shell.heading).toHaveText('You cannot open this page');
  // Inside the management layout, with the navigation still there (in English).
  await expect(page.locator('[data-layout="full-width"]')).toBeVisible();
  expect(await shell.areas()).toEqual([
    'Dashboard',
    'Orders',
    'Backorders',
    'Issues',
    'Quotes',
    'Quote requests',
    'Order for a client',
    'Import orders',
    'Import carts',
    'Clients',
  ]);
  await expect(shell.currentArea()).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shell.closeNav();
  await shell.notAllowed.getByRole('link', { name: 'Go to your area' }).click();
  await expect(page).toHaveURL(/\/en\/reservedarea$/);
});

test(
  'a customer opening /clients sees "not allowed" in the shop layout; a visitor is sent to log in',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/clients?q=rossi');
    await expect(page).toHaveURL(/\/login\?next=%2Fclients%3Fq%3Drossi$/);

    await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
    await page.goto('/clients');
    const shell = new ManagementShell(page);
    await expect(shell.notAllowed).toBeVisible();
    await expect(shell.heading).toHaveText('Non hai accesso a questa pagina');
    await expect(page.locator('[data-layout="main"]')).toBeVisible();
    await expect(shell.nav).toHaveCount(0);
    await expect(shell.notAllowed.getByRole('link', { name: 'Vai alla tua area' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the keyboard reaches the content first through the skip link', async ({ page }) => {
  test.setTimeout(60_000);
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  await page.goto('/clients');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// @own-size: it sets its own window size, so it runs in the desktop project only. The 1440 and 768 px
// frames (and their screenshots) are management-layout.spec.ts's.
test("the reserved area's layout on a 360 px phone: aligned with the header, nothing sideways, axe clean @own-size", async ({
  page,
}) => {
  // A login, four pages, three axe runs and four screenshots: on a busy 2-core CI host each axe run
  // took 5–8 s and the whole test passed 90 s once.
  test.setTimeout(150_000);
  const width = 360;
  await page.setViewportSize({ width, height: 740 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  await page.goto('/clients');
  const shell = new ManagementShell(page);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('grid-row-count')).toHaveText(/\d/);
  const edges = await shell.leftEdges();
  expect(edges.header).toBeGreaterThan(0);
  expect(Math.abs(edges.content - edges.header)).toBeLessThanOrEqual(1);
  expect(await shell.overflowsSideways()).toBe(false);
  // Below 992 px the navigation is a drawer behind the header's "Menu" button, not beside the page.
  await expect(shell.menuButton).toBeVisible();
  await expect(shell.nav).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/management-clients-${width}.png`, fullPage: false });
  // The order grid and the backorders: the same frame, nothing sideways, axe clean.
  for (const path of ['/orders', '/remains']) {
    await page.goto(path);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByTestId('grid-row-count')).toHaveText(/\d/);
    expect(await shell.overflowsSideways(), path).toBe(false);
    expect(await axeViolations(page), path).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/management${path.replace('/', '-')}-${width}.png` });
  }
  await page.goto('/reservedarea');
  await expect(shell.heading).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/management-dashboard-${width}.png`, fullPage: false });
});
