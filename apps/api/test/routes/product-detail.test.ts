// Contract tests of POST /api/product/detail: one product by codArt, in Italian or English.
import { productDetailResponseSchema, REST_PATHS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from '../helpers/catalogue-state';
import { INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function detail(codArt: string, Lingua = 'it') {
  const response = await post(ctx.app, REST_PATHS.productDetail, { Lingua, codArt });
  expect(response.statusCode, response.body).toBe(200);
  const body = productDetailResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.item;
}

/** The first product a promotion lists, read from the database. */
async function productOf(promotion: string): Promise<string> {
  const rows = await ctx.database.handle.db.query.promotionProducts.findMany({
    where: (pp, { eq }) => eq(pp.promotionCode, promotion),
    limit: 1,
  });
  return rows[0]?.productCode ?? '';
}

describe('POST /api/product/detail', () => {
  it('answers a product in Italian and in English, code in any case', async () => {
    const it = await detail('AL000001');
    const en = await detail('al000001', 'en');
    expect(it.codice).toBe('AL000001');
    expect(en.codice).toBe('AL000001');
    expect(it.descrizione).toMatch(/^Pasta di semola /);
    expect(en.descrizione).toMatch(/^Durum wheat pasta /);
    expect(it.marchio).toEqual(en.marchio);
    expect(it.categoria.map((c) => c.codice)).toEqual(['01', '01.01', '01.01.01']);
  });

  it('lists the promotions in force on the product, with their titles', async () => {
    const code = await productOf('CAFFE15');
    const it = await detail(code);
    expect(it.promozioni).toEqual([{ codice: 'CAFFE15', titolo: 'Caffè e capsule -15%' }]);
    expect(it.etichette).toContain('sale');
    const en = await detail(code, 'en');
    expect(en.promozioni).toEqual([{ codice: 'CAFFE15', titolo: 'Coffee and capsules 15% off' }]);
  });

  it('answers 404 on codArt for an unknown product, in the request language', async () => {
    const before = await catalogueFingerprint(ctx.database.handle.db);
    const response = await post(ctx.app, REST_PATHS.productDetail, { Lingua: 'en', codArt: 'ZZ999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errors: [
        {
          code: 'NOT_FOUND',
          field: 'codArt',
          title: 'The requested product does not exist or is no longer in the catalogue.',
        },
      ],
    });
    expect(await catalogueFingerprint(ctx.database.handle.db)).toBe(before);
  });

  it.each([
    ['missing codArt', { Lingua: 'it' }, 'codArt'],
    ['an empty codArt', { Lingua: 'it', codArt: '' }, 'codArt'],
    ['a 10 kB codArt', { Lingua: 'it', codArt: 'A'.repeat(10 * 1024) }, 'codArt'],
    ['SQL in codArt', { Lingua: 'it', codArt: "AL000001' OR '1'='1" }, 'codArt'],
    ['missing Lingua', { codArt: 'AL000001' }, 'Lingua'],
  ])('refuses %s with 422 on that field', async (_, fields, field) => {
    const response = await post(ctx.app, REST_PATHS.productDetail, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  });

  it('refuses a request without x-sessionid', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.productDetail,
      { Lingua: 'it', codArt: 'AL000001' },
      { noSession: true },
    );
    expect(response.statusCode).toBe(400);
  });
});
