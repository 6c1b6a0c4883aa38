// /reservedarea, the dashboard (issue 14): moretti sees his own clients (C00001, C00002 among them)
// and never C00003, can open a client's record and start ordering for a client from it; management
// sees today's orders (one placed by the test for a client, channel office) and the best clients and
// agents of the month. Axe finds nothing; screenshots at 1440 and 768 px (desktop project) and
// 360 px (mobile-360 project), in docs/screenshots/.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { availableProducts, graphqlAs } from '../../support/shop-graphql';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

async function openDashboard(page: Page, view: 'AgentDashboard' | 'OfficeDashboard') {
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toHaveAttribute('data-view', view);
  // The month chart is a chunk of its own: wait for its drawing before looking or shooting.
  await expect(page.getByTestId('month-comparison').locator('svg.recharts-surface')).toBeVisible();
  return dashboard;
}

/** Full-page screenshots at 1440 and 768 px on the desktop project, at 360 px on the phone one. */
async function screenshots(page: Page, name: string, project: string) {
  const widths = project === 'mobile-360' ? [360] : [1440, 768];
  for (const width of widths) {
    if (project !== 'mobile-360') await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('month-comparison').locator('svg.recharts-surface')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('moretti’s dashboard shows his clients, never C00003, and leads to a client and to ordering for one', async ({
  page,
}, testInfo) => {
  // Logging in, the chart's chunk and three screenshots: slow on the shared 2-core machine.
  test.slow();
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const dashboard = await openDashboard(page, 'AgentDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Cruscotto' })).toBeVisible();
  await expect(page.getByText(/^Ciao Luca, ecco la situazione di/)).toBeVisible();

  const clients = Number(await page.getByTestId('my-clients').locator('dd').first().textContent());
  expect(clients).toBeGreaterThanOrEqual(2);
  // His demo clients Rossi (C00001) and Ferri (C00002) have orders waiting and payments overdue.
  await expect(dashboard.locator('a[href="/client/C00001"]').first()).toBeVisible();
  await expect(dashboard.locator('a[href="/client/C00002"]').first()).toBeVisible();
  // Other specs (ordering for Rossi) may add waiting orders of his while this one runs: one or more.
  await expect(
    page.getByTestId('waiting-orders').getByRole('link', { name: 'Alimentari Rossi S.r.l.' }).first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('overdue').getByRole('link', { name: 'Bar Pasticceria Ferri S.n.c.' }),
  ).toBeVisible();
  // Nothing of the client another agent follows, anywhere on the page.
  await expect(page.locator('main')).not.toContainText('C00003');
  await expect(page.locator('main')).not.toContainText('Gallo d’Oro');
  await expect(page.getByTestId('month-comparison').locator('figcaption')).toContainText(
    /negli stessi giorni dell’anno scorso/,
  );

  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'dashboard-agent', testInfo.project.name);

  // By keyboard: a client's name opens its record.
  const rossi = page
    .getByTestId('waiting-orders')
    .getByRole('link', { name: 'Alimentari Rossi S.r.l.' })
    .first();
  await rossi.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/C00001$/);

  // "Ordina" beside a best client starts ordering for that client and opens the shop as that client.
  await page.goBack();
  const top = page.getByTestId('top-clients');
  const first = top.getByRole('button', { name: /^Ordina per / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Ordina per /, '');
  await first.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await graphqlAs(page.request, 'mutation { finishOrderingFor { client { code } } }');
});

test('management sees today’s orders by channel, the orders waiting and the best clients and agents', async ({
  page,
}, testInfo) => {
  test.slow();
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  // An order placed today by the office for a client nobody follows (C00039).
  const [product] = await availableProducts(page.request, 1);
  await graphqlAs(page.request, 'mutation { startOrderingFor(clientCode: "C00039") { client { code } } }');
  await graphqlAs(
    page.request,
    'mutation($c: String!, $q: Int) { addToCart(code: $c, quantity: $q) { id } }',
    {
      c: product?.code,
      q: product?.minQuantity,
    },
  );
  await graphqlAs(
    page.request,
    `mutation($k: String!) { placeOrder(input: { acceptSaleConditions: true }, idempotencyKey: $k) { number } }`,
    { k: `dashboard-e2e-${testInfo.project.name}-${Date.now()}` },
  );
  await graphqlAs(page.request, 'mutation { finishOrderingFor { client { code } } }');

  await page.goto('/reservedarea');
  const dashboard = await openDashboard(page, 'OfficeDashboard');
  const today = Number(await page.getByTestId('today-orders').locator('dd').first().textContent());
  expect(today).toBeGreaterThanOrEqual(1);
  const office = page.getByTestId('by-channel').getByRole('listitem').filter({ hasText: 'Ufficio' });
  await expect(office).not.toContainText('0 ordini');
  await expect(page.getByTestId('by-channel').getByRole('listitem')).toHaveText([
    /^Web/,
    /^Agenti/,
    /^Ufficio/,
    /^Fiere/,
    /^Importati/,
    /^Da preventivi/,
  ]);
  expect(await page.getByTestId('top-client').count()).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('top-clients').locator('a[href^="/client/"]').first()).toBeVisible();
  await expect(page.getByTestId('top-agents').getByRole('row').nth(1)).toContainText(/AG0\d/);
  await expect(dashboard.getByTestId('waiting-orders').locator('a[href^="/client/"]').first()).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'dashboard-office', testInfo.project.name);

  // In English, the same dashboard.
  await page.goto('/en/reservedarea');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('by-channel').getByRole('listitem').first()).toContainText(/orders?/);
  expect(await axeViolations(page)).toEqual([]);
});
