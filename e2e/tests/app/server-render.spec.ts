// The storefront as the server sends it (issue 18): pages readable with JavaScript off (products,
// links, a customer's prices), the HTTP answers a crawler relies on (404, 301 to a product's own
// address, noindex on private pages, canonical and hreflang links, JSON-LD), and hydration in the
// browser without a warning or error on any storefront page, in both languages.
import {
  test as bareTest,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { SessionDialog } from '../../pages/SessionDialog';

const CATEGORY = '/category/01.01/pasta-riso-e-farine?category=01.01';
const PRODUCT = '/product/al004413/caffe-crema-e-aroma-1-kg?codart=AL004413';
const PRODUCT_NAME = 'Caffè crema e aroma 1 kg';

/** The page's schema.org Product, read from its JSON-LD. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A browser context with JavaScript off (and the given cookies), as a crawler or a text browser. */
async function withoutJavaScript(browser: Browser, storageState?: StorageState) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  return { context, page: await context.newPage() };
}

bareTest(
  'with JavaScript off a visitor reads a category and a product page, without prices @rules',
  async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(CATEGORY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pasta, riso e farine');
    const cards = page.getByRole('main').getByRole('heading').getByRole('link');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(page.getByRole('main').getByText('Accedi per vedere i prezzi').first()).toBeVisible();
    // A plain link: without JavaScript the browser loads the next page from the server.
    const first = cards.first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/[a-z0-9-]+\?codart=[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const jsonLd = await productJsonLd(page);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name });
    expect(jsonLd.offers).toBeUndefined();
    await context.close();
  },
);

test('with JavaScript off a signed-in customer sees their own prices @rules', async ({ page, browser }) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  const { context, page: plain } = await withoutJavaScript(browser, await page.context().storageState());
  await plain.goto(PRODUCT);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  await expect(plain.getByTestId('price-breakdown').getByTestId('net-price')).toHaveText(
    /^€\s\d{1,3}(\.\d{3})*,\d{2}$/,
  );
  const jsonLd = await productJsonLd(plain);
  expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  await context.close();
});

test('the server answers 404 for an unknown product and 301 to a product’s own address @rules', async ({
  request,
}) => {
  const html = { accept: 'text/html' };
  const unknown = await request.get('/product/zz999999/nothing?codart=ZZ999999', { headers: html });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Pagina non trovata');
  expect(unknown.headers()['x-robots-tag']).toBe('noindex');

  const wrongSlug = await request.get('/product/al004413/wrong-words?codart=AL004413', {
    headers: html,
    maxRedirects: 0,
  });
  expect(wrongSlug.status()).toBe(301);
  expect(wrongSlug.headers().location).toBe(PRODUCT);
  const english = await request.get('/en/product/al004413/x?codart=AL004413', {
    headers: html,
    maxRedirects: 0,
  });
  expect(english.status()).toBe(301);
  expect(english.headers().location).toMatch(/^\/en\/product\/al004413\/[a-z0-9-]+\?codart=AL004413$/);

  const unknownPage = await request.get('/no/such/page', { headers: html });
  expect(unknownPage.status()).toBe(404);

  // What curl, wget, link previews and uptime monitors send (any type, or HEAD): the same page.
  for (const path of ['/outlet?type=O', PRODUCT, '/en', '/login']) {
    const anyType = await request.get(path, { headers: { accept: '*/*' } });
    expect(anyType.status(), path).toBe(200);
    expect(anyType.headers()['content-type'], path).toContain('text/html');
    expect(await anyType.text(), path).toContain('<main');
    const head = await request.head(path, { headers: { accept: '*/*' } });
    expect(head.status(), path).toBe(200);
  }
});

test('pages tell search engines their address, language twins and whether to index them @rules', async ({
  request,
  baseURL,
}) => {
  const html = { accept: 'text/html' };
  const product = await request.get(PRODUCT, { headers: html });
  expect(product.status()).toBe(200);
  expect(product.headers()['cache-control']).toBe('private, no-cache');
  const body = await product.text();
  expect(body).toContain(`<link rel="canonical" href="${baseURL}${PRODUCT}" />`);
  expect(body).toContain(`<link rel="alternate" hreflang="it" href="${baseURL}${PRODUCT}" />`);
  // The English twin is the English page's own address (its slug from the English description).
  const english = /<link rel="alternate" hreflang="en" href="([^"]+)" \/>/.exec(body)?.[1] ?? '';
  expect(english).toMatch(/\/en\/product\/al004413\/[a-z0-9-]+\?codart=AL004413$/);
  const englishPage = await (await request.get(english, { headers: html, maxRedirects: 0 })).text();
  expect(englishPage).toContain(`<link rel="canonical" href="${english}" />`);
  expect(body).toMatch(
    /<meta name="description" content="Caffè crema e aroma 1 kg di [^"]+, codice AL004413/,
  );
  expect(body).toContain(`<title>${PRODUCT_NAME} – Ingrosso Bellini</title>`);
  expect(product.headers()['x-robots-tag']).toBeUndefined();

  for (const path of ['/cart', '/en/account', '/login', '/search?q=caffe']) {
    const page = await request.get(path, { headers: html });
    expect(page.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await page.text(), path).toContain('<meta name="robots" content="noindex" />');
  }
  // The reserved area is rendered in the browser: the server sends the empty frame, not indexed.
  const reserved = await request.get('/clients', { headers: html });
  expect(reserved.headers()['x-robots-tag']).toBe('noindex');
  expect(await reserved.text()).toContain('<div id="root"></div>');
});

/** Console errors and warnings and uncaught errors of a page, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document answers 404: Chromium logs that status, it is no hydration matter.
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 404'))
      return;
    problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

const PUBLIC_PAGES = [
  '/',
  CATEGORY,
  PRODUCT,
  '/offerte',
  '/novita',
  '/search?q=caffe',
  '/cart',
  '/login',
  '/pages/privacy-policy',
  '/no/such/page',
];

test('every storefront page hydrates without a warning or an error, in Italian and English', async ({
  page,
}, testInfo) => {
  // Every storefront page twice (Italian, English): 132 s of 180 on CI's 360 px run.
  test.setTimeout(240_000);
  const problems = problemsOf(page);
  // The phone's layout is the same in both languages: the 360 px run hydrates the Italian pages
  // (and the signed-in ones below, English among them); the desktop run every page in both.
  const english =
    testInfo.project.name === 'mobile-360' ? [] : PUBLIC_PAGES.map((p) => `/en${p === '/' ? '' : p}`);
  for (const path of [...PUBLIC_PAGES, ...english]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  for (const path of ['/account', '/account/orders', '/wishlist', PRODUCT, '/en/account', `/en${CATEGORY}`]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  expect(problems).toEqual([]);
});
