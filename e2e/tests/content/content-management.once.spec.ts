// Banners and promotions (reserved area, management; issue 17): admin changes a header text and a
// home banner and makes a new home banner with a picture, and a visitor's next page shows them; admin
// publishes a percentage discount on one product for one client (C00002, ferri), whose next visit
// shows the promotion and the discounted price, while another client (rossi) does not get it. Every
// form refuses bad input at its field (a header text too long, a home banner without its title, a
// discount of 150, a last day before the first, a file that is no picture, a code already taken) and
// keeps what was typed; each change is in the record's audit log; an agent and a customer get "not
// allowed" on both pages; axe finds nothing; screenshots at 1440 and 768 px, 360 px fits.
//
// The header's texts, the home banners and the promotions are read by other specs (the header, the
// home page, the promotions dialog): this spec runs in the `shared-state-content` project, after
// them and after `shared-state`, whose new privacy version would otherwise ask this spec's customers
// to accept it (alone: `playwright test --project shared-state-content --no-deps`). It puts back
// what it changed: texts and titles as seeded, the new banner deleted, the new promotion deactivated
// (promotions cannot be deleted: a deactivated one applies to nobody and is listed nowhere in the shop).
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { BANNERS, HOME_BANNERS } from '../../../apps/api/src/seed/catalogue/data/banners';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/data/users';
import { ClientDirectory } from '../../pages/ClientsPages';
import { ContentForm, ContentRecordPage } from '../../pages/ContentPages';
import { PromotionsDialog } from '../../pages/PromotionsDialog';
import { ProductDetail } from '../../pages/catalogue';
import { SessionDialog } from '../../pages/SessionDialog';
import { axeViolations } from '../../support/axe';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { gradientPng } from '../../support/png';
import { SHOP_URL } from '../../support/shop';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, uploads, axe runs and screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 300_000 });

const TOP_LEFT = BANNERS.find((banner) => banner.tipo === 'topleft');
const FIRST_HOME = HOME_BANNERS[0]?.row;

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/** A window of its own with the cookie choice already made (a visitor, or another user). */
async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

/** A day relative to today (YYYY-MM-DD, the browser's calendar). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post(`${SHOP_URL}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function bearer(request: APIRequestContext, username: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    `mutation ($input: LoginInput!) { login(input: $input, tokenDelivery: BEARER) { token } }`,
    { input: { username, password: DEMO_PASSWORD } },
  );
  return data.login.token;
}

interface PricedProduct {
  code: string;
  description: string;
  promotions: Array<{ code: string }>;
  price: { netPrice: number | null; promotionCode: string | null; decimals: number };
}

const PRODUCT_FIELDS = 'code description promotions { code } price { netPrice promotionCode decimals }';

async function productAs(request: APIRequestContext, token: string, code: string): Promise<PricedProduct> {
  const data = await gql<{ product: PricedProduct }>(
    request,
    `query ($code: String!) { product(code: $code, language: IT) { ${PRODUCT_FIELDS} } }`,
    { code },
    token,
  );
  return data.product;
}

/** The net price as the product page writes it (1.234,50). */
const euros = (value: number, decimals: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );

test('admin changes a header text and a home banner, adds one with a picture; a visitor sees them at once', async ({
  page,
  browser,
}) => {
  expect(TOP_LEFT?.textIt).toBeTruthy();
  expect(FIRST_HOME?.titleIt).toBeTruthy();
  const seededText = { it: TOP_LEFT?.textIt ?? '', en: TOP_LEFT?.textEn ?? '' };
  const seededTitle = FIRST_HOME?.titleIt ?? '';
  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);

  const list = new ClientDirectory(page);
  await list.open('/bannermanagement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner');
  expect(await list.codes()).toEqual(expect.arrayContaining([seededText.it, seededTitle]));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bannermanagement-1440.png`, fullPage: true });

  // The header's left text: too long and the English left empty are refused at their fields, the
  // last day before the first at its own; nothing typed is lost.
  await list.row(seededText.it).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bannermanagement\/\d+$/);
  const record = new ContentRecordPage(page);
  await expect(record.heading).toHaveText(seededText.it);
  const banner = new ContentForm(page, page.getByTestId('management-page'), 'Contenuto e giorni');
  const tooLong = `Consegna gratuita ${'x'.repeat(110)}`;
  await banner.field('Testo (italiano)').fill(tooLong);
  await banner.field('Testo (inglese)').fill('');
  await banner.field('Dal').fill('2026-06-10');
  await banner.field('Al').fill('2026-06-01');
  await banner.submit();
  await banner.expectError('Testo (italiano)', 'Troppo lungo per l’intestazione: al massimo 120 caratteri.');
  await banner.expectError('Testo (inglese)', 'Campo obbligatorio.');
  await banner.expectError('Al', 'La data di fine non può essere prima di quella di inizio.');
  await expect(banner.field('Testo (italiano)')).toHaveValue(tooLong);
  expect(await axeViolations(page)).toEqual([]);

  const newText = {
    it: 'Consegna gratuita da 200 € fino a fine mese',
    en: 'Free delivery from €200 all month',
  };
  await banner.field('Testo (italiano)').fill(newText.it);
  await banner.field('Testo (inglese)').fill(newText.en);
  await banner.field('Dal').fill('');
  await banner.field('Al').fill('');
  // The preview draws the header's line with the text as typed, in either language.
  const preview = page.getByTestId('banner-preview');
  await expect(preview.getByTestId('top-banners')).toContainText(newText.it);
  await preview.getByRole('combobox', { name: 'Lingua dell’anteprima' }).selectOption('EN');
  await expect(preview.getByTestId('top-banners')).toContainText(newText.en);
  await banner.submit();
  await banner.expectSaved('Modifiche salvate: il negozio le mostra già.');
  await expect(record.heading).toHaveText(newText.it);
  await expect(record.lastChange).toContainText(newText.it);
  await page.screenshot({ path: `${SHOTS}/bannermanagement-record-1440.png`, fullPage: true });

  // The first home banner: its title is required in both languages.
  await list.open('/bannermanagement?placement=HOME');
  await list.row(seededTitle).getByRole('link').first().click();
  await expect(record.heading).toHaveText(seededTitle);
  await banner.field('Titolo (italiano)').fill('');
  await banner.submit();
  await banner.expectError('Titolo (italiano)', 'Campo obbligatorio.');
  const newTitle = 'Le offerte di stagione';
  await banner.field('Titolo (italiano)').fill(newTitle);
  await expect(page.getByTestId('banner-preview')).toContainText(newTitle);
  await banner.submit();
  await banner.expectSaved('Modifiche salvate: il negozio le mostra già.');
  await expect(record.lastChange).toContainText(newTitle);

  // A new home banner with a picture: a file that is no picture is refused at the field (by the
  // shop, from its content), a real one is uploaded and shown, and the banner opens its page.
  await list.open('/bannermanagement');
  await page.getByRole('button', { name: 'Nuovo banner' }).click();
  const dialog = page.getByTestId('create-banner-dialog');
  const create = new ContentForm(page, dialog, 'Nuovo banner');
  await create.field('Dove si vede').selectOption('HOME');
  await create.field('Titolo (italiano)').fill('Settimana del caffè');
  await create.field('Titolo (inglese)').fill('Coffee week');
  await create.field('Testo (italiano)').fill('Miscele per bar e uffici a prezzi speciali.');
  await create.field('Collegamento').fill('/offerte?promo=CAFFE15&n=1');
  await create.field('Ordine').fill('9');
  const picture = create.field('Immagine');
  await picture.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(picture).toHaveAttribute('aria-invalid', 'true');
  await expect(picture).toHaveAccessibleErrorMessage('Il file non è un’immagine PNG, JPEG o WebP.');
  await picture.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: gradientPng(1200, 400, [110, 60, 30], [230, 180, 120]),
  });
  await expect(dialog.getByText('Immagine caricata: sarà usata al salvataggio.')).toBeVisible({
    timeout: 30_000,
  });
  const thumbnail = dialog.getByRole('img', { name: 'Immagine attuale' });
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/banners\/banner-home-[0-9a-f]{20}\/1200\.webp$/);
  await expect(dialog.getByTestId('banner-preview')).toContainText('Settimana del caffè');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bannermanagement-new-1440.png` });
  await create.submit('Crea il banner');
  await expect(page).toHaveURL(/\/bannermanagement\/\d+$/);
  await expect(record.heading).toHaveText('Settimana del caffè');
  await expect(record.lastChange).toContainText('Settimana del caffè');
  const newBannerUrl = page.url();

  // A visitor's next page shows the header text, the new title and the new banner with its picture.
  const visitor = await newWindow(browser);
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByTestId('top-banners')).toContainText(newText.it);
  const homeBanners = visitor.getByTestId('home-banners');
  await expect(homeBanners).toContainText(newTitle);
  await expect(homeBanners).toContainText('Settimana del caffè');
  await expect(homeBanners.locator('img[src^="/media/banners/"]')).toHaveCount(1);
  await visitor.goto('/en');
  await expect(visitor.getByRole('banner').getByTestId('top-banners')).toContainText(newText.en);

  // Tablet and phone widths.
  await page.setViewportSize({ width: 768, height: 1024 });
  await list.open('/bannermanagement');
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bannermanagement-768.png`, fullPage: true });
  await page.goto(newBannerUrl);
  await expect(record.heading).toHaveText('Settimana del caffè');
  await noHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/bannermanagement-record-768.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Put back what the other specs read: the new banner deleted (asked first), texts as seeded.
  await page.getByRole('button', { name: 'Elimina', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/\/bannermanagement$/);
  await list.settled();
  expect(await list.codes()).not.toContain('Settimana del caffè');
  await list.row(newText.it).getByRole('link').first().click();
  await banner.field('Testo (italiano)').fill(seededText.it);
  await banner.field('Testo (inglese)').fill(seededText.en);
  await banner.submit();
  await banner.expectSaved('Modifiche salvate: il negozio le mostra già.');
  await list.open('/bannermanagement?placement=HOME');
  await list.row(newTitle).getByRole('link').first().click();
  await banner.field('Titolo (italiano)').fill(seededTitle);
  await banner.submit();
  await banner.expectSaved('Modifiche salvate: il negozio le mostra già.');
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByTestId('top-banners')).toContainText(seededText.it);
  await expect(visitor.getByTestId('home-banners')).toContainText(seededTitle);
  await expect(visitor.getByTestId('home-banners')).not.toContainText('Settimana del caffè');
  await visitor.context().close();
});

test('admin publishes a discount on one product for one client: that client gets it, another does not', async ({
  page,
  browser,
  request,
}) => {
  // A product of a department no seeded promotion touches, priced for ferri (C00002) and rossi.
  const ferriToken = await bearer(request, 'ferri');
  const rossiToken = await bearer(request, 'rossi');
  const listing = await gql<{ products: { items: PricedProduct[] } }>(
    request,
    `query { products(filter: { category: "02" }, pageSize: 20, language: IT) { items { ${PRODUCT_FIELDS} } } }`,
    {},
    ferriToken,
  );
  const product = listing.products.items.find(
    (item) => item.promotions.length === 0 && (item.price.netPrice ?? 0) > 1,
  );
  expect(product).toBeDefined();
  const code = product?.code ?? '';
  const before = await productAs(request, ferriToken, code);
  const rossiBefore = await productAs(request, rossiToken, code);
  const promotion = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const title = `Sconto 10% per Ferri ${promotion}`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const list = new ClientDirectory(page);
  await list.open('/promomanagement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promozioni');
  expect(await list.codes()).toEqual(expect.arrayContaining(['CAFFE15', 'PASTA3X1', 'ORDINE500']));
  await expect(list.row('CAFFE15')).toContainText('−15%');
  await expect(list.row('PASTA3X1')).toContainText('1 ogni 3');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/promomanagement-1440.png`, fullPage: true });

  // The new promotion: a discount of 150, the last day before the first and nothing to apply to are
  // refused at their fields, before anything is sent; what was typed stays.
  await page.getByRole('button', { name: 'Nuova promozione' }).click();
  const dialog = page.getByTestId('create-promotion-dialog');
  const form = new ContentForm(page, dialog, 'Nuova promozione');
  await form.field('Codice').fill('caffe15');
  await form.field('Offerta').selectOption('DISCOUNT');
  await form.field('Sconto %').fill('150');
  await form.field('Titolo (italiano)').fill(title);
  await form.field('Titolo (inglese)').fill(`10% off for Ferri ${promotion}`);
  await form.field('Dal').fill(day(5));
  await form.field('Al').fill(day(1));
  await form.submit('Crea la promozione');
  await form.expectError(
    'Sconto %',
    'Una percentuale maggiore di 0 e minore di 100, al massimo 2 decimali (es. 12,5).',
  );
  await form.expectError('Al', 'La data di fine non può essere prima di quella di inizio.');
  await expect(dialog.getByTestId('promotion-products')).toContainText(
    'Indica almeno un articolo, una categoria o un marchio.',
  );
  await expect(form.field('Titolo (italiano)')).toHaveValue(title);
  expect(await axeViolations(page)).toEqual([]);

  // Fixed, for one product and one client (found in the directory by code).
  await form.field('Sconto %').fill('10');
  await form.field('Dal').fill(day(-1));
  await form.field('Al').fill(day(30));
  await dialog.getByRole('button', { name: 'Aggiungi un articolo' }).click();
  await form.field('Codice articolo 1').fill(code);
  await expect(dialog.getByTestId('product-name')).toHaveText(product?.description ?? '');
  await form.field('Cerca un cliente da aggiungere (codice, nome o città)').fill('C00002');
  await dialog.getByTestId('client-choices').locator('button[data-code="C00002"]').click();
  await expect(dialog.getByTestId('promotion-clients').getByTestId('chip')).toHaveAttribute(
    'data-code',
    'C00002',
  );
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/promomanagement-new-768.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // A code already taken: the shop refuses it, at the code.
  await form.submit('Crea la promozione');
  await expect(form.field('Codice')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('Codice')).toHaveAccessibleErrorMessage(/CAFFE15/);
  await form.field('Codice').fill(promotion.toLowerCase());
  await form.submit('Crea la promozione');
  await expect(page).toHaveURL(new RegExp(`/promomanagement/${promotion}$`));
  const record = new ContentRecordPage(page);
  await expect(record.heading).toHaveText(title);
  await expect(page.getByTestId('promotion-state')).toHaveText('In vigore');
  await expect(record.lastChange).toContainText('C00002');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/promomanagement-record-1440.png`, fullPage: true });

  // The list shows it with its rule, its one product and its one client.
  await list.open(`/promomanagement?client=C00002`);
  await expect(list.row(promotion)).toContainText('−10%');
  await expect(list.row(promotion)).toContainText('1 articolo');
  await expect(list.row(promotion)).toContainText('C00002');
  await page.setViewportSize({ width: 768, height: 1024 });
  await list.open('/promomanagement');
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/promomanagement-768.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await noHorizontalScroll(page);
  await page.goto(`/promomanagement/${promotion}`);
  await expect(record.heading).toHaveText(title);
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // ferri's next visit: the promotion in his list and on the product, at the discounted price.
  const after = await productAs(request, ferriToken, code);
  expect(after.price.promotionCode).toBe(promotion);
  const factor = 10 ** after.price.decimals;
  expect(after.price.netPrice).toBeCloseTo(
    Math.round((before.price.netPrice ?? 0) * 0.9 * factor) / factor,
    after.price.decimals,
  );
  const ferri = await newWindow(browser);
  await new SessionDialog(ferri).logIn('ferri', undefined, /\/account$/);
  const promotionsOfFerri = new PromotionsDialog(ferri);
  await promotionsOfFerri.open();
  await expect(promotionsOfFerri.titles.filter({ hasText: title })).toHaveCount(1);
  await ferri.keyboard.press('Escape');
  await ferri.goto(`/product/x/x?codart=${code}`);
  const ferriProduct = new ProductDetail(ferri);
  await expect(ferriProduct.price).toContainText(title);
  await expect(ferriProduct.price.getByTestId('net-price')).toContainText(
    euros(after.price.netPrice ?? 0, after.price.decimals),
  );
  await ferri.context().close();

  // rossi (C00001) does not get it: same price as before, no promotion.
  const rossiAfter = await productAs(request, rossiToken, code);
  expect(rossiAfter.price).toEqual(rossiBefore.price);
  const rossi = await newWindow(browser);
  await new SessionDialog(rossi).logIn('rossi', undefined, /\/account$/);
  await rossi.goto(`/product/x/x?codart=${code}`);
  const rossiProduct = new ProductDetail(rossi);
  await expect(rossiProduct.price.getByTestId('net-price')).toContainText(
    euros(rossiBefore.price.netPrice ?? 0, rossiBefore.price.decimals),
  );
  await expect(rossiProduct.price).not.toContainText(title);
  await rossi.context().close();

  // Deactivated (asked first): kept, applied to nobody; in the audit log.
  await page.getByRole('button', { name: 'Disattiva', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByTestId('promotion-state')).toHaveText('Disattivata');
  await expect(page.getByTestId('promotion-inactive')).toBeVisible();
  await expect(record.lastChange).toContainText('Attiva');
  expect((await productAs(request, ferriToken, code)).price).toEqual(before.price);
});

test('an agent and a customer may not manage banners or promotions', async ({ browser }) => {
  for (const [username, landing] of [
    ['moretti', /\/reservedarea$/],
    ['rossi', /\/account$/],
  ] as const) {
    const page = await newWindow(browser);
    await new SessionDialog(page).logIn(username, undefined, landing);
    for (const path of ['/bannermanagement', '/promomanagement', '/en/promomanagement/CAFFE15']) {
      await page.goto(path);
      await expect(page.getByTestId('not-allowed')).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }
});
