// The shop's domain slices over the real REST API (in-process, demo data on PGlite), over real HTTP:
// what a storefront or another channel does with a signed-in user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function post(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return res.json();
}

async function bearer(username: string, password = 'Bellini2026'): Promise<string> {
  const res = await post(
    `mutation($u: String!, $p: String!) {
    login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token } }`,
    { u: username, p: password },
  );
  return res.data?.login.token as string;
}

describe('account', () => {
  it('reads the sale conditions and accepts them for a user who has not yet', async () => {
    const token = await bearer('bianchi');
    const before = await post('{ viewer { consents { saleConditions } } }', {}, token);
    expect(before.data?.viewer.consents.saleConditions).toBe(false);

    const policy = await post(
      '{ policy(kind: SALE_CONDITIONS, language: EN) { items { code kind options { value } } } }',
    );
    const items = policy.data?.policy.items as Array<{
      code: string;
      kind: string;
      options: Array<{ value: string }>;
    }>;
    expect(items.length).toBeGreaterThan(0);

    const missing = await post(
      `mutation($a: [PolicyAnswerInput!]!) { acceptPolicies(kind: SALE_CONDITIONS, answers: $a, language: EN) { code } }`,
      { a: items.slice(1).map((i) => ({ code: i.code, value: i.options[0]?.value })) },
      token,
    );
    expect(missing.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'answers' });

    const answers = items.map((i) => ({ code: i.code, value: i.options[0]?.value }));
    const accepted = await post(
      `mutation($a: [PolicyAnswerInput!]!) { acceptPolicies(kind: SALE_CONDITIONS, answers: $a) { consents { saleConditions } } }`,
      { a: answers },
      token,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptPolicies.consents.saleConditions).toBe(true);
  });

  it('changes a temporary password, with field errors first', async () => {
    const token = await bearer('ufficio', 'Provvisoria1');
    const mismatch = await post(
      'mutation { changePassword(current: "Provvisoria1", new: "Bottega2026x", repeat: "Bottega2026y", language: EN) { code } }',
      {},
      token,
    );
    expect(mismatch.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'repeat' });
    const changed = await post(
      'mutation { changePassword(current: "Provvisoria1", new: "Bottega2026x", repeat: "Bottega2026x") { mustChangePassword } }',
      {},
      token,
    );
    expect(changed.data?.changePassword).toEqual({ mustChangePassword: false });
    expect(await bearer('ufficio', 'Bottega2026x')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets the name of a user who must, and shows a fair user their fairs with place and dates', async () => {
    const token = await bearer('miramare');
    const named = await post(
      'mutation { setName(firstName: "Lia", lastName: "Serra") { firstName lastName mustSetName } }',
      {},
      token,
    );
    expect(named.data?.setName).toEqual({ firstName: 'Lia', lastName: 'Serra', mustSetName: false });

    const fairs = await post(
      '{ viewer { fairs { code place startsOn endsOn } } }',
      {},
      await bearer('fiere'),
    );
    const first = fairs.data?.viewer.fairs[0];
    expect(first.place).not.toBe('');
    expect(first.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('banners and promotions', () => {
  it('serves the seeded banners and a customer’s promotions', async () => {
    const banners = await post('{ banners(language: EN) { position text } }');
    expect(banners.errors).toBeUndefined();
    expect(banners.data?.banners.length).toBeGreaterThan(0);

    const token = await bearer('rossi');
    const all = await post('{ promotions(language: EN) { code kind applied } }', {}, token);
    expect(all.errors).toBeUndefined();
    const promotions = all.data?.promotions as Array<{ code: string; kind: string }>;
    expect(promotions.map((p) => p.kind)).toContain('ORDER');
    const withoutHeader = await post('{ promotions(language: EN, excludeHeader: true) { kind } }', {}, token);
    expect(withoutHeader.data?.promotions.every((p: { kind: string }) => p.kind === 'PRODUCTS')).toBe(true);
  });
});

describe('catalogue', () => {
  it('lists, filters, suggests and details seeded products, priced for the caller', async () => {
    const lookups = await post('{ brands { code name } productTypes(language: IT) { type label } }');
    expect(lookups.errors).toBeUndefined();
    const brand = lookups.data?.brands[0].code as string;
    expect(lookups.data?.productTypes.map((t: { type: string }) => t.type)).toContain('OUTLET');

    const page = await post(
      `query($brand: String) { products(filter: { brand: $brand }, pageSize: 5, sort: CODE, language: EN) {
        total pageSize pageCount items { code brand { code } price { listPrice netPrice decimals } } } }`,
      { brand },
    );
    expect(page.errors).toBeUndefined();
    const list = page.data?.products;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((p: { brand: { code: string } }) => p.brand.code === brand)).toBe(true);
    const codes = list.items.map((p: { code: string }) => p.code);
    expect(codes).toEqual([...codes].sort());
    // Visitors see no prices by default (Set_PrezziVisitatori N); a customer sees theirs.
    expect(list.items[0].price.listPrice).toBeNull();
    const token = await bearer('rossi');
    const code = codes[0] as string;
    const priced = await post(
      `query($code: String!) { product(code: $code, language: EN) { code description price { listPrice netPrice } promotions { code } } }`,
      { code },
      token,
    );
    expect(priced.data?.product.price.listPrice).toBeGreaterThan(0);
    expect(priced.data?.product.price.netPrice).toBeLessThanOrEqual(priced.data?.product.price.listPrice);

    const description = priced.data?.product.description as string;
    const word = description.split(' ').find((w) => w.length >= 3) as string;
    const suggestions = await post(
      `query($t: String!) { suggestions(term: $t, language: EN) { items { code } } }`,
      { t: word },
    );
    expect(suggestions.data?.suggestions.items.length).toBeGreaterThan(0);
    const missing = await post('{ product(code: "ZZ999999", language: IT) { code } }');
    expect(missing.data).toEqual({ product: null });
  });
});

describe('cart and wishlist', () => {
  it('fills, changes and empties a customer’s cart, and keeps a wishlist', async () => {
    const token = await bearer('ferri');
    const page = await post(
      '{ products(filter: { type: HIGHLIGHTS }, pageSize: 2, language: IT) { items { code minQuantity quantityStep } } }',
    );
    const [first] = page.data?.products.items as Array<{
      code: string;
      minQuantity: number;
      quantityStep: number;
    }>;
    const code = first?.code as string;
    const CART = '{ id notice lines { code quantity product { code } } summary { units total } }';

    const added = await post(
      `mutation($c: String!) { addToCart(code: $c, quantity: 1, language: EN) ${CART} }`,
      { c: code },
      token,
    );
    expect(added.errors).toBeUndefined();
    const line = added.data?.addToCart.lines.find((l: { code: string }) => l.code === code);
    expect(line.quantity).toBeGreaterThanOrEqual(first?.minQuantity ?? 1);
    expect(line.product).toEqual({ code });
    const increased = await post(
      `mutation($c: String!) { increaseCartLine(code: $c) ${CART} }`,
      { c: code },
      token,
    );
    const after = increased.data?.increaseCartLine.lines.find((l: { code: string }) => l.code === code);
    expect(after.quantity).toBe(line.quantity + (first?.quantityStep ?? 1));

    const read = await post(`{ cart ${CART} }`, {}, token);
    expect(read.data?.cart).toMatchObject({ id: 'Cart:current', notice: null });
    expect(read.data?.cart.summary.total).toBeGreaterThan(0);

    const removed = await post(
      `mutation($c: String!) { removeFromCart(code: $c) ${CART} }`,
      { c: code },
      token,
    );
    expect(removed.data?.removeFromCart.lines.map((l: { code: string }) => l.code)).not.toContain(code);

    const wished = await post(
      `mutation($c: String!) { addToWishlist(code: $c) { id items { code } } }`,
      { c: code },
      token,
    );
    expect(wished.data?.addToWishlist.items.map((i: { code: string }) => i.code)).toContain(code);
    const unwished = await post(
      `mutation($c: String!) { removeFromWishlist(code: $c) { items { code } } }`,
      { c: code },
      token,
    );
    expect(unwished.data?.removeFromWishlist.items.map((i: { code: string }) => i.code)).not.toContain(code);
    const visitor = await post('{ wishlist { id } }');
    expect(visitor.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('orders', () => {
  it('places an order once per idempotency key and finds it in the list', async () => {
    const token = await bearer('gallo');
    const page = await post(
      '{ products(filter: { type: HIGHLIGHTS }, pageSize: 1, language: IT) { items { code } } }',
    );
    const code = page.data?.products.items[0].code as string;
    const cart = await post(
      `mutation($c: String!) { addToCart(code: $c) { summary { total } } }`,
      { c: code },
      token,
    );
    const total = cart.data?.addToCart.summary.total as number;

    const PLACE = `mutation($key: String!, $total: Float) { placeOrder(idempotencyKey: $key,
      input: { acceptSaleConditions: true, expectedTotal: $total }) { number total lines { code } } }`;
    const wrongTotal = await post(PLACE, { key: 'gw-order-key-0002', total: total + 1 }, token);
    expect(wrongTotal.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'input.expectedTotal',
    });

    const placed = await post(PLACE, { key: 'gw-order-key-0001', total }, token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder.lines.map((l: { code: string }) => l.code)).toContain(code);
    const replay = await post(PLACE, { key: 'gw-order-key-0001', total }, token);
    expect(replay.data?.placeOrder.number).toBe(placed.data?.placeOrder.number);

    const list = await post('{ orders(pageSize: 5) { items { number status } } }', {}, token);
    expect(list.data?.orders.items[0]).toEqual({
      number: placed.data?.placeOrder.number,
      status: 'RECEIVED',
    });
    const one = await post(
      `query($n: String!) { order(number: $n) { number total } }`,
      { n: placed.data?.placeOrder.number },
      token,
    );
    expect(one.data?.order.total).toBe(placed.data?.placeOrder.total);
  });
});
