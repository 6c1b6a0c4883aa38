// Imports of carts and orders: POST /api/imports/<carts|orders>/check and /run. Rows checked one by
// one (the quick order's checks, plus the client and the pack), the valid ones into each client's
// cart or one order per client, and the same rows imported again answering the first result.
import {
  importCheckResponseSchema,
  importRunResponseSchema,
  REST_PATHS,
  type ImportCheckData,
  type ImportRow,
  type ImportRunData,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, orderLines, orders } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { SESSION_ID } from '../helpers/requests';
import { expectFailure, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let moretti: Caller;
let ufficio: Caller;
let fiere: Caller;

beforeAll(async () => {
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  moretti = { token: (await loginAs(ctx.app, 'moretti')).token };
  ufficio = { token: (await loginAs(ctx.app, 'ufficio', 'Provvisoria1')).token };
  fiere = { token: (await loginAs(ctx.app, 'fiere')).token };
});

async function json(path: string, body: Record<string, unknown>, caller: Caller) {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}

function checked(response: Awaited<ReturnType<typeof json>>): ImportCheckData {
  expect(response.statusCode, response.body).toBe(200);
  const body = importCheckResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

function ran(response: Awaited<ReturnType<typeof json>>): ImportRunData {
  expect(response.statusCode, response.body).toBe(200);
  const body = importRunResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

// moretti (agent AG01) follows C00001 and C00002, not C00003.
const ROWS: ImportRow[] = [
  { cliente: 'C00001', codice: PRODUCTS.plain.code, qta: '3', riferimento: 'PO-77' },
  { cliente: 'c00001', codice: PRODUCTS.pack.code, qta: '12' },
  { cliente: 'C00001', codice: PRODUCTS.pack.code, qta: '5' },
  { cliente: 'C00002', codice: 'NON-ESISTE', qta: '1' },
  { cliente: 'C00002', codice: PRODUCTS.gone.code, qta: '1' },
  { cliente: 'C00002', codice: PRODUCTS.gift.code, qta: 'due' },
  { cliente: 'C00002', codice: PRODUCTS.plain.code, qta: 2 },
  { cliente: 'C00003', codice: PRODUCTS.plain.code, qta: '1' },
  { cliente: 'ZZZ', codice: PRODUCTS.plain.code, qta: '1' },
  { codice: PRODUCTS.plain.code, qta: '1' },
];

const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;

describe('POST /api/imports/<mode>/check', () => {
  it('reports each row: the quick order’s checks, the pack, the client in the user’s scope', async () => {
    const data = checked(await json(REST_PATHS.importsOrdersCheck, { righe: ROWS }, moretti));
    expect(data.esiti.map((r) => [r.riga, r.cliente, r.esito, r.motivo, r.qtaImportata])).toEqual([
      [1, 'C00001', 'ok', null, 3],
      [2, 'C00001', 'ok', null, 12],
      [3, 'C00001', 'errore', 'quantitaNonMultipla', null],
      [4, 'C00002', 'errore', 'codiceSconosciuto', null],
      [5, 'C00002', 'errore', 'nonInVendita', null],
      [6, 'C00002', 'errore', 'quantitaNonValida', null],
      [7, 'C00002', 'ok', null, 2],
      [8, 'C00003', 'errore', 'clienteNonAmmesso', null],
      [9, 'ZZZ', 'errore', 'clienteNonAmmesso', null],
      [10, null, 'errore', 'clienteMancante', null],
    ]);
    expect(data).toMatchObject({ modo: 'orders', righe: 10, valide: 3, errori: 7 });
    expect(data.esiti[2]?.messaggio).toBe(
      `La quantità 5 non è ammessa: l’articolo ${PRODUCTS.pack.code} si vende da 6 in multipli di 6.`,
    );
    expect(data.clienti.map((c) => [c.cliente, c.righe, c.valide, c.errori])).toEqual([
      ['C00001', 3, 2, 1],
      ['C00002', 4, 1, 3],
      ['C00003', 1, 0, 1],
      ['ZZZ', 1, 0, 1],
      ['', 1, 0, 1],
    ]);
  });

  it('takes a customer’s rows for their own client only, in English with Lingua en', async () => {
    const data = checked(
      await json(
        REST_PATHS.importsCartsCheck,
        {
          Lingua: 'en',
          righe: [
            { codice: PRODUCTS.plain.code, qta: '1' },
            { cliente: 'C00002', codice: PRODUCTS.plain.code, qta: '1' },
          ],
        },
        rossi,
      ),
    );
    expect(data.esiti.map((r) => [r.cliente, r.esito, r.motivo])).toEqual([
      ['C00001', 'ok', null],
      ['C00002', 'errore', 'clienteNonAmmesso'],
    ]);
    expect(data.esiti[1]?.messaggio).toBe('Client “C00002” does not exist or is not one you may import for.');
  });
});

describe('POST /api/imports/orders/run', () => {
  it('places one order per client (channel import), and the same rows again make none', async () => {
    const before = await orderCount();
    const first = ran(await json(REST_PATHS.importsOrdersRun, { righe: ROWS }, ufficio));
    expect(first).toMatchObject({ ripetuta: false, valide: 4, errori: 6 });
    expect(first.rifiutate.map((r) => r.riga)).toEqual([3, 4, 5, 6, 9, 10]);
    const made = first.clienti.filter((c) => c.numeroOrdine);
    expect(made.map((c) => c.cliente)).toEqual(['C00001', 'C00002', 'C00003']);
    expect(await orderCount()).toBe(before + 3);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.number, made[0]?.numeroOrdine ?? ''));
    expect(order).toMatchObject({ clientCode: 'C00001', channel: 'import', notes: 'Rif. PO-77' });
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(lines.map((l) => [l.productCode, l.quantity])).toEqual([
      [PRODUCTS.plain.code, 3],
      [PRODUCTS.pack.code, 12],
    ]);

    const again = ran(await json(REST_PATHS.importsOrdersRun, { righe: ROWS }, ufficio));
    expect(again).toEqual({ ...first, ripetuta: true });
    expect(await orderCount()).toBe(before + 3);
  });

  it('leaves what the staff cart for a client held where it was', async () => {
    const [cart] = await db()
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.clientCode, 'C00004')));
    expect(cart).toBeUndefined();
    // ufficio's cart for C00004 holds a line; an import of other rows for C00004 leaves it there.
    const filled = ran(
      await json(
        REST_PATHS.importsCartsRun,
        { cliente: 'C00004', righe: [{ codice: PRODUCTS.net.code, qta: 4 }] },
        ufficio,
      ),
    );
    expect(filled.valide).toBe(1);
    const placed = ran(
      await json(
        REST_PATHS.importsOrdersRun,
        { cliente: 'C00004', righe: [{ codice: PRODUCTS.plain.code, qta: 7 }] },
        ufficio,
      ),
    );
    const number = placed.clienti[0]?.numeroOrdine;
    expect(number).toBeTruthy();
    const left = await db()
      .select({ code: cartLines.productCode, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.clientCode, 'C00004'));
    expect(left).toEqual([{ code: PRODUCTS.net.code, quantity: 4 }]);
  });
});

describe('POST /api/imports/carts/run', () => {
  it('puts the valid rows into the customer’s own cart, once', async () => {
    const rows = [{ codice: PRODUCTS.gift.code, qta: '10' }];
    const first = ran(await json(REST_PATHS.importsCartsRun, { righe: rows }, rossi));
    expect(first).toMatchObject({ ripetuta: false, valide: 1, errori: 0, rifiutate: [] });
    const again = ran(await json(REST_PATHS.importsCartsRun, { righe: rows }, rossi));
    expect(again.ripetuta).toBe(true);
    const lines = await db()
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(cartLines.productCode, PRODUCTS.gift.code)));
    expect(lines.map((l) => l.quantity)).toContain(10);
  });

  it('refuses visitors (401), type F (403) and a body without rows (422)', async () => {
    const rows = [{ codice: PRODUCTS.plain.code, qta: '1' }];
    expectFailure(await json(REST_PATHS.importsCartsRun, { righe: rows }, {}), 401, 'UNAUTHENTICATED');
    expectFailure(await json(REST_PATHS.importsOrdersRun, { righe: rows }, fiere), 403, 'FORBIDDEN');
    expectFailure(await json(REST_PATHS.importsCartsCheck, { righe: [] }, rossi), 422, 'VALIDATION', 'righe');
  });
});
