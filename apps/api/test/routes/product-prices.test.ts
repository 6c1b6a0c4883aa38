// The viewer's prices on POST /api/product/list and /api/product/detail: customers see their own,
// visitors none unless the shop shows them (Set_PrezziVisitatori = S).
import {
  pricedProductDetailResponseSchema,
  pricedProductListResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { call, type Caller } from '../helpers/shop-calls';
import { FIXTURE_BRAND, insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let ferri: Caller;

beforeAll(async () => {
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
});

async function detailPrice(caller: Caller, codArt: string) {
  const response = await call(ctx.app, REST_PATHS.productDetail, { Lingua: 'it', codArt }, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = pricedProductDetailResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.item.prezzi;
}

describe('prices on product answers', () => {
  it('shows a customer the client’s own price, promotion and gift rule', async () => {
    expect(await detailPrice(rossi, PRODUCTS.plain.code)).toEqual({
      prezzo: 10,
      prezzofinale: 7.2,
      sconti: '20+10',
      promozione: null,
      regolaOmaggio: null,
      decimali: 2,
    });
    expect(await detailPrice(ferri, PRODUCTS.plain.code)).toMatchObject({
      prezzo: 9,
      prezzofinale: 8.55,
      sconti: '5',
    });
    expect(await detailPrice(rossi, PRODUCTS.gift.code)).toMatchObject({
      promozione: 'T-GIFT',
      regolaOmaggio: { ogni: 10, omaggio: 1 },
    });
    expect(await detailPrice(rossi, PRODUCTS.net.code)).toMatchObject({
      prezzofinale: 5,
      promozione: 'T-NET',
    });
  });

  it('hides prices from visitors by default', async () => {
    expect(await detailPrice({}, PRODUCTS.plain.code)).toMatchObject({ prezzo: null, prezzofinale: null });
  });

  it('shows visitors the public list when Set_PrezziVisitatori is S', async () => {
    await db()
      .insert(configEntries)
      .values({ language: 'it', tipo: 'Set_PrezziVisitatori', entryId: 'x', titolo: 'x', descrizione: 'S' });
    try {
      expect(await detailPrice({}, PRODUCTS.plain.code)).toMatchObject({
        prezzo: 10,
        prezzofinale: 10,
        sconti: '',
      });
    } finally {
      await db()
        .delete(configEntries)
        .where(and(eq(configEntries.tipo, 'Set_PrezziVisitatori'), eq(configEntries.language, 'it')));
    }
  });

  it('prices every product of a list page for the viewer', async () => {
    const response = await call(
      ctx.app,
      REST_PATHS.productList,
      { Lingua: 'it', brand: FIXTURE_BRAND, sort: 'code' },
      rossi,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = pricedProductListResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    const byCode = Object.fromEntries(body.data.items.map((item) => [item.codice, item.prezzi.prezzofinale]));
    expect(byCode).toMatchObject({
      'T-PLAIN': 7.2,
      'T-NET': 5,
      'T-GIFT': 2.88,
      'T-PACK6': 1.8,
      'T-LAST': 14.39,
    });
  });
});
