// GraphQL calls as the signed-in browser (page.request shares the page's session cookie): what a
// second tab of the same user would do. Used to fill the cart and to read what the server holds.
import { expect, type APIRequestContext } from '@playwright/test';

export async function graphqlAs<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface Available {
  products: { items: Array<{ code: string; minQuantity: number; stock: string }> };
}

/** Codes of in-stock products of the demo catalogue, with their minimum quantity. */
export async function availableProducts(request: APIRequestContext, count: number, skip = 0) {
  const data = await graphqlAs<Available>(
    request,
    `query($size: Int) { products(pageSize: $size, language: IT) { items { code minQuantity stock } } }`,
    { size: 60 },
  );
  const items = data.products.items.filter((p) => p.stock === 'AVAILABLE').slice(skip, skip + count);
  expect(items).toHaveLength(count);
  return items;
}

export async function emptyCart(request: APIRequestContext): Promise<void> {
  const { cart } = await graphqlAs<{ cart: { lines: Array<{ code: string }> } }>(
    request,
    '{ cart { lines { code } } }',
  );
  for (const line of cart.lines) {
    await graphqlAs(request, 'mutation($c: String!) { removeFromCart(code: $c) { id } }', { c: line.code });
  }
}

export async function addToCart(request: APIRequestContext, code: string, quantity: number) {
  await graphqlAs(request, 'mutation($c: String!, $q: Int) { addToCart(code: $c, quantity: $q) { id } }', {
    c: code,
    q: quantity,
  });
}

export async function cartState(request: APIRequestContext) {
  const { cart } = await graphqlAs<{
    cart: { lines: Array<{ code: string }>; summary: { total: number; units: number; lineCount: number } };
  }>(request, '{ cart { lines { code } summary { total units lineCount } } }');
  return cart;
}

export async function orderCount(request: APIRequestContext): Promise<number> {
  const { orders } = await graphqlAs<{ orders: { total: number } }>(request, '{ orders { total } }');
  return orders.total;
}

/** The i-th item, which the test made sure exists. */
export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

/**
 * Accepts the privacy version in force as the signed-in user (every box ticked, the first option
 * chosen): for a spec whose user may meet a version published by an earlier spec of the run.
 */
export async function acceptPrivacyInForce(request: APIRequestContext): Promise<void> {
  const { policy } = await graphqlAs<{
    policy: {
      version: number;
      items: Array<{ code: string; kind: string; options: Array<{ value: string }> }>;
    };
  }>(
    request,
    `query { policy(kind: PRIVACY, language: IT) { version items { code kind options { value } } } }`,
  );
  const answers = policy.items.map((item) => ({
    code: item.code,
    value: item.kind === 'CHECKBOX' ? 'S' : (item.options[0]?.value ?? '1'),
  }));
  await graphqlAs(
    request,
    `mutation ($answers: [PolicyAnswerInput!]!, $version: Int) { acceptPolicies(kind: PRIVACY, answers: $answers, version: $version) { code } }`,
    { answers, version: policy.version },
  );
}
