// Contract tests of POST /api/product/list: filters, search, sort and paging over the seeded catalogue.
import { productListResponseSchema, REST_PATHS, type ProductListData } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueFingerprint } from '../helpers/catalogue-state';
import { loginAs } from '../helpers/login';
import { BODY_FORMATS, INTERNALS, post, type BodyFormat } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function list(
  fields: Record<string, string>,
  format: BodyFormat = 'multipart',
): Promise<ProductListData> {
  const response = await post(ctx.app, REST_PATHS.productList, { Lingua: 'it', ...fields }, { format });
  expect(response.statusCode, response.body).toBe(200);
  const body = productListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

describe('POST /api/product/list', () => {
  let fingerprint: string;
  beforeAll(async () => {
    fingerprint = await catalogueFingerprint(ctx.database.handle.db);
  });

  it('pages the whole catalogue 12 at a time by default, with the total', async () => {
    const data = await list({});
    expect(data.total).toBe(5000);
    expect(data).toMatchObject({ page: 1, pagesize: 12, pages: Math.ceil(5000 / 12) });
    expect(data.items).toHaveLength(12);
  });

  it('answers Italian and English descriptions and category paths', async () => {
    const it = await list({ sort: 'code' });
    const en = await list({ sort: 'code', Lingua: 'en' });
    expect(en.items.map((p) => p.codice)).toEqual(it.items.map((p) => p.codice));
    expect(it.items[0]?.descrizione).toMatch(/^Pasta di semola /);
    expect(en.items[0]?.descrizione).toMatch(/^Durum wheat pasta /);
    expect(it.items[0]?.categoria.map((c) => c.descrizione)).toEqual([
      'Alimentari',
      'Pasta, riso e farine',
      'Pasta secca',
    ]);
    expect(en.items[0]?.categoria.map((c) => c.descrizione)).toEqual([
      'Food',
      'Pasta, rice and flour',
      'Dry pasta',
    ]);
  });

  it('shows no price of any kind', async () => {
    const data = await list({});
    expect(JSON.stringify(data)).not.toMatch(/prezz|price/i);
  });

  it('filters by a category of any level and by brand', async () => {
    const leaf = await list({ category: '01.01.01', pagesize: '100' });
    expect(leaf.total).toBe(25);
    expect(leaf.items.every((p) => p.categoria[2]?.codice === '01.01.01')).toBe(true);
    const top = await list({ category: '01' });
    expect(top.total).toBe(500);
    const brand = await list({ brand: 'GRANSOLE', pagesize: '100' });
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.items.every((p) => p.marchio.codice === 'GRANSOLE')).toBe(true);
  });

  it('filters by supplier (any case), where the search box sends a supplier suggestion', async () => {
    const supplier = await list({ supplier: 'f002', pagesize: '100' });
    expect(supplier.total).toBeGreaterThan(0);
    expect(supplier.total).toBeLessThan(5000);
    expect(supplier.items.every((p) => p.fornitore.codice === 'F002')).toBe(true);
    expect((await list({ supplier: '0' })).total).toBe(5000);
  });

  it.each([
    ['E', 'inEvidenza'],
    ['N', 'novita'],
    ['O', 'outlet'],
    ['P', 'promo'],
  ] as const)('filters type %s to products flagged %s', async (type, flag) => {
    const data = await list({ type, pagesize: '100' });
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(5000);
    expect(data.items.every((p) => p[flag] === 'S')).toBe(true);
  });

  it('reads -1 and 0 as "all" for type, promo, category and brand', async () => {
    const all = await list({ type: '-1', promo: '-1', category: '0', brand: '0' });
    expect(all.total).toBe(5000);
    expect((await list({ type: '0', promo: '0' })).total).toBe(5000);
  });

  it('lists the products of one promotion, labelled sale', async () => {
    const data = await list({ promo: 'CAFFE15', type: 'P', pagesize: '100' });
    expect(data.total).toBe(50);
    expect(data.items.every((p) => p.etichette.includes('sale') && p.promo === 'S')).toBe(true);
  });

  it('sorts by code, description and price in both directions, pages without overlap', async () => {
    const asc = await list({ sort: 'code', pagesize: '50' });
    const codes = asc.items.map((p) => p.codice);
    expect(codes).toEqual([...codes].sort());
    const desc = await list({ sort: 'code', direction: 'desc', pagesize: '5' });
    const descCodes = desc.items.map((p) => p.codice);
    expect(descCodes).toEqual([...descCodes].sort().reverse());
    expect(String(descCodes[0]) > String(codes.at(-1))).toBe(true);
    const byDescription = await list({ sort: 'description', category: '01.01', pagesize: '100' });
    const names = byDescription.items.map((p) => p.descrizione);
    // Case-insensitive, in code-point order: the same on PGlite and on any server collation.
    const key = (name: string) => name.toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    const page1 = await list({ sort: 'price', pagesize: '10', page: '1' });
    const page2 = await list({ sort: 'price', pagesize: '10', page: '2' });
    const overlap = page1.items.filter((p) => page2.items.some((q) => q.codice === p.codice));
    expect(overlap).toEqual([]);
  });

  it('answers an empty page past the last one, with the total', async () => {
    const data = await list({ category: '01.01.01', page: '99' });
    expect(data).toMatchObject({ items: [], total: 25, page: 99, pages: 3 });
  });

  it.each(BODY_FORMATS)('accepts a %s body', async (format) => {
    expect((await list({ category: '02.01.01', pagesize: '3' }, format)).items).toHaveLength(3);
  });

  it('gives a product its pack, quantities, stock state and labels', async () => {
    const [product] = (await list({ search_term: 'AL000001' })).items;
    expect(product).toMatchObject({ codice: 'AL000001', marchio: { codice: expect.any(String) } });
    expect(product?.confezione).toBeGreaterThan(0);
    expect(product?.qtaMinima).toBeGreaterThan(0);
    expect(['disponibile', 'scarsa', 'esaurita']).toContain(product?.disponibilita);
  });

  it('asks a visitor to log in for favourites (type F)', async () => {
    const response = await post(ctx.app, REST_PATHS.productList, { Lingua: 'en', type: 'F' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { code: 'UNAUTHENTICATED', field: 'type', title: 'Please log in to see your favourite products.' },
      ],
    });
  });

  it('lists a logged-in user her favourites: none yet', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(ctx.app, REST_PATHS.productList, { Lingua: 'it', type: 'F' }, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['unknown category', { category: '99.99' }, 'category'],
    ['unknown brand', { brand: 'NOBRAND' }, 'brand'],
    ['unknown supplier', { supplier: 'NOSUPPLIER' }, 'supplier'],
    ['unknown promotion', { promo: 'NOPROMO' }, 'promo'],
  ])('refuses an %s with 404 on that field', async (_, fields, field) => {
    const response = await post(ctx.app, REST_PATHS.productList, { Lingua: 'it', ...fields });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND', field }] });
  });

  it.each([
    ['missing Lingua', {}, 'Lingua'],
    ['a page that is not a number', { Lingua: 'it', page: 'two' }, 'page'],
    ['page 0', { Lingua: 'it', page: '0' }, 'page'],
    ['a page size over 100', { Lingua: 'it', pagesize: '1000' }, 'pagesize'],
    ['an unknown sort', { Lingua: 'it', sort: 'popularity' }, 'sort'],
    ['an unknown type', { Lingua: 'it', type: 'X' }, 'type'],
    ['a 10 kB search term', { Lingua: 'it', search_term: 'a'.repeat(10 * 1024) }, 'search_term'],
    ['SQL in category', { Lingua: 'it', category: "01' OR '1'='1" }, 'category'],
    ['SQL in brand', { Lingua: 'it', brand: "x'; drop table products; --" }, 'brand'],
  ])('refuses %s with 422 on that field', async (_, fields, field) => {
    const response = await post(ctx.app, REST_PATHS.productList, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  });

  it('treats SQL-like search text as words', async () => {
    const data = await list({ search_term: "pasta' OR 1=1; drop table products; --" });
    expect(data.total).toBe(0);
  });

  it('refuses a request without x-sessionid', async () => {
    const response = await post(ctx.app, REST_PATHS.productList, { Lingua: 'it' }, { noSession: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'x-sessionid' }] });
  });

  it('changed nothing in the database', async () => {
    expect(await catalogueFingerprint(ctx.database.handle.db)).toBe(fingerprint);
  });
});
