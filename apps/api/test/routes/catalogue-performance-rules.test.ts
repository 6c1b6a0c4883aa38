// The rules behind the catalogue's fast paths: sorting by price follows the viewer's own price list,
// the typo fallback corrects words against the descriptions' vocabulary (kept up to date by triggers),
// and the list's total counts the matches.
import { pricedProductListResponseSchema, REST_PATHS, suggestResponseSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { call, type Caller } from '../helpers/shop-calls';
import { FIXTURE_CATEGORY, FIXTURE_SUPPLIER, insertFixtures } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const SORT_BRAND = 'SORTBRAND';
let bianchi: Caller; // client C00004, price list p3
let rossi: Caller; // client C00001, price list p1

/** p1 and p3 rank these three products in opposite orders. */
const SORTED = [
  { code: 'S-CHEAP-P1', p1: '1.00', p3: '9.00' },
  { code: 'S-MIDDLE', p1: '5.00', p3: '5.00' },
  { code: 'S-CHEAP-P3', p1: '9.00', p3: '1.00' },
];

beforeAll(async () => {
  await insertFixtures(db());
  await db().insert(brands).values({ code: SORT_BRAND, name: 'Ordinamento' });
  await db()
    .insert(products)
    .values(
      SORTED.map((p) => ({
        code: p.code,
        descriptionIt: `Zafferanone di prova ${p.code}`,
        descriptionEn: `Saffronish test ${p.code}`,
        brandCode: SORT_BRAND,
        categoryCode: FIXTURE_CATEGORY,
        supplierCode: FIXTURE_SUPPLIER,
        um: 'PZ',
        priceP1: p.p1,
        priceP1b2b: p.p1,
        priceP2: p.p1,
        priceP3: p.p3,
        stock: 10,
      })),
    );
  bianchi = { token: (await loginAs(ctx.app, 'bianchi')).token };
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
});

async function listCodes(caller: Caller, fields: Record<string, string>) {
  const response = await call(ctx.app, REST_PATHS.productList, { Lingua: 'it', ...fields }, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = pricedProductListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

describe('sorting by price', () => {
  it('follows the viewer’s own price list', async () => {
    const codes = SORTED.map((p) => p.code);
    const asc = { brand: SORT_BRAND, sort: 'price' };
    expect((await listCodes({}, asc)).items.map((p) => p.codice)).toEqual(codes);
    expect((await listCodes(rossi, asc)).items.map((p) => p.codice)).toEqual(codes);
    const p3 = await listCodes(bianchi, asc);
    expect(p3.items.map((p) => p.codice)).toEqual([...codes].reverse());
    expect(p3.items.map((p) => p.prezzi.prezzo)).toEqual([1, 5, 9]);
    const desc = await listCodes(bianchi, { ...asc, direction: 'desc' });
    expect(desc.items.map((p) => p.codice)).toEqual(codes);
  });

  it('pages a price-sorted search without overlap, on the viewer’s list', async () => {
    const first = await listCodes(bianchi, { search_term: 'zafferanone', sort: 'price', pagesize: '2' });
    const second = await listCodes(bianchi, {
      search_term: 'zafferanone',
      sort: 'price',
      pagesize: '2',
      page: '2',
    });
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((p) => p.codice)).toEqual([
      'S-CHEAP-P3',
      'S-MIDDLE',
      'S-CHEAP-P1',
    ]);
  });
});

describe('typo-tolerant search', () => {
  async function suggestCodes(CercaTesto: string, Lingua = 'it') {
    const response = await call(ctx.app, REST_PATHS.suggest, { Lingua, CercaTesto }, {});
    const body = suggestResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    return body.data.items.map((item) => item.codice);
  }

  it('knows the words of products added after the catalogue was loaded', async () => {
    expect((await suggestCodes('zaferanone')).sort()).toEqual(SORTED.map((p) => p.code).sort());
    expect((await suggestCodes('safronish', 'en')).sort()).toEqual(SORTED.map((p) => p.code).sort());
  });

  it('learns the words of a changed description', async () => {
    await db()
      .update(products)
      .set({ descriptionIt: 'Cardamomino di prova S-MIDDLE' })
      .where(eq(products.code, 'S-MIDDLE'));
    expect(await suggestCodes('cardamonino')).toEqual(['S-MIDDLE']);
  });

  it('corrects each word of a longer search, and still needs every word', async () => {
    const data = await listCodes({}, { search_term: 'pasta pene', pagesize: '50' });
    expect(data.total).toBeGreaterThan(0);
    // "pene" may mean penne (or another close word): every item has pasta, and the penne are there.
    expect(data.items.every((p) => /pasta/i.test(p.descrizione))).toBe(true);
    expect(data.items.some((p) => /pasta.*penne/i.test(p.descrizione))).toBe(true);
    expect((await listCodes({}, { search_term: 'pasta zzqqxxkk' })).total).toBe(0);
  });
});

describe('the total of a product list', () => {
  it('counts every match, whatever the page', async () => {
    const all = await listCodes({}, { brand: SORT_BRAND, pagesize: '1' });
    expect(all).toMatchObject({ total: 3, pages: 3 });
    expect((await listCodes({}, { brand: SORT_BRAND, pagesize: '1', page: '3' })).total).toBe(3);
  });
});
