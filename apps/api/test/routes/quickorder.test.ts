// Quick order: POST /api/quickorder/check and /add. Rows checked one by one and reported, the valid
// ones into the caller's cart (a customer's own; a staff user's for the client he orders for), JSON
// or form bodies, and 5,000 rows in one call.
import {
  quickOrderAddResponseSchema,
  quickOrderCheckResponseSchema,
  REST_PATHS,
  type QuickOrderAddData,
  type QuickOrderCheckData,
  type QuickOrderRow,
} from '@shop/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { SESSION_ID } from '../helpers/requests';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let ferri: Caller;
let moretti: Caller;
let admin: Caller;

beforeAll(async () => {
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
  moretti = { token: (await loginAs(ctx.app, 'moretti')).token };
  admin = { token: (await loginAs(ctx.app, 'admin')).token };
});

/** A JSON call (the rows as a JSON array). */
async function json(path: string, righe: QuickOrderRow[], caller: Caller, Lingua = 'it') {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    payload: JSON.stringify({ righe, Lingua }),
  });
}

function checked(response: Awaited<ReturnType<typeof json>>): QuickOrderCheckData {
  expect(response.statusCode, response.body).toBe(200);
  const body = quickOrderCheckResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

function added(response: Awaited<ReturnType<typeof json>>): QuickOrderAddData {
  expect(response.statusCode, response.body).toBe(200);
  const body = quickOrderAddResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

const ROWS: QuickOrderRow[] = [
  { codice: PRODUCTS.plain.code, qta: '3' },
  { codice: 'NON-ESISTE', qta: '1' },
  { codice: PRODUCTS.pack.code.toLowerCase(), qta: '5' },
  { codice: PRODUCTS.gone.code, qta: '2' },
  { codice: PRODUCTS.gift.code, qta: 'due' },
  { codice: PRODUCTS.plain.code, qta: 2 },
];

describe('POST /api/quickorder/check', () => {
  it('reports each row and changes no cart', async () => {
    const data = checked(await json(REST_PATHS.quickOrderCheck, ROWS, rossi));
    expect(data.righe.map((r) => [r.riga, r.codice, r.esito, r.motivo, r.qtaCarrello])).toEqual([
      [1, PRODUCTS.plain.code, 'ok', null, 5],
      [2, 'NON-ESISTE', 'errore', 'codiceSconosciuto', null],
      [3, PRODUCTS.pack.code, 'avviso', 'arrotondata', 6],
      [4, PRODUCTS.gone.code, 'errore', 'nonInVendita', null],
      [5, PRODUCTS.gift.code, 'errore', 'quantitaNonValida', null],
      [6, PRODUCTS.plain.code, 'avviso', 'ripetuta', 5],
    ]);
    expect(data).toMatchObject({ valide: 3, avvisi: 2, errori: 3 });
    expect(data.righe[2]).toMatchObject({ descrizione: `Articolo di prova ${PRODUCTS.pack.code}`, um: 'CF' });
    const cart = await call(ctx.app, REST_PATHS.cart, {}, rossi);
    expect(cart.json().data).toEqual([]);
  });

  it('speaks English with Lingua en', async () => {
    const data = checked(await json(REST_PATHS.quickOrderCheck, [{ codice: 'XX', qta: '1' }], rossi, 'en'));
    expect(data.righe[0]?.messaggio).toBe('The code “XX” is not in the catalogue.');
  });
});

describe('POST /api/quickorder/add', () => {
  it('puts the valid rows into the customer’s cart, reports the others, answers the priced cart', async () => {
    const data = added(await json(REST_PATHS.quickOrderAdd, ROWS, rossi));
    expect(data).toMatchObject({ valide: 3, errori: 3 });
    // Lines written together are listed by code.
    expect(data.carrello.righe.map((l) => [l.codice, l.qta])).toEqual([
      [PRODUCTS.pack.code, 6],
      [PRODUCTS.plain.code, 5],
    ]);
    // Rossi's prices: 10.00 less 20+10.
    expect(data.carrello.righe[1]).toMatchObject({ prezzofinale: 7.2, totale: 36 });
    // Again: added on top of the lines, as cart/add does.
    const again = added(
      await json(REST_PATHS.quickOrderAdd, [{ codice: PRODUCTS.plain.code, qta: '1' }], rossi),
    );
    expect(again.carrello.righe.find((l) => l.codice === PRODUCTS.plain.code)?.qta).toBe(6);
  });

  it('takes the rows as the JSON text of a form field too', async () => {
    const response = await call(
      ctx.app,
      REST_PATHS.quickOrderAdd,
      { righe: JSON.stringify([{ codice: PRODUCTS.plain.code, qta: '4' }]) },
      ferri,
      { format: 'urlencoded' },
    );
    expect(added(response).carrello.righe.map((l) => [l.codice, l.qta, l.prezzofinale])).toEqual([
      [PRODUCTS.plain.code, 4, 8.55],
    ]);
  });

  it('puts in what the stock allows, with a warning', async () => {
    const data = added(
      await json(REST_PATHS.quickOrderAdd, [{ codice: PRODUCTS.scarce.code, qta: '50' }], ferri),
    );
    expect(data.righe[0]).toMatchObject({
      esito: 'avviso',
      motivo: 'disponibilitaParziale',
      qtaCarrello: 10,
    });
  });

  it('fills the cart a staff user orders for a client, and refuses one ordering for nobody', async () => {
    expectFailure(await json(REST_PATHS.quickOrderAdd, ROWS, admin), 403, 'FORBIDDEN');
    await call(ctx.app, REST_PATHS.currentOrderStart, { codCliente: 'C00002' }, moretti);
    const data = added(
      await json(REST_PATHS.quickOrderAdd, [{ codice: PRODUCTS.plain.code, qta: '2' }], moretti),
    );
    // Ferri's prices, moretti's own cart for C00002 (Ferri's stays as it was).
    expect(data.carrello.righe.map((l) => [l.codice, l.qta, l.prezzofinale])).toEqual([
      [PRODUCTS.plain.code, 2, 8.55],
    ]);
    const ferriCart = await call(ctx.app, REST_PATHS.cart, {}, ferri);
    expect(ferriCart.json().data.find((l: { codice: string }) => l.codice === PRODUCTS.plain.code).qta).toBe(
      4,
    );
  });

  it('refuses visitors (401), a body without rows (422) and rows that are not a list (422)', async () => {
    expectFailure(await json(REST_PATHS.quickOrderAdd, ROWS, {}), 401, 'UNAUTHENTICATED');
    expectFailure(await json(REST_PATHS.quickOrderCheck, [], rossi), 422, 'VALIDATION', 'righe');
    expectFailure(
      await call(ctx.app, REST_PATHS.quickOrderCheck, { righe: 'AL000001;3' }, rossi),
      422,
      'VALIDATION',
      'righe',
    );
  });
});

describe('5,000 rows', () => {
  it('checks and adds 5,000 rows in one call each (timed)', async () => {
    const codes = await db()
      .select({ code: products.code })
      .from(products)
      .where(and(eq(products.active, true), gte(products.stock, 1)))
      .orderBy(asc(products.code))
      .limit(5000);
    const rows: QuickOrderRow[] = codes.map(({ code }) => ({ codice: code, qta: '1' }));
    // The demo catalogue has 5,000 products; whatever it lacks is made of unknown codes (errors).
    while (rows.length < 5000) rows.push({ codice: `ZZ${rows.length}`, qta: '1' });
    const body = JSON.stringify({ righe: rows });
    expect(body.length).toBeLessThan(1024 * 1024);

    const customer = { token: (await loginAs(ctx.app, 'colombo')).token };
    let started = performance.now();
    const check = checked(await json(REST_PATHS.quickOrderCheck, rows, customer));
    const checkMs = performance.now() - started;
    started = performance.now();
    const add = added(await json(REST_PATHS.quickOrderAdd, rows, customer));
    const addMs = performance.now() - started;
    console.info(
      `quick order, 5,000 rows (${codes.length} products): check ${Math.round(checkMs)} ms, add ${Math.round(addMs)} ms`,
    );
    expect(check.righe).toHaveLength(5000);
    expect(add.righe).toHaveLength(5000);
    expect(add.valide).toBe(check.valide);
    expect(add.carrello.righe).toHaveLength(add.valide);
    expect(add.valide).toBeGreaterThan(4000);
  }, 120_000);
});
