// The catalogue against the fake REST API: arguments → form fields, mapping of products and prices,
// public lookups through the shared cache, products by code once per request, errors with codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';
import { detailsAnswer, pricedProduct } from './support/products';

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
beforeEach(() => {
  api.calls.length = 0;
});

const listAnswer = (items = [pricedProduct('AL000001'), pricedProduct('AL000002')]) => ({
  status: 200,
  body: { success: true, data: { items, total: 31, page: 2, pagesize: 2, pages: 16 } },
});

describe('products', () => {
  it('sends the filters as the REST fields and maps a page of priced products', async () => {
    api.answer('/api/product/list', listAnswer());
    const { body } = await graphql(
      gateway,
      `
        {
          products(
            filter: {
              searchTerm: "pasta"
              category: "01.02"
              brand: "BR1"
              supplier: "SUP1"
              promo: "PR1"
              type: NEWS
            }
            page: 2
            pageSize: 2
            sort: PRICE
            direction: DESC
            language: EN
          ) {
            total
            page
            pageSize
            pageCount
            items {
              code
              description
              brand {
                code
                name
              }
              supplier {
                name
              }
              categoryPath {
                code
                label
              }
              unit
              packSize
              minQuantity
              quantityStep
              stock
              labels
              rating
              ratingCount
              images
              imageUrl
              price {
                listPrice
                netPrice
                discounts
                discountSteps
                promotionCode
                freeQuantity {
                  every
                  free
                }
                decimals
              }
            }
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    const page = body.data?.products as { items: unknown[] } & Record<string, unknown>;
    expect(page).toMatchObject({ total: 31, page: 2, pageSize: 2, pageCount: 16 });
    expect(page.items[0]).toEqual({
      code: 'AL000001',
      description: 'Product AL000001',
      brand: { code: 'BR1', name: 'Bellini' },
      supplier: { name: 'Fornitore Uno' },
      categoryPath: [
        { code: '01', label: 'Food' },
        { code: '01.02', label: 'Pasta' },
      ],
      unit: 'CF',
      packSize: 6,
      minQuantity: 1,
      quantityStep: 1,
      stock: 'LOW',
      labels: ['SALE', 'NEW'],
      rating: 4.5,
      ratingCount: 12,
      images: [],
      imageUrl: null,
      price: {
        listPrice: 10,
        netPrice: 6.84,
        discounts: '20+10+5',
        discountSteps: [20, 10, 5],
        promotionCode: 'PR1',
        freeQuantity: { every: 10, free: 1 },
        decimals: 2,
      },
    });
    expect(api.calls[0]?.body).toEqual({
      Lingua: 'en',
      search_term: 'pasta',
      category: '01.02',
      brand: 'BR1',
      supplier: 'SUP1',
      promo: 'PR1',
      type: 'N',
      page: '2',
      pagesize: '2',
      sort: 'price',
      direction: 'desc',
    });
  });

  it('loads the detail once per code when list items’ promotions are asked for', async () => {
    api.answer(
      '/api/product/list',
      listAnswer([pricedProduct('AL1'), pricedProduct('AL1'), pricedProduct('AL2')]),
    );
    api.answer('/api/product/details', detailsAnswer);
    const { body } = await graphql(
      gateway,
      '{ products(language: IT) { items { code promotions { code title } } } product(code: "al1", language: IT) { code } }',
    );
    expect(body.errors).toBeUndefined();
    expect((body.data?.products as { items: unknown[] }).items[0]).toEqual({
      code: 'AL1',
      promotions: [{ code: 'PR1', title: 'Estate' }],
    });
    // product(code) asks for AL1 first; the list items' promotions then need only AL2.
    expect(api.calls.filter((c) => c.path === '/api/product/details').map((c) => c.body.codici)).toEqual([
      'AL1',
      'AL2',
    ]);
  });

  it('answers null for an unknown product, and reports an unknown filter with its field', async () => {
    api.answer('/api/product/details', detailsAnswer);
    const missing = await graphql(
      gateway,
      '{ a: product(code: "NOPE", language: EN) { code } b: product(code: "al1", language: EN) { code } c: product(code: "not a code!", language: EN) { code } }',
    );
    expect(missing.body).toEqual({ data: { a: null, b: { code: 'AL1' }, c: null } });
    // The malformed code is not sent: it cannot fail the call for the others.
    expect(api.calls.filter((c) => c.path === '/api/product/details').map((c) => c.body.codici)).toEqual([
      'NOPE,AL1',
    ]);

    api.answer('/api/product/list', {
      status: 404,
      body: { success: false, errors: [{ title: 'Unknown brand.', code: 'NOT_FOUND', field: 'brand' }] },
    });
    const bad = await graphql(gateway, '{ products(filter: { brand: "XX" }, language: EN) { total } }');
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Unknown brand.',
      extensions: { code: 'NOT_FOUND', field: 'filter.brand' },
    });
  });

  it('asks for the shop’s page size (Set_NumRes_B2B) when the client gives none', async () => {
    api.answer('/api/product/list', listAnswer());
    api.answer('/api/user/config', {
      status: 200,
      body: {
        success: true,
        data: {
          configurazione: [
            {
              tipo: 'Set_NumRes_B2B',
              id: 'Set_NumRes_B2B',
              titolo: '',
              descrizione: '24',
              riga: 1,
              colonna: 0,
              link: '',
              icon: '',
              social: '',
              flagTitolo: 'N',
            },
          ],
        },
      },
    });
    const { body } = await graphql(gateway, '{ products(language: EN) { total } }');
    expect(body.errors).toBeUndefined();
    const list = api.calls.find((call) => call.path === '/api/product/list');
    expect(list?.body.pagesize).toBe('24');
    const given = await graphql(gateway, '{ products(pageSize: 5, language: EN) { total } }');
    expect(given.body.errors).toBeUndefined();
    expect(api.calls.filter((call) => call.path === '/api/product/list').at(-1)?.body.pagesize).toBe('5');
  });

  it('refuses an answer outside the priced contract, masked', async () => {
    const { prezzi: _prezzi, ...unpriced } = pricedProduct('AL1');
    api.answer('/api/product/list', {
      status: 200,
      body: { success: true, data: { items: [unpriced], total: 1, page: 1, pagesize: 12, pages: 1 } },
    });
    const { body } = await graphql(gateway, '{ products(language: IT) { total } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('lookups and suggestions', () => {
  it('serves brands (GET) and type options through the shared cache', async () => {
    api.answer('/api/brand', {
      status: 200,
      body: { success: true, data: { marchi: [{ nome: 'BR1', descizione: 'Bellini' }] } },
    });
    api.answer('/api/data/table', (body) => ({
      status: 200,
      body: {
        success: true,
        data: {
          dati: [
            { codice: 'P', descrizione: `Promo ${body.Lingua}` },
            { codice: 'O', descrizione: 'Outlet' },
          ],
        },
      },
    }));
    const query = '{ brands { code name } productTypes(language: EN) { type label } }';
    const { body } = await graphql(gateway, query);
    expect(body.data).toEqual({
      brands: [{ code: 'BR1', name: 'Bellini' }],
      productTypes: [
        { type: 'PROMOTIONS', label: 'Promo en' },
        { type: 'OUTLET', label: 'Outlet' },
      ],
    });
    await graphql(gateway, '{ b: brands { code } t: productTypes(language: EN) { label } }');
    expect([api.count('/api/brand'), api.count('/api/data/table')]).toEqual([1, 1]);
    expect(api.calls.find((c) => c.path === '/api/data/table')?.body).toEqual({
      tablename: 'TipoArticoli',
      Lingua: 'en',
    });
  });

  it('maps suggestions and reports a short term on its argument', async () => {
    const s = (codice: string, descrizione: string, url?: string) => ({
      id: codice,
      codice,
      descrizione,
      ...(url === undefined ? {} : { url }),
    });
    api.answer('/api/suggest', {
      status: 200,
      body: {
        success: true,
        data: {
          items: [s('AL1', 'Pomodori', '')],
          categories: [s('01.02', 'Pasta')],
          suppliers: [s('SUP1', 'Uno')],
        },
      },
    });
    const { body } = await graphql(
      gateway,
      '{ suggestions(term: "pomo", language: IT) { items { code description imageUrl } categories { code label } suppliers { code label } } }',
    );
    expect(body.data?.suggestions).toEqual({
      items: [{ code: 'AL1', description: 'Pomodori', imageUrl: null }],
      categories: [{ code: '01.02', label: 'Pasta' }],
      suppliers: [{ code: 'SUP1', label: 'Uno' }],
    });
    expect(api.calls[0]?.body).toEqual({ CercaTesto: 'pomo', Lingua: 'it' });

    api.answer('/api/suggest', {
      status: 422,
      body: {
        success: false,
        errors: [{ title: 'Almeno 3 caratteri.', code: 'VALIDATION', field: 'CercaTesto' }],
      },
    });
    const short = await graphql(gateway, '{ suggestions(term: "po", language: IT) { items { code } } }');
    expect(short.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'term' });
  });

  it('loads the priced product of a suggested item only when asked, once per code', async () => {
    const s = (codice: string) => ({ id: codice, codice, descrizione: `Product ${codice}`, url: '' });
    api.answer('/api/suggest', {
      status: 200,
      body: { success: true, data: { items: [s('AL1'), s('AL2')], categories: [], suppliers: [] } },
    });
    api.answer('/api/product/details', detailsAnswer);
    await graphql(gateway, '{ suggestions(term: "prod", language: EN) { items { code } } }');
    expect(api.count('/api/product/details')).toBe(0);
    const { body } = await graphql(
      gateway,
      '{ suggestions(term: "prod", language: EN) { items { code product { code unit } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect((body.data?.suggestions as { items: unknown[] }).items).toEqual([
      { code: 'AL1', product: { code: 'AL1', unit: 'CF' } },
      { code: 'AL2', product: { code: 'AL2', unit: 'CF' } },
    ]);
    expect(api.calls.filter((c) => c.path === '/api/product/details').map((c) => c.body)).toEqual([
      { codici: 'AL1,AL2', Lingua: 'en' },
    ]);
  });
});
