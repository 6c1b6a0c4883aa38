// Cart and wishlist against the fake REST API: each mutation's REST call and fields, the whole cart
// or wishlist answered with a stable id, cart lines → products once per code, errors with codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CartLine, CartSummary, WishlistItem } from '@shop/contract';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';
import { detailsAnswer } from './support/products';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const price = { prezzo: 10, prezzofinale: 7.2, sconti: '20+10', promozione: null, regolaOmaggio: null };
const line = (codice: string, qta: number): CartLine => ({
  ...price,
  codice,
  descrizione: `Product ${codice}`,
  qta,
  um: 'CF',
  omaggio: 0,
  url: '',
  totale: 7.2 * qta,
  confezione: 6,
  qtaMinima: 1,
  qtaMultipla: 1,
  disponibilita: 'disponibile',
  giacenza: 40,
  scontoExtra: 0,
});
const summary: CartSummary = {
  cartvalue: 21.6,
  cartitems: 3,
  totcart: 21.6,
  numcart: 3,
  righe: 1,
  imponibile: 21.6,
  promozioneTestata: null,
  scontoTestata: null,
  decimali: 2,
};
const change = (avviso: string | null = null) => ({
  status: 200,
  body: { success: true, data: { righe: [line('AL1', 3)], riepilogo: summary, avviso } },
});

beforeEach(() => {
  api.calls.length = 0;
  for (const path of ['/api/cart/add', '/api/cart/update', '/api/cart/remove']) api.answer(path, change());
});

const CART =
  '{ id notice lines { code quantity total price { netPrice discountSteps } stock available } summary { total units lineCount decimals } }';

describe('cart', () => {
  it('reads lines and summary, and the lines’ products in one call', async () => {
    api.answer('/api/cart', { status: 200, body: { success: true, data: [line('AL1', 3), line('AL2', 1)] } });
    api.answer('/api/cart/summary', { status: 200, body: { success: true, data: summary } });
    api.answer('/api/product/details', detailsAnswer);
    const { body } = await graphql(
      gateway,
      `{ cart(language: EN) ${CART.replace('available }', 'available product { code promotions { code } } }')} }`,
    );
    expect(body.errors).toBeUndefined();
    const cart = body.data?.cart as { id: string; lines: Array<Record<string, unknown>>; summary: unknown };
    expect(cart.id).toBe('Cart:current');
    expect(cart.lines[0]).toEqual({
      code: 'AL1',
      quantity: 3,
      total: 21.6,
      price: { netPrice: 7.2, discountSteps: [20, 10] },
      stock: 'AVAILABLE',
      available: 40,
      product: { code: 'AL1', promotions: [{ code: 'PR1' }] },
    });
    expect(cart.summary).toEqual({ total: 21.6, units: 3, lineCount: 1, decimals: 2 });
    // A line's product is in its own `language` argument (Italian by default).
    expect(api.calls.filter((c) => c.path === '/api/product/details').map((c) => c.body)).toEqual([
      { codici: 'AL1,AL2', Lingua: 'it' },
    ]);
    expect(api.calls.find((c) => c.path === '/api/cart')?.body).toEqual({ Lingua: 'en' });
  });

  // Issue 13 item 16: the loader de-duplicated but never batched (one product/detail call per line).
  it('loads the products of a 20-line cart in one product/details call', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => `AL${i + 1}`);
    api.answer('/api/cart', { status: 200, body: { success: true, data: codes.map((c) => line(c, 1)) } });
    api.answer('/api/product/details', detailsAnswer);
    const { body } = await graphql(
      gateway,
      '{ cart(language: IT) { lines { code product { code unit price { netPrice } promotions { code } } } } }',
    );
    expect(body.errors).toBeUndefined();
    const lines = (body.data?.cart as { lines: Array<{ code: string; product: { code: string } }> }).lines;
    expect(lines.map((l) => l.product.code)).toEqual(codes);
    expect(api.count('/api/product/detail')).toBe(0);
    expect(api.count('/api/product/details')).toBe(1);
    expect(api.calls.find((c) => c.path === '/api/product/details')?.body).toEqual({
      codici: codes.join(','),
      Lingua: 'it',
    });
  });

  it.each([
    ['addToCart(code: "AL1", quantity: 5)', '/api/cart/add', { codArt: 'AL1', qta: '5' }],
    ['setCartQuantity(code: "AL1", quantity: 12)', '/api/cart/update', { codArt: 'AL1', quantity: '12' }],
    ['increaseCartLine(code: "AL1")', '/api/cart/add', { codArt: 'AL1' }],
    ['decreaseCartLine(code: "AL1")', '/api/cart/remove', { codArt: 'AL1' }],
    ['removeFromCart(code: "AL1")', '/api/cart/update', { codArt: 'AL1', quantity: '0' }],
  ])('%s calls %s and answers the whole cart', async (call, path, fields) => {
    api.answer(path, change('Quantity rounded up to 6.'));
    const { body } = await graphql(gateway, `mutation { result: ${call} ${CART} }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.result).toMatchObject({
      id: 'Cart:current',
      notice: 'Quantity rounded up to 6.',
      summary: { units: 3 },
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ path, body: fields });
  });

  it('reports stock and staff refusals with codes and the client’s field names', async () => {
    api.answer('/api/cart/add', {
      status: 409,
      body: { success: false, errors: [{ title: 'Only 40 in stock.', code: 'CONFLICT', field: 'codArt' }] },
    });
    const conflict = await graphql(gateway, 'mutation { addToCart(code: "AL1", quantity: 99) { id } }');
    expect(conflict.body.errors?.[0]).toMatchObject({
      message: 'Only 40 in stock.',
      extensions: { code: 'CONFLICT', field: 'code' },
    });
    api.answer('/api/cart', {
      status: 403,
      body: { success: false, errors: [{ title: 'Staff order from the reserved area.', code: 'FORBIDDEN' }] },
    });
    api.answer('/api/cart/summary', {
      status: 403,
      body: { success: false, errors: [{ title: 'Staff order from the reserved area.', code: 'FORBIDDEN' }] },
    });
    const forbidden = await graphql(gateway, '{ cart { id } }');
    expect(forbidden.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
  });
});

const item = (id: number, codice: string): WishlistItem => ({
  ...price,
  id,
  codice,
  descrizione: `Product ${codice}`,
  um: 'PZ',
  url: '',
  disponibilita: 'esaurita',
  aggiunto: '2026-11-20T10:00:00.000Z',
});
const list = (...items: WishlistItem[]) => ({
  status: 200,
  body: { success: true, data: { preferiti: items } },
});

describe('wishlist', () => {
  it('adds by code and answers the whole wishlist', async () => {
    api.answer('/api/wishlist/add', list(item(7, 'AL1')));
    const { body } = await graphql(
      gateway,
      'mutation { addToWishlist(code: "AL1") { id items { code stock addedAt price { listPrice } } } }',
    );
    expect(body.data?.addToWishlist).toEqual({
      id: 'Wishlist:current',
      items: [
        { code: 'AL1', stock: 'OUT_OF_STOCK', addedAt: '2026-11-20T10:00:00.000Z', price: { listPrice: 10 } },
      ],
    });
    expect(api.calls[0]?.body).toEqual({ codArt: 'AL1' });
  });

  it('removes by code through the item’s id, and leaves the list alone for a code not in it', async () => {
    api.answer('/api/wishlist', list(item(7, 'AL1'), item(9, 'AL2')));
    api.answer('/api/wishlist/remove', list(item(7, 'AL1')));
    const { body } = await graphql(
      gateway,
      'mutation { removeFromWishlist(code: "al2") { items { code } } }',
    );
    expect(body.data?.removeFromWishlist).toEqual({ items: [{ code: 'AL1' }] });
    expect(api.calls.find((c) => c.path === '/api/wishlist/remove')?.body).toEqual({ id: '9' });

    api.calls.length = 0;
    await graphql(gateway, 'mutation { removeFromWishlist(code: "ZZ1") { items { code } } }');
    expect(api.count('/api/wishlist/remove')).toBe(0);
  });

  it('gives each item its product in the asked language, once per code', async () => {
    api.answer('/api/wishlist', list(item(7, 'AL1'), item(9, 'AL2')));
    api.answer('/api/product/details', detailsAnswer);
    const { body } = await graphql(
      gateway,
      '{ wishlist(language: EN) { items { code product(language: EN) { code promotions { code } } } } }',
    );
    expect(body.data?.wishlist).toEqual({
      items: [
        { code: 'AL1', product: { code: 'AL1', promotions: [{ code: 'PR1' }] } },
        { code: 'AL2', product: { code: 'AL2', promotions: [{ code: 'PR1' }] } },
      ],
    });
    expect(api.count('/api/product/details')).toBe(1);
  });
});
