// Ordering for a client through GraphQL over the real REST API (in-process, demo data on PGlite),
// over real HTTP: an agent chooses a client, fills its cart at its prices, gives line discounts
// (refused above his ceiling as a DiscountRefused), places the order; the client sees who placed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
let moretti: string;
let rossi: string;
let product: string;

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

async function bearer(username: string): Promise<string> {
  const res = await post(
    `mutation($u: String!) { login(input: { username: $u, password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
    { u: username },
  );
  return res.data?.login.token as string;
}

const CURRENT = `{ currentOrder { client { code name city province } clientCartLineCount discountCeiling } }`;
const CART = `lines { code quantity extraDiscount total price { listPrice netPrice discounts } } summary { total }`;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  moretti = await bearer('moretti');
  rossi = await bearer('rossi');
  // A product of the demo catalogue that no promotion touches, so the prices below are the chain's.
  const listing = await post(
    `{ products(page: 1, pageSize: 40, sort: CODE, language: IT) { items { code stock price { discounts promotionCode } } } }`,
    {},
    rossi,
  );
  if (!listing.data) throw new Error(JSON.stringify(listing));
  const items = listing.data.products.items as {
    code: string;
    stock: string;
    price: { discounts: string; promotionCode: string | null };
  }[];
  product =
    items.find((i) => i.stock === 'AVAILABLE' && !i.price.promotionCode && i.price.discounts === '20+10')
      ?.code ?? '';
  expect(product).not.toBe('');
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('ordering for a client', () => {
  it('offers only the agent’s clients, and refuses C00003 as not found', async () => {
    const found = await post(`{ orderingClients(search: "C0000") { total items { code } } }`, {}, moretti);
    const codes = (found.data.orderingClients.items as { code: string }[]).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['C00001', 'C00002']));
    expect(codes).not.toContain('C00003');
    const refused = await post(
      `mutation { startOrderingFor(clientCode: "C00003") { client { code } } }`,
      {},
      moretti,
    );
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', field: 'clientCode' });
    const none = await post(CURRENT, {}, moretti);
    expect(none.data.currentOrder.client).toBeNull();
    const cart = await post(`{ cart { id } }`, {}, moretti);
    expect(cart.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('starts for C00001: the viewer orders for Rossi, at Rossi’s prices to the cent', async () => {
    const started = await post(
      `mutation { startOrderingFor(clientCode: "c00001") { client { code name city } discountCeiling } }`,
      {},
      moretti,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data.startOrderingFor.client).toEqual({
      code: 'C00001',
      name: 'Alimentari Rossi S.r.l.',
      city: 'Milano',
    });
    const viewer = await post(
      `{ viewer { orderingFor { code } company { code deliveryAddresses { code } } } }`,
      {},
      moretti,
    );
    expect(viewer.data.viewer.orderingFor).toEqual({ code: 'C00001' });
    expect(viewer.data.viewer.company.deliveryAddresses.length).toBe(2);
    const own = await post(`{ viewer { orderingFor { code } } }`, {}, rossi);
    expect(own.data.viewer.orderingFor).toBeNull();

    const query = `query($code: String!) { product(code: $code, language: IT) { price { listPrice netPrice discounts } } }`;
    const asAgent = await post(query, { code: product }, moretti);
    const asRossi = await post(query, { code: product }, rossi);
    expect(asAgent.data.product.price).toEqual(asRossi.data.product.price);
    const added = await post(
      `mutation($code: String!) { addToCart(code: $code, quantity: 2) { ${CART} } }`,
      { code: product },
      moretti,
    );
    expect(added.data.addToCart.lines[0].price.netPrice).toBe(asRossi.data.product.price.netPrice);
  });

  it('applies a discount within the ceiling and answers DiscountRefused above it', async () => {
    const ceiling = (await post(CURRENT, {}, moretti)).data.currentOrder.discountCeiling as number;
    expect(ceiling).toBeGreaterThan(2);
    const mutation = `mutation($code: String!, $d: Float!) {
      setCartLineDiscount(code: $code, discount: $d, language: EN) {
        __typename
        ... on Cart { ${CART} }
        ... on DiscountRefused { ceiling requested message }
      } }`;
    const within = await post(mutation, { code: product, d: 2 }, moretti);
    expect(within.errors).toBeUndefined();
    expect(within.data.setCartLineDiscount).toMatchObject({ __typename: 'Cart' });
    expect(within.data.setCartLineDiscount.lines[0]).toMatchObject({ extraDiscount: 2 });
    expect(within.data.setCartLineDiscount.lines[0].price.discounts).toBe('20+10+2');
    const above = await post(mutation, { code: product, d: ceiling + 5 }, moretti);
    expect(above.errors).toBeUndefined();
    expect(above.data.setCartLineDiscount).toMatchObject({
      __typename: 'DiscountRefused',
      ceiling,
      requested: ceiling + 5,
    });
    expect(above.data.setCartLineDiscount.message).toContain(`${ceiling}%`);
    const invalid = await post(mutation, { code: product, d: 100 }, moretti);
    expect(invalid.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'discount' });
  });

  it('places the order for Rossi, who sees it placed by his agent', async () => {
    const placed = await post(
      `mutation { placeOrder(idempotencyKey: "gw-currentorder-0001", input: { acceptSaleConditions: true }) {
        number channel placedBy { name type } } }`,
      {},
      moretti,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({
      channel: 'AGENT',
      placedBy: { name: 'Luca Moretti', type: 'A' },
    });
    const number = placed.data.placeOrder.number as string;
    const seen = await post(
      `query($n: String!) { order(number: $n) { channel placedBy { name } lines { discounts } } }`,
      { n: number },
      rossi,
    );
    expect(seen.data.order).toMatchObject({ channel: 'AGENT', placedBy: { name: 'Luca Moretti' } });
    expect(seen.data.order.lines[0].discounts).toBe('20+10+2');
    const list = await post(
      `{ orders(pageSize: 100) { items { number channel placedBy { name } } } }`,
      {},
      rossi,
    );
    const mine = (list.data.orders.items as { number: string; channel: string }[]).filter(
      (o) => o.number !== number,
    );
    expect(mine.every((o) => o.channel === 'WEB')).toBe(true);
  });

  it('changing to C00002 shows its empty cart; takeover and finish answer the state', async () => {
    await post(`mutation { startOrderingFor(clientCode: "C00002") { client { code } } }`, {}, moretti);
    const cart = await post(`{ cart { lines { code } } }`, {}, moretti);
    expect(cart.data.cart.lines).toEqual([]);
    const taken = await post(
      `mutation { takeOverClientCart { movedLineCount currentOrder { clientCartLineCount } cart { id lines { code } } } }`,
      {},
      moretti,
    );
    expect(taken.errors).toBeUndefined();
    expect(taken.data.takeOverClientCart).toMatchObject({
      movedLineCount: 0,
      currentOrder: { clientCartLineCount: 0 },
    });
    expect(taken.data.takeOverClientCart.cart.id).toBe('Cart:current');
    const finished = await post(`mutation { finishOrderingFor { client { code } } }`, {}, moretti);
    expect(finished.data.finishOrderingFor.client).toBeNull();
  });

  it('is forbidden to customers', async () => {
    const refused = await post(CURRENT, {}, rossi);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
