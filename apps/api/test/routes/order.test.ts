// Contract tests of POST /api/order/create (Idempotency-Key), /api/order/list and /api/order/detail.
import { orderListResponseSchema, orderResponseSchema, REST_PATHS, type OrderDetail } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryNotes, invoiceLines, invoices, orders, products } from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs } from '../helpers/login';
import { call, expectFailure, snapshot, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS, setListPrice, setStock, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let ferri: Caller;
let staff: Caller;
let keyCounter = 0;
const newKey = () => `order-test-key-${++keyCounter}-${Date.now()}`;
const ACCEPT = { AccettaCondizioni: 'S' };

beforeAll(async () => {
  // The counts below are of this file's orders: the demo order history of the seed goes first, with
  // the delivery notes and invoices made of it.
  await db().delete(invoiceLines);
  await db().delete(deliveryNotes);
  await db().delete(invoices);
  await db().delete(orders);
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
  staff = { token: (await loginAs(ctx.app, 'admin')).token };
});

async function add(caller: Caller, codArt: string, qta: number) {
  const response = await call(ctx.app, REST_PATHS.cartAdd, { codArt, qta: String(qta) }, caller);
  expect(response.statusCode, response.body).toBe(200);
}

function create(caller: Caller, fields: Record<string, string>, key: string | null = newKey()) {
  return call(ctx.app, REST_PATHS.orderCreate, fields, {
    ...caller,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

function placed(response: Awaited<ReturnType<typeof create>>): OrderDetail {
  expect(response.statusCode, response.body).toBe(201);
  const body = orderResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.ordine;
}

const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n ?? 0;
const cartLength = async (caller: Caller) =>
  (await call(ctx.app, REST_PATHS.cart, {}, caller)).json().data.length;

describe('POST /api/order/create', () => {
  let first: OrderDetail;
  const key = 'first-order-key-0001';
  const fields = { ...ACCEPT, Note: 'Consegna al mattino', DataConsegna: '2099-01-15', TipoOrdine: 'ORD' };

  it('places the cart as an order: prices frozen, stock taken (gifts too), cart emptied', async () => {
    await add(rossi, PRODUCTS.plain.code, 3);
    await add(rossi, PRODUCTS.gift.code, 25);
    first = placed(await create(rossi, fields, key));
    expect(first.numero).toMatch(new RegExp(`^${shopDay().slice(0, 4)}/\\d{6}$`));
    expect(first).toMatchObject({
      stato: 'ricevuto',
      tipoOrdine: 'ORD',
      dataConsegna: '2099-01-15',
      note: 'Consegna al mattino',
      listino: 'p1',
      totale: 93.6, // 3 × 7.20 + 25 × 2.88
      imponibile: 93.6,
      righe: 2,
      pezzi: 28,
    });
    expect(first.righeOrdine).toEqual([
      expect.objectContaining({
        codice: 'T-PLAIN',
        qta: 3,
        omaggio: 0,
        prezzo: 10,
        prezzofinale: 7.2,
        sconti: '20+10',
        totale: 21.6,
      }),
      expect.objectContaining({
        codice: 'T-GIFT',
        qta: 25,
        omaggio: 2,
        prezzofinale: 2.88,
        promozione: 'T-GIFT',
        totale: 72,
      }),
    ]);
    expect(first.destinazione.codice).toBe('001'); // the client's default delivery address
    expect(first.storico.map((s) => s.stato)).toEqual(['ricevuto']);
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(997);
    expect(await stockOf(db(), PRODUCTS.gift.code)).toBe(473);
    expect(await cartLength(rossi)).toBe(0);
  });

  it('answers a replay of the same Idempotency-Key with the same order, placing nothing', async () => {
    const before = await snapshot(db());
    const again = placed(await create(rossi, fields, key));
    expect(again).toEqual(first);
    expect(await snapshot(db())).toEqual(before);
  });

  it('refuses the same key with another payload (422)', async () => {
    await add(rossi, PRODUCTS.plain.code, 1);
    const before = await snapshot(db());
    expectFailure(
      await create(rossi, { ...fields, Note: 'altro' }, key),
      422,
      'UNPROCESSABLE',
      'Idempotency-Key',
    );
    expect(await snapshot(db())).toEqual(before);
  });

  it('numbers orders in sequence within the year', async () => {
    const second = placed(await create(rossi, ACCEPT));
    const [year, seq] = first.numero.split('/');
    expect(second.numero).toBe(`${year}/${String(Number(seq) + 1).padStart(6, '0')}`);
  });

  it('refuses a changed total (409) with the new one, and places the order with the total shown', async () => {
    await add(rossi, PRODUCTS.plain.code, 2); // 2 × 7.20 = 14.40
    await setListPrice(db(), [PRODUCTS.plain.code], '11.00'); // now 2 × 7.92 = 15.84
    try {
      const before = await snapshot(db());
      const error = expectFailure(
        await create(rossi, { ...ACCEPT, TotaleAtteso: '14.40' }),
        409,
        'CONFLICT',
        'TotaleAtteso',
      );
      expect(error.title).toContain('15,84');
      expect(await snapshot(db())).toEqual(before);
      expect(placed(await create(rossi, { ...ACCEPT, TotaleAtteso: '15.84' })).totale).toBe(15.84);
    } finally {
      await setListPrice(db(), [PRODUCTS.plain.code], '10.00');
    }
  });

  it('keeps the frozen prices of a placed order when list prices change', async () => {
    await setListPrice(db(), [PRODUCTS.plain.code], '99.00');
    try {
      const response = await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: first.numero }, rossi);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.ordine.righeOrdine[0].prezzofinale).toBe(7.2);
    } finally {
      await setListPrice(db(), [PRODUCTS.plain.code], '10.00');
    }
  });

  it('refuses an order for more than is in stock (409), keeping cart and stock', async () => {
    await add(rossi, PRODUCTS.scarce.code, 2);
    await setStock(db(), PRODUCTS.scarce.code, 1);
    const before = await snapshot(db());
    const error = expectFailure(await create(rossi, ACCEPT), 409, 'CONFLICT');
    expect(error.title).toContain('T-LAST');
    // An integrator reads the figures, not the title.
    expect(error.dettagli).toEqual({ codice: 'T-LAST', richiesta: 2, disponibile: 1 });
    expect(await snapshot(db())).toEqual(before);
    await setStock(db(), PRODUCTS.scarce.code, 10);
  });

  it('refuses a line whose product is no longer sold (409), with 0 available in dettagli', async () => {
    await db().update(products).set({ active: false }).where(eq(products.code, PRODUCTS.scarce.code));
    try {
      const error = expectFailure(await create(rossi, ACCEPT), 409, 'CONFLICT');
      expect(error.dettagli).toEqual({ codice: 'T-LAST', richiesta: 2, disponibile: 0 });
    } finally {
      await db().update(products).set({ active: true }).where(eq(products.code, PRODUCTS.scarce.code));
    }
  });

  const refusals: [string, Record<string, string>, string | null, () => Caller, number, string, string?][] = [
    ['no Idempotency-Key', ACCEPT, null, () => rossi, 400, 'BAD_REQUEST', 'Idempotency-Key'],
    ['a malformed Idempotency-Key', ACCEPT, 'short', () => rossi, 400, 'BAD_REQUEST', 'Idempotency-Key'],
    [
      'sale conditions not accepted',
      {},
      'k-no-accept-0001',
      () => rossi,
      422,
      'VALIDATION',
      'AccettaCondizioni',
    ],
    [
      'an unknown delivery address',
      { ...ACCEPT, CodDestinazione: '999' },
      'k-address-0001',
      () => rossi,
      422,
      'VALIDATION',
      'CodDestinazione',
    ],
    [
      'a delivery date in the past',
      { ...ACCEPT, DataConsegna: '2020-01-01' },
      'k-date-0001',
      () => rossi,
      422,
      'VALIDATION',
      'DataConsegna',
    ],
    [
      'a malformed delivery date',
      { ...ACCEPT, DataConsegna: '31/12/2099' },
      'k-date-0002',
      () => rossi,
      422,
      'VALIDATION',
      'DataConsegna',
    ],
    [
      '10 kB of notes',
      { ...ACCEPT, Note: 'x'.repeat(10_240) },
      'k-notes-0001',
      () => rossi,
      422,
      'VALIDATION',
      'Note',
    ],
    [
      'SQL-like order type',
      { ...ACCEPT, TipoOrdine: "ORD'; --" },
      'k-type-0001',
      () => rossi,
      422,
      'VALIDATION',
      'TipoOrdine',
    ],
    ['an empty cart', ACCEPT, 'k-empty-0001', () => ferri, 422, 'UNPROCESSABLE'],
    ['a staff user', ACCEPT, 'k-staff-0001', () => staff, 403, 'FORBIDDEN'],
    ['a visitor', ACCEPT, 'k-visitor-0001', () => ({}), 401, 'UNAUTHENTICATED'],
    ['an unknown token', ACCEPT, 'k-token-0001', () => ({ token: 'B'.repeat(43) }), 401, 'UNAUTHENTICATED'],
  ];

  it.each(refusals)(
    'refuses %s and changes nothing',
    async (_name, fields, key, who, status, code, field) => {
      const before = await snapshot(db());
      expectFailure(await create(who(), fields, key), status, code, field);
      expect(await snapshot(db())).toEqual(before);
    },
  );

  it('lets a refused key be used again once the problem is fixed', async () => {
    await add(ferri, PRODUCTS.plain.code, 1);
    expect(placed(await create(ferri, ACCEPT, 'k-empty-0001')).totale).toBe(8.55);
  });
});

describe('POST /api/order/list and /api/order/detail', () => {
  async function list(caller: Caller, fields: Record<string, string> = {}) {
    const response = await call(ctx.app, REST_PATHS.orderList, fields, caller);
    expect(response.statusCode, response.body).toBe(200);
    const body = orderListResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    return body.data;
  }

  it('lists the client’s own orders, newest first, with paging', async () => {
    const all = await list(rossi);
    expect(all.total).toBe(3);
    expect(all.items.map((o) => o.numero)).toEqual([...all.items.map((o) => o.numero)].sort().reverse());
    const page2 = await list(rossi, { page: '2', pagesize: '2' });
    expect(page2).toMatchObject({ total: 3, page: 2, pagesize: 2, pages: 2 });
    expect(page2.items).toHaveLength(1);
    expect((await list(ferri)).total).toBe(1);
  });

  it('filters by status and by day', async () => {
    const today = shopDay();
    expect((await list(rossi, { Stato: 'ricevuto', DataDa: today, DataA: today })).total).toBe(3);
    expect((await list(rossi, { Stato: 'spedito' })).total).toBe(0);
    expect((await list(rossi, { DataA: '2020-01-01' })).total).toBe(0);
  });

  it('refuses bad filters with field errors', async () => {
    expectFailure(
      await call(ctx.app, REST_PATHS.orderList, { Stato: 'perso' }, rossi),
      422,
      'VALIDATION',
      'Stato',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderList, { DataDa: 'ieri' }, rossi),
      422,
      'VALIDATION',
      'DataDa',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderList, { DataDa: '2026-02-01', DataA: '2026-01-01' }, rossi),
      422,
      'VALIDATION',
      'DataDa',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderList, { pagesize: '1000' }, rossi),
      422,
      'VALIDATION',
      'pagesize',
    );
  });

  it('shows an order only to its client: another client gets 404, a visitor 401', async () => {
    const { items } = await list(rossi);
    const numero = items[0]?.numero ?? '';
    const own = orderResponseSchema.parse(
      (await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: numero }, rossi)).json(),
    );
    expect(own.success && own.data.ordine.numero).toBe(numero);
    expectFailure(
      await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: numero }, ferri),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: numero }, {}),
      401,
      'UNAUTHENTICATED',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: "1' or '1'='1" }, rossi),
      422,
      'VALIDATION',
      'NumeroOrdine',
    );
    expectFailure(
      await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: '1999/000001' }, rossi),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps the order in the database exactly once per number', async () => {
    const rows = await db()
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.clientCode, 'C00001'));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(await orderCount()).toBe(4);
  });
});
