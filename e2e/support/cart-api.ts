// The cart and wishlist as the API sees them, read and prepared over GraphQL with the browser's
// own cookies and session id (page.request shares the context's cookies), so that tests compare
// what the page shows with what the server holds.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/data/users';

export interface ApiCartLine {
  code: string;
  description: string;
  quantity: number;
  unit: string;
  freeQuantity: number;
  total: number | null;
  available: number;
  minQuantity: number;
  quantityStep: number;
  price: { listPrice: number | null; netPrice: number | null; discounts: string };
}
export interface ApiCart {
  lines: ApiCartLine[];
  summary: {
    total: number | null;
    subtotal: number | null;
    units: number;
    lineCount: number;
    decimals: number;
  };
}
export interface ApiProduct {
  code: string;
  description: string;
  minQuantity: number;
  quantityStep: number;
  unit: string;
  stock: string;
}

const CART_FIELDS = `lines { code description quantity unit freeQuantity total available minQuantity quantityStep
  price { listPrice netPrice discounts } } summary { total subtotal units lineCount decimals }`;

async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  // A page that has not opened the shop yet (about:blank) has no storage of the shop's, nor a session id.
  const id = await page.evaluate(() => {
    try {
      return localStorage.getItem('x-sessionid');
    } catch {
      return null;
    }
  });
  return id ? { 'x-sessionid': id } : {};
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...headers },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** The page's cart, as the API prices it now. */
export async function apiCart(page: Page): Promise<ApiCart> {
  const data = await graphql<{ cart: ApiCart }>(
    page.request,
    `{ cart(language: IT) { ${CART_FIELDS} } }`,
    {},
    await sessionHeaders(page),
  );
  return data.cart;
}

/** Empties the page's cart through the API (a test starts from a known state). */
export async function clearCart(page: Page): Promise<void> {
  const headers = await sessionHeaders(page);
  for (const line of (await apiCart(page)).lines)
    await graphql(
      page.request,
      'mutation($c: String!) { removeFromCart(code: $c) { id } }',
      { c: line.code },
      headers,
    );
}

export async function apiAddToCart(page: Page, code: string, quantity: number): Promise<ApiCart> {
  const data = await graphql<{ addToCart: ApiCart }>(
    page.request,
    `mutation($c: String!, $q: Int) { addToCart(code: $c, quantity: $q) { ${CART_FIELDS} } }`,
    { c: code, q: quantity },
    await sessionHeaders(page),
  );
  return data.addToCart;
}

export async function apiWishlist(page: Page): Promise<string[]> {
  const data = await graphql<{ wishlist: { items: Array<{ code: string }> } }>(
    page.request,
    '{ wishlist { items { code } } }',
  );
  return data.wishlist.items.map((item) => item.code);
}

export async function clearWishlist(page: Page): Promise<void> {
  for (const code of await apiWishlist(page))
    await graphql(page.request, 'mutation($c: String!) { removeFromWishlist(code: $c) { id } }', { c: code });
}

/**
 * Signs the browser context in through the gateway (the session cookie lands in the context); on a
 * page that has not opened the shop yet too, so that its first page load is already signed in.
 */
export async function signInByApi(page: Page, username: string): Promise<void> {
  await graphql(
    page.request,
    'mutation($i: LoginInput!) { login(input: $i) { user { code } } }',
    { i: { username, password: DEMO_PASSWORD } },
    await sessionHeaders(page),
  );
}

/** Products of the first catalogue page: one sold by single units, one sold from a minimum in steps. */
export async function pickProducts(
  request: APIRequestContext,
): Promise<{ single: ApiProduct; stepped: ApiProduct; others: ApiProduct[] }> {
  const data = await graphql<{ products: { items: ApiProduct[] } }>(
    request,
    '{ products(language: IT, pageSize: 40) { items { code description minQuantity quantityStep unit stock } } }',
  );
  // Descriptions seen once only, so a button named after one finds one product.
  const seen = new Map<string, number>();
  for (const p of data.products.items) seen.set(p.description, (seen.get(p.description) ?? 0) + 1);
  const sellable = data.products.items.filter(
    (p) => p.stock !== 'OUT_OF_STOCK' && seen.get(p.description) === 1,
  );
  const single = sellable.find((p) => p.minQuantity === 1 && p.quantityStep === 1);
  const stepped = sellable.find((p) => p.quantityStep > 1 && p.minQuantity === p.quantityStep);
  if (!single || !stepped)
    throw new Error('the first catalogue page lacks a single-unit or a stepped product');
  const others = sellable.filter((p) => p !== single && p !== stepped);
  return { single, stepped, others };
}

/** The product page of a code (the description slug is not needed to find it). */
export function productUrl(code: string, english = false): string {
  return `${english ? '/en' : ''}/product/${code.toLowerCase()}/p?codart=${encodeURIComponent(code)}`;
}

/** An amount as the shop prints it (spec §9: Italian format, € in front). */
export function euro(value: number, decimals: number): string {
  return `€\u00a0${new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)}`;
}
