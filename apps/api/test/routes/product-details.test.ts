// Contract tests of POST /api/product/details: many products by code in one call (issue 13 item 16, the
// gateway's product loader), each exactly as product/detail answers it for the same caller.
import {
  MAX_PRODUCT_DETAILS,
  pricedProductDetailResponseSchema,
  pricedProductDetailsResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/login';
import { BODY_FORMATS, post } from '../helpers/requests';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let rossi: Caller;

beforeAll(async () => {
  await insertFixtures(ctx.database.handle.db);
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
});

async function details(fields: Record<string, string>, caller: Caller = {}) {
  const response = await call(ctx.app, REST_PATHS.productDetails, fields, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = pricedProductDetailsResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

async function detail(codArt: string, Lingua: string, caller: Caller) {
  const response = await call(ctx.app, REST_PATHS.productDetail, { codArt, Lingua }, caller);
  const body = pricedProductDetailResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.item;
}

describe('POST /api/product/details', () => {
  const codes = ['AL000001', PRODUCTS.net.code, PRODUCTS.gift.code, 'AL000002'];

  it('answers each product as product/detail does, priced for the caller, in the order asked', async () => {
    for (const caller of [rossi, {}]) {
      const data = await details({ Lingua: 'en', codici: codes.join(',') }, caller);
      expect(data.items.map((item) => item.codice)).toEqual(codes);
      expect(data.mancanti).toEqual([]);
      for (const item of data.items) expect(item).toEqual(await detail(item.codice, 'en', caller));
    }
    const priced = await details({ Lingua: 'it', codici: PRODUCTS.plain.code }, rossi);
    // 10.00 less the client's 20+10.
    expect(priced.items[0]?.prezzi).toMatchObject({ prezzo: 10, prezzofinale: 7.2, sconti: '20+10' });
  });

  it('lists unknown and withdrawn codes apart, and answers each code once in any case', async () => {
    const data = await details({
      Lingua: 'it',
      codici: `al000001,ZZ999999,${PRODUCTS.gone.code},AL000001, al000002`,
    });
    expect(data.items.map((item) => item.codice)).toEqual(['AL000001', 'AL000002']);
    expect(data.mancanti).toEqual(['ZZ999999', PRODUCTS.gone.code]);
  });

  it('takes the codes repeated, comma-separated or as a JSON list', async () => {
    for (const format of BODY_FORMATS) {
      const response = await post(
        ctx.app,
        REST_PATHS.productDetails,
        { Lingua: 'it', codici: 'AL000001,AL000002' },
        { format },
      );
      expect(response.json().data.items).toHaveLength(2);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.productDetails,
      headers: { 'content-type': 'application/json', 'x-sessionid': 'test-session_0123456789' },
      payload: { Lingua: 'it', codici: ['AL000001', 'AL000002', 'AL000003'] },
    });
    expect(json.json().data.items).toHaveLength(3);
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.productDetails,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-sessionid': 'test-session_0123456789',
      },
      payload: 'Lingua=it&codici=AL000001&codici=AL000002',
    });
    expect(repeated.json().data.items).toHaveLength(2);
  });

  it(`refuses more than ${MAX_PRODUCT_DETAILS} codes, none, or a malformed one with 422 on codici`, async () => {
    const many = Array.from(
      { length: MAX_PRODUCT_DETAILS + 1 },
      (_, i) => `AL${String(i + 1).padStart(6, '0')}`,
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.productDetails, { Lingua: 'en', codici: many.join(',') }),
      422,
      'VALIDATION',
      'codici',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.productDetails, { Lingua: 'en' }),
      422,
      'VALIDATION',
      'codici',
    );
    const bad = expectFailure(
      await call(ctx.app, REST_PATHS.productDetails, { Lingua: 'en', codici: "AL000001,AL' OR 1=1" }),
      422,
      'VALIDATION',
      'codici.1',
    );
    expect(bad.title).toBe('The value of “codici.1” is not valid.');
    const exactly = await details({ Lingua: 'it', codici: many.slice(0, MAX_PRODUCT_DETAILS).join(',') });
    expect(exactly.items.length + exactly.mancanti.length).toBe(MAX_PRODUCT_DETAILS);
  });
});
