// The stock figures of the product answers (issue 26 item 9): staff and agents, who order against
// the stock for their clients, get the units in stock (`giacenza`) and the next delivery expected
// (`prossimoArrivo`) in product/list, product/detail and product/details; customers and visitors get
// the stock state alone, never the figures. The demo seed gives some products an arrival, relative to
// the day it was loaded.
import { pricedProductDetailResponseSchema, REST_PATHS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/kernel/shop-calendar';
import { rowsOf } from '../../src/seed/large/sql-random';
import { loginAs } from '../helpers/login';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

interface Arriving {
  code: string;
  stock: number;
  on: string;
  qty: number;
}

let arriving: Arriving;
let staff: Record<string, { authorization: string }>;

beforeAll(async () => {
  const [row] = await rowsOf<Arriving>(
    ctx.database.handle.db,
    sql`select code, stock, next_arrival_on::text as "on", next_arrival_qty as qty from products
        where next_arrival_on is not null and active order by code limit 1`,
  );
  if (!row) throw new Error('the demo seed gives no product a next arrival');
  arriving = row;
  staff = {
    moretti: (await loginAs(ctx.app, 'moretti')).headers,
    rossi: (await loginAs(ctx.app, 'rossi')).headers,
  };
});

async function call(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await post(ctx.app, path, fields, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown> };
}

/** The product of each of the three calls, as the caller gets it. */
async function answers(code: string, headers: Record<string, string> = {}) {
  const list = await call(REST_PATHS.productList, { Lingua: 'it', search_term: code }, headers);
  const detail = await call(REST_PATHS.productDetail, { Lingua: 'it', codArt: code }, headers);
  const details = await call(REST_PATHS.productDetails, { Lingua: 'it', codici: code }, headers);
  const listed = (list.data.items as { codice: string }[]).find((item) => item.codice === code);
  return [listed, detail.data.item, (details.data.items as unknown[])[0]] as Record<string, unknown>[];
}

describe('stock figures on the product answers', () => {
  it('gives an agent the units in stock and the next arrival in list, detail and details', async () => {
    const expected = {
      giacenza: arriving.stock,
      prossimoArrivo: { data: arriving.on, quantita: arriving.qty },
    };
    for (const item of await answers(arriving.code, staff.moretti)) {
      expect(item).toMatchObject({ codice: arriving.code, ...expected });
    }
    // The contract reads them too (the gateway validates what comes back with it).
    const detail = await call(
      REST_PATHS.productDetail,
      { Lingua: 'it', codArt: arriving.code },
      staff.moretti,
    );
    const parsed = pricedProductDetailResponseSchema.parse(detail);
    expect(parsed.success && parsed.data.item.prossimoArrivo).toEqual(expected.prossimoArrivo);
  });

  it('answers a null next arrival to staff when none is expected', async () => {
    const [row] = await rowsOf<{ code: string; stock: number }>(
      ctx.database.handle.db,
      sql`select code, stock from products where next_arrival_on is null and active order by code limit 1`,
    );
    const admin = (await loginAs(ctx.app, 'admin')).headers;
    const detail = await call(REST_PATHS.productDetail, { Lingua: 'it', codArt: row?.code ?? '' }, admin);
    expect(detail.data.item).toMatchObject({ giacenza: row?.stock, prossimoArrivo: null });
  });

  it('never gives a customer or a visitor the figures, only the stock state', async () => {
    for (const headers of [staff.rossi, {}]) {
      for (const item of await answers(arriving.code, headers)) {
        expect(item).toMatchObject({ codice: arriving.code });
        expect(item).toHaveProperty('disponibilita');
        expect(item).not.toHaveProperty('giacenza');
        expect(item).not.toHaveProperty('prossimoArrivo');
      }
    }
  });
});

describe('demo next arrivals', () => {
  it('are after the day the data was loaded, within 45 days, each with units', async () => {
    const rows = await rowsOf<{ on: string; qty: number; out: boolean }>(
      ctx.database.handle.db,
      sql`select next_arrival_on::text as "on", next_arrival_qty as qty, stock < min_qty as out
          from products where next_arrival_on is not null`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const today = shopDay();
    const limit = new Date(`${today}T12:00:00Z`);
    limit.setUTCDate(limit.getUTCDate() + 45);
    const last = limit.toISOString().slice(0, 10);
    expect(rows.filter((r) => !(r.on > today && r.on <= last && r.qty > 0))).toEqual([]);
    expect(rows.some((r) => r.out)).toBe(true);
  });
});
