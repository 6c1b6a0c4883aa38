// The reserved area's layout uses the window (issue 26 items 6, 7 and 15 in part): a compact
// management header instead of the storefront's banners and menu; at 1440 × 900 the office's
// navigation fits the window and no grid of the seeded data scrolls sideways or wraps a row at its
// default columns; on an agent's 768 px tablet (and a 360 px phone) the navigation is a drawer that
// reaches every area in two taps, with 44 px touch targets; the storefront header keeps its row of
// account, notifications, wishlist and cart on a tablet. Screenshots of the pages agents and the
// office use most, at 1440 and 768 px.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { consentEntry, CONSENT_KEY, expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { ManagementShell } from '../../pages/ManagementShell';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
/** A row of one line: 20 px of text, 12 px of padding, the border (two lines would be 53 px). */
const ONE_LINE_ROW = 40;

/** Every grid on the page, once loaded: how far it scrolls sideways and its tallest row. */
async function gridsOf(page: Page): Promise<{ sideways: number; tallestRow: number; rows: number }[]> {
  const grids = page.getByRole('grid');
  await expect(grids.first()).toBeVisible();
  for (const grid of await grids.all()) await expect(grid).toHaveAttribute('aria-busy', 'false');
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role=grid]')).map((grid) => {
      const box = grid.parentElement as HTMLElement;
      const rows = Array.from(grid.querySelectorAll('tbody tr')).map(
        (row) => row.getBoundingClientRect().height,
      );
      return {
        sideways: box.scrollWidth - box.clientWidth,
        tallestRow: Math.max(0, ...rows),
        rows: rows.length,
      };
    }),
  );
}

/** The areas the navigation links to (their paths), read from the open navigation. */
async function areaPaths(shell: ManagementShell): Promise<string[]> {
  await shell.openNav();
  const hrefs = await shell.nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs;
}

/** Dashboard, orders, an order's record, backorders and a quote's editor: the screenshots' pages. */
async function screenshotTour(page: Page, width: number): Promise<void> {
  const shell = new ManagementShell(page);
  const shoot = (name: string) => page.screenshot({ path: `${SHOTS}/layout-${name}-${width}.png` });
  await page.goto('/reservedarea');
  await expect(shell.heading).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d/).first()).toBeVisible();
  await shoot('dashboard');
  await page.goto('/orders');
  await gridsOf(page);
  await shoot('orders');
  await page.locator('[data-row-link]').first().click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(shell.heading).toBeVisible();
  await shoot('order-record');
  await page.goto('/remains');
  await gridsOf(page);
  await shoot('remains');
  await page.goto('/quotes');
  await gridsOf(page);
  await page.locator('[data-row-link]').first().click();
  await expect(page).toHaveURL(/\/quotes\/[^/]+$/);
  await expect(shell.heading).toBeVisible();
  await shoot('quote-editor');
}

test('at 1440 × 900 the office gets a compact header, every area in view and grids without sideways scrolling or wrapped rows @own-size', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const shell = new ManagementShell(page);
  await expect(shell.nav).toBeVisible();

  // The management header: one row (search, account, notifications, language), no banner texts.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(72);
  await expect(page.getByTestId('top-banners')).toHaveCount(0);
  await expect(
    page
      .getByRole('banner')
      .getByRole('searchbox')
      .or(page.getByRole('banner').getByRole('combobox'))
      .first(),
  ).toBeVisible();

  // The navigation fits the window: the last entries ("E-mail in uscita", "Impostazioni") too.
  const bottoms = await shell.nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent, link.getBoundingClientRect().bottom] as const),
    );
  expect(bottoms.filter(([, bottom]) => bottom > 900)).toEqual([]);
  expect(bottoms.map(([name]) => name)).toContain('Impostazioni');

  // Every grid of every area, at its default columns: nothing sideways, one line per row.
  const problems: string[] = [];
  for (const path of await areaPaths(shell)) {
    await page.goto(path);
    await expect(shell.heading).toBeVisible();
    if ((await page.getByRole('grid').count()) === 0) continue;
    for (const [i, grid] of (await gridsOf(page)).entries()) {
      if (grid.sideways > 1) problems.push(`${path} grid ${i + 1} scrolls ${grid.sideways} px sideways`);
      if (grid.tallestRow > ONE_LINE_ROW)
        problems.push(`${path} grid ${i + 1} has a ${grid.tallestRow} px row`);
    }
  }
  expect(problems).toEqual([]);
  await screenshotTour(page, 1440);
});

for (const width of [768, 360]) {
  test(`on a ${width} px touch screen the navigation's drawer reaches every area in two taps, 44 px targets @own-size`, async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext({
      viewport: { width, height: width === 768 ? 1024 : 740 },
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      consentEntry(false),
    ] as const);
    const page = await context.newPage();
    await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
    const shell = new ManagementShell(page);

    // The header: at 768 px one row (menu, logo, search, account, notifications, language).
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(width === 768 ? 64 : 170);
    expect((await shell.menuButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(shell.nav).toHaveCount(0);

    const paths = await areaPaths(shell);
    expect(paths.length).toBeGreaterThan(5);
    const heights = await shell.nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    await shell.closeNav();

    // Two taps to each area: "Menu", then the area.
    for (const path of paths) {
      await shell.menuButton.tap();
      await shell.nav.locator(`a[href="${path}"]`).tap();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(shell.nav).toHaveCount(0);
    }

    // Grid rows, which a tap opens, and the grid's buttons are 44 px tall for a finger.
    await page.goto('/orders');
    const [grid] = await gridsOf(page);
    expect(grid?.rows).toBeGreaterThan(0);
    const rowHeights = await page
      .getByRole('grid')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.min(...rowHeights)).toBeGreaterThanOrEqual(44);
    const buttons = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((all) =>
        all
          .filter((b) => b.getBoundingClientRect().height > 0)
          .map((b) => Math.round(b.getBoundingClientRect().height)),
      );
    expect(Math.min(...buttons)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    if (width === 768) await screenshotTour(page, 768);
    await context.close();
  });
}

for (const width of [744, 768]) {
  test(`the storefront header keeps account, notifications, wishlist and cart on one row at ${width} px @own-size`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 1024 });
    await new SessionDialog(page).logIn('rossi');
    await page.goto('/');
    const banner = page.getByRole('banner');
    const cart = banner.getByRole('button', { name: /^Carrello/ });
    const account = new SessionDialog(page).accountMenu();
    await expect(cart).toBeVisible();
    const [cartBox, accountBox] = [await cart.boundingBox(), await account.boundingBox()];
    expect(Math.abs((cartBox?.y ?? 0) - (accountBox?.y ?? 100))).toBeLessThanOrEqual(4);
  });
}
