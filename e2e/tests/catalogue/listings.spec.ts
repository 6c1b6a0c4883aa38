// The product listings of spec §2 against the real gateway and API: every route with its query
// parameters, the URL as the state (paging, order, reload, back/forward), breadcrumbs, empty state,
// the 404 of an unknown filter, accessibility and screenshots; an agent's dense list with stock figures.
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { CatalogueListing } from '../../pages/catalogue';
import { SessionDialog } from '../../pages/SessionDialog';
import { graphqlAs } from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// A page of product cards is the heaviest render of the shop: on a busy machine it needs more time
// than the suite's defaults.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('a category page has its heading, 3-level breadcrumbs, sub-categories and only its products', async ({
  page,
}) => {
  const listing = new CatalogueListing(page);
  await listing.open('/category/01/alimentari?category=01');
  await expect(listing.heading).toHaveText('Alimentari');
  await expect(page).toHaveTitle('Alimentari – Ingrosso Bellini');
  await expect(listing.breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Alimentari']);
  await expect(listing.resultCount).toContainText(/\d+ prodotti/);
  for (const code of await listing.codes()) expect(code).toMatch(/^AL/);

  // Down one level through the sub-category links, then to a leaf: the trail grows to 3 levels.
  await page
    .getByRole('list', { name: 'Sottocategorie' })
    .getByRole('link', { name: 'Pasta, riso e farine' })
    .click();
  await expect(page).toHaveURL(/\/category\/01\.01\/pasta-riso-e-farine\?category=01\.01$/);
  await expect(listing.heading).toHaveText('Pasta, riso e farine');
  await page.getByRole('list', { name: 'Sottocategorie' }).getByRole('link', { name: 'Pasta secca' }).click();
  await expect(page).toHaveURL(/\?category=01\.01\.01$/);
  await expect(listing.breadcrumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Alimentari',
    'Pasta, riso e farine',
    'Pasta secca',
  ]);
  await expect(listing.breadcrumbs.getByText('Pasta secca')).toHaveAttribute('aria-current', 'page');
  await listing.breadcrumbs.getByRole('link', { name: 'Alimentari' }).click();
  await expect(page).toHaveURL(/\/category\/01\/alimentari\?category=01$/);
});

test(
  'the category query parameter wins over the path, and an unknown category is the 404 page',
  { tag: '@rules' },
  async ({ page }) => {
    const listing = new CatalogueListing(page);
    await listing.open('/category/01/anything?category=02');
    await expect(listing.heading).toHaveText('Bevande');
    await page.goto('/category/99/nowhere?category=99');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  },
);

test('a brand page lists only the products of that brand', { tag: '@rules' }, async ({ page }) => {
  const listing = new CatalogueListing(page);
  await listing.open('/brand/CASCINA/cascina-verde?brand=CASCINA');
  await expect(listing.heading).toHaveText('Cascina Verde');
  await expect(page).toHaveTitle('Cascina Verde – Ingrosso Bellini');
  const count = await listing.cards.count();
  expect(count).toBe(12);
  await expect(listing.cards.getByRole('link', { name: 'Cascina Verde' })).toHaveCount(count);
});

test(
  'the offers, highlights, new arrivals and outlet pages list their products under their headings',
  { tag: '@rules' },
  async ({ page }) => {
    const listing = new CatalogueListing(page);
    for (const { path, title, label } of [
      { path: '/offerte?type=P', title: 'Prodotti in promozione', label: 'sale' },
      { path: '/inevidenza?type=E', title: 'In evidenza', label: null },
      { path: '/novita?type=N', title: 'Novità', label: 'new' },
      { path: '/outlet?type=O', title: 'Outlet', label: 'outlet' },
    ]) {
      await listing.open(path);
      await expect(listing.heading).toHaveText(title);
      await expect(page).toHaveTitle(`${title} – Ingrosso Bellini`);
      await expect(listing.resultCount).toContainText(/\d+ prodotti/);
      const count = await listing.cards.count();
      expect(count, path).toBe(12);
      // The flag behind the listing shows as the card's label.
      if (label) await expect(listing.cards.locator(`[data-label="${label}"]`)).toHaveCount(count);
    }
  },
);

test(
  'favourites are for logged-in users: a visitor logs in and comes back',
  { tag: '@rules' },
  async ({ page }) => {
    await page.goto('/preferiti?type=F');
    await expect(page).toHaveURL(/\/login\?next=%2Fpreferiti%3Ftype%3DF$/);
    await page.getByLabel(/nome utente/i).fill('gallo');
    await page.getByLabel(/^password/i).fill('Bellini2026');
    await page.getByRole('button', { name: /^accedi$/i }).click();
    await expect(page).toHaveURL(/\/preferiti\?type=F$/);
    const listing = new CatalogueListing(page);
    await expect(listing.heading).toHaveText('I miei preferiti');
    await listing.waitForResults();
    await expect(listing.resultCount).toContainText(/\d+ prodott/);
  },
);

test(
  'a promotion page shows the promotion and whether it applies to the user’s prices',
  { tag: '@rules' },
  async ({ page }) => {
    const session = new SessionDialog(page);
    const listing = new CatalogueListing(page);
    await session.logIn('rossi', undefined, /\/account$/);
    await listing.open('/offerte?promo=GIARDINO20&n=1');
    const banner = page.getByTestId('promotion-banner');
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Irrigazione -20%');
    await expect(banner.getByText('Applicata ai tuoi prezzi')).toBeVisible();
    await expect(page).toHaveTitle('Irrigazione -20% – Ingrosso Bellini');
    await expect(listing.cards.locator('[data-label="sale"]')).toHaveCount(await listing.cards.count());
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  'a promotion not on the user’s price list is marked as not applied',
  { tag: '@rules' },
  async ({ page }) => {
    const session = new SessionDialog(page);
    await session.logIn('gallo', undefined, /\/account$/);
    await new CatalogueListing(page).open('/offerte?promo=GIARDINO20&n=1');
    await expect(
      page.getByTestId('promotion-banner').getByText('Non applicata al tuo listino'),
    ).toBeVisible();
  },
);

test(
  'the search page reads search_term, category, brand, type and promo from the URL',
  { tag: '@rules' },
  async ({ page }) => {
    const listing = new CatalogueListing(page);
    await listing.open('/search?search_term=caff%C3%A8&category=0&brand=0&type=-1&promo=-1');
    await expect(listing.heading).toHaveText('Risultati per “caffè”');
    await expect(listing.activeFilters).toHaveCount(0);
    expect((await listing.codes()).length).toBeGreaterThan(0);

    await listing.open('/search?search_term=&category=01.04&brand=0&type=N&promo=-1');
    await expect(listing.heading).toHaveText('Catalogo prodotti');
    await expect(listing.activeFilters.getByRole('listitem')).toHaveText([
      /Categoria: Caffè e colazione/,
      /Tipo: Novità/,
    ]);
    const count = await listing.cards.count();
    await expect(listing.cards.locator('[data-label="new"]')).toHaveCount(count);
    for (const code of await listing.codes()) expect(code).toMatch(/^AL/);

    // Removing a filter is a new address with that filter back to "all".
    await listing.activeFilters.getByRole('link', { name: /rimuovi il filtro tipo/i }).click();
    await expect(page).toHaveURL(/search_term=&category=01\.04&brand=0&type=-1&promo=-1$/);
    await expect(listing.activeFilters.getByRole('listitem')).toHaveText([/Categoria: Caffè e colazione/]);
  },
);

test('a search with no match says so clearly', { tag: '@rules' }, async ({ page }) => {
  const listing = new CatalogueListing(page);
  await listing.open('/search?search_term=zzqqxxyy&category=0&brand=0&type=-1&promo=-1');
  await expect(listing.emptyState.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  await expect(listing.resultCount).toHaveText('0 prodotti');
  await expect(listing.pager).toHaveCount(0);
  await listing.emptyState.getByRole('link', { name: 'Sfoglia tutto il catalogo' }).click();
  await listing.waitForResults();
  await expect(listing.cards).toHaveCount(12);
});

test(
  'page and order live in the URL: reload, back and forward give the same products',
  { tag: '@rules' },
  async ({ page }) => {
    const listing = new CatalogueListing(page);
    await listing.open('/category/01.01/pasta-riso-e-farine?category=01.01');
    const firstPage = await listing.codes();
    expect(firstPage).toHaveLength(12);

    await listing.pager.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\?category=01\.01&page=2$/);
    await expect(listing.pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(listing.resultCount).toContainText('13–24 di');
    const secondPage = await listing.codes();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    expect(await listing.codes()).toEqual(secondPage);

    await listing.sort.selectOption({ label: 'Codice' });
    await expect(page).toHaveURL(/\?category=01\.01&sort=code$/);
    await expect(listing.resultCount).toContainText('1–12 di');
    const byCode = await listing.codes();
    expect(byCode).toEqual([...byCode].sort());

    await page.goBack();
    await expect(page).toHaveURL(/\?category=01\.01&page=2$/);
    await expect(listing.resultCount).toContainText('13–24 di');
    expect(await listing.codes()).toEqual(secondPage);
    await expect(listing.sort).toHaveValue('description');
    await page.goForward();
    await expect(page).toHaveURL(/sort=code$/);
    await expect(listing.resultCount).toContainText('1–12 di');
    expect(await listing.codes()).toEqual(byCode);
    await expect(listing.sort).toHaveValue('code');

    // A shared link opens the same page in a new tab.
    const other = await page.context().newPage();
    const shared = new CatalogueListing(other);
    await shared.open('/category/01.01/pasta-riso-e-farine?category=01.01&page=2');
    expect(await shared.codes()).toEqual(secondPage);
  },
);

test('prices sort in both directions for a customer', { tag: '@rules' }, async ({ page }) => {
  const session = new SessionDialog(page);
  const listing = new CatalogueListing(page);
  await session.logIn('ferri', undefined, /\/account$/);
  await listing.open('/novita?type=N&sort=price&dir=desc');
  await expect(listing.sort).toHaveValue('price-desc');
  const amounts = async () =>
    (await listing.cards.getByTestId('net-price').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  const high = await amounts();
  expect(high.length).toBe(12);
  expect(high[0]).toBeGreaterThan(high[11] as number);
  await listing.sort.selectOption({ label: 'Prezzo crescente' });
  await expect(page).toHaveURL(/\?type=N&sort=price$/);
  await expect.poll(async () => (await amounts())[0]).toBeLessThan(high[11] as number);
});

test(
  'the English catalogue lives under /en with the localised search path',
  { tag: '@rules' },
  async ({ page }) => {
    const listing = new CatalogueListing(page);
    await listing.open('/en/search?search_term=coffee&category=0&brand=0&type=-1&promo=-1');
    await expect(listing.heading).toHaveText('Results for “coffee”');
    await expect(listing.resultCount).toContainText(/\d+ products/);
    await listing.open('/en/category/01/food?category=01');
    await expect(listing.heading).toHaveText('Food');
    await expect(listing.breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Food']);
    await expect(page).toHaveTitle(/^Food – /);
  },
);

test('listing and search pages pass axe; screenshots', async ({ page }, testInfo) => {
  const listing = new CatalogueListing(page);
  await listing.open('/category/01.04/caffe-e-colazione?category=01.04');
  await expect(listing.heading).toHaveText('Caffè e colazione');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/catalogue-${testInfo.project.name}.png`, fullPage: true });

  await listing.open('/search?search_term=pasta&category=0&brand=0&type=N&promo=-1');
  await expect(listing.activeFilters).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/catalogue-search-${testInfo.project.name}.png`, fullPage: true });

  // Skeletons while loading occupy the grid's place (checked on a slow answer, moving to another
  // page: a first load waits up to 2.5 s for the listing before its first render).
  await listing.open('/outlet?type=O');
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('CatalogueListing'))
      await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await listing.pager.getByRole('link', { name: 'Pagina 3' }).click();
  await expect(page.getByRole('status', { name: 'Caricamento dei prodotti…' })).toBeVisible();
  await listing.waitForResults();
  await expect(page.getByRole('status', { name: 'Caricamento dei prodotti…' })).toHaveCount(0);
});

test('the listing works by keyboard: order, pager and product links', async ({ page }) => {
  const listing = new CatalogueListing(page);
  await listing.open('/novita?type=N');
  // The order select changes with the arrow keys (a native select).
  const byDescription = await listing.cards.first().getAttribute('data-code');
  await listing.sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?type=N&sort=code$/);
  // The cards follow the new order (the address changes first, the products when they come).
  await expect(listing.cards.first()).not.toHaveAttribute('data-code', byDescription ?? '');
  await expect(listing.resultCount).toContainText('1–12 di');
  // Tab from the select reaches the first card's product link (the picture is not a tab stop).
  await listing.sort.focus();
  const first = listing.cards.first();
  let onProduct = false;
  for (let i = 0; i < 6 && !onProduct; i += 1) {
    await page.keyboard.press('Tab');
    onProduct = await first
      .getByRole('heading')
      .getByRole('link')
      .evaluate((link) => link === document.activeElement);
  }
  expect(onProduct).toBe(true);
  const firstCode = await first.getAttribute('data-code');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`codart=${firstCode}$`));
  await page.goBack();
  await listing.pager.getByRole('link', { name: 'Pagina 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?type=N&sort=code&page=2$/);
});

test('a page past the last one says so and leads back to the first', { tag: '@rules' }, async ({ page }) => {
  const listing = new CatalogueListing(page);
  await listing.open('/novita?type=N&page=999');
  await expect(listing.emptyState).toContainText('Questa pagina non esiste più');
  await listing.emptyState.getByRole('link', { name: 'Vai alla prima pagina' }).click();
  await expect(page).toHaveURL(/\/novita\?type=N$/);
  await expect(listing.cards).toHaveCount(12);
});

interface StockedProduct {
  code: string;
  unit: string;
  minQuantity: number;
  quantityStep: number;
  stock: string;
  available: number | null;
  nextArrival: { date: string; quantity: number } | null;
}

test(
  'an agent ordering for a client reads stock and next arrival and enters an order in the dense list (768 px, 360 px)',
  { tag: '@own-size' },
  async ({ page }) => {
    // Issue 26 items 9 and 10. C00007 (one of moretti's clients no other spec orders for): its cart
    // gets one line, removed at the end.
    await page.setViewportSize({ width: 768, height: 1024 });
    await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
    await graphqlAs(page.request, 'mutation { startOrderingFor(clientCode: "C00007") { client { code } } }');
    const { products } = await graphqlAs<{ products: { items: StockedProduct[] } }>(
      page.request,
      `{ products(filter: { category: "01" }, pageSize: 100, language: IT) {
          items { code unit minQuantity quantityStep stock available nextArrival { date quantity } } } }`,
    );
    const arriving = products.items.find((p) => p.nextArrival && p.stock !== 'OUT_OF_STOCK');
    if (!arriving?.nextArrival || arriving.available === null) throw new Error('no product with an arrival');
    const number = (n: number) => new Intl.NumberFormat('it-IT').format(n);
    const [year, month, day] = arriving.nextArrival.date.split('-');
    const arrival = `Prossimo arrivo: ${number(arriving.nextArrival.quantity)} ${arriving.unit} il ${day}/${month}/${year}`;

    // Cards first: the agent reads the units and the arrival on the card.
    const listing = new CatalogueListing(page);
    await listing.open(`/search?search_term=${arriving.code}`);
    const card = listing.card(arriving.code);
    await expect(card.getByTestId('stock-figures')).toContainText(
      `Giacenza: ${number(arriving.available)} ${arriving.unit}`,
    );
    await expect(card.getByTestId('stock-figures')).toContainText(arrival);

    // The dense list: at 768 px at least 8 rows fit one screen.
    await listing.open('/category/01/alimentari?category=01');
    await page.getByRole('button', { name: 'Elenco' }).click();
    await expect(listing.rows).toHaveCount(12);
    const boxes = await listing.rows.evaluateAll((rows) =>
      rows.map((row) => ({
        top: row.getBoundingClientRect().top,
        bottom: row.getBoundingClientRect().bottom,
      })),
    );
    expect((boxes[7]?.bottom ?? Infinity) - (boxes[0]?.top ?? 0)).toBeLessThanOrEqual(1024);
    await expect(page.getByRole('columnheader', { name: 'Giacenza' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/catalogue-list-768.png` });

    // Remembered on the device; keyboard entry: type the quantity, Enter adds.
    await listing.open(`/search?search_term=${arriving.code}`);
    const row = listing.row(arriving.code);
    await expect(row.getByTestId('stock-figures')).toContainText(arrival);
    const field = row.getByRole('textbox', { name: /^Quantità di .+ \([A-Z]{2}\)$/ });
    await field.fill('2');
    await field.press('Enter');
    const wanted = Math.max(
      arriving.minQuantity,
      Math.ceil(2 / arriving.quantityStep) * arriving.quantityStep,
    );
    await expect
      .poll(
        async () =>
          (
            await graphqlAs<{ cart: { lines: { code: string; quantity: number }[] } }>(
              page.request,
              '{ cart { lines { code quantity } } }',
            )
          ).cart.lines.find((line) => line.code === arriving.code)?.quantity,
        { timeout: 30_000 },
      )
      .toBe(wanted);

    // 360 px: the row stacks and still works.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(row.getByRole('button', { name: /^Aggiungi al carrello: / })).toBeVisible();
    // Stacked, the units say what they are (the column's header is not shown).
    await expect(row.getByText(`Giacenza: ${number(arriving.available)} ${arriving.unit}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/catalogue-list-360.png` });

    await graphqlAs(page.request, 'mutation($c: String!) { removeFromCart(code: $c) { id } }', {
      c: arriving.code,
    });
    await graphqlAs(page.request, 'mutation { finishOrderingFor { client { code } } }');
  },
);
