// Ordering for a client (currentorder): the agent's scope, the cart per (staff user, client), prices of
// the client, the extra line discount and its ceiling, the order's channel and placer, the takeover.
import {
  cartChangeResponseSchema,
  currentOrderStateResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  REST_PATHS,
  type CartChangeData,
  type CurrentOrderState,
} from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agents, auditLog, clients, orderLines, orders } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let moretti: Caller;
let admin: Caller;
let rossi: Caller;
let ferri: Caller;
let keyCounter = 0;
const newKey = () => `currentorder-key-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  await insertFixtures(db());
  // The tests' own ceiling, whatever the demo data says.
  await db().update(agents).set({ maxDiscount: '10' }).where(eq(agents.code, 'AG01'));
  moretti = { token: (await loginAs(ctx.app, 'moretti')).token };
  admin = { token: (await loginAs(ctx.app, 'admin')).token };
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
});

function state(response: Awaited<ReturnType<typeof call>>): CurrentOrderState {
  expect(response.statusCode, response.body).toBe(200);
  const body = currentOrderStateResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

function cart(response: Awaited<ReturnType<typeof call>>): CartChangeData {
  expect(response.statusCode, response.body).toBe(200);
  const body = cartChangeResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

const start = (caller: Caller, codCliente: string) =>
  call(ctx.app, REST_PATHS.currentOrderStart, { codCliente }, caller);
const add = (caller: Caller, codArt: string, qta: number) =>
  call(ctx.app, REST_PATHS.cartAdd, { codArt, qta: String(qta) }, caller);
const lines = async (caller: Caller) => {
  const response = await call(ctx.app, REST_PATHS.cart, {}, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CartChangeData['righe'];
};
const discount = (caller: Caller, codArt: string, sconto: string) =>
  call(ctx.app, REST_PATHS.cartDiscount, { codArt, sconto }, caller);
const placeOrder = (caller: Caller, key = newKey()) =>
  call(
    ctx.app,
    REST_PATHS.orderCreate,
    { AccettaCondizioni: 'S' },
    { ...caller, headers: { 'idempotency-key': key } },
  );

describe('a staff user ordering for nobody', () => {
  it('is refused the cart with a message that tells him to choose a client', async () => {
    const error = expectFailure(await call(ctx.app, REST_PATHS.cart, {}, admin), 403, 'FORBIDDEN');
    expect(error.title).toMatch(/scegli.*cliente/i);
    const en = expectFailure(
      await call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, Lingua: 'en' }, admin),
      403,
      'FORBIDDEN',
    );
    expect(en.title).toMatch(/choose the client/i);
  });

  it('is refused an order, and the state says he orders for nobody', async () => {
    expectFailure(await placeOrder(admin), 403, 'FORBIDDEN');
    const current = state(await call(ctx.app, REST_PATHS.currentOrder, {}, admin));
    expect(current).toEqual({ cliente: null, righeCarrelloCliente: 0, scontoMassimo: 99.99 });
  });
});

describe('the agent’s scope', () => {
  it('lists only the clients moretti follows, and finds none of the others by code or name', async () => {
    const all = await call(ctx.app, REST_PATHS.currentOrderClients, {}, moretti);
    expect(all.statusCode, all.body).toBe(200);
    const codes = all.json().data.items.map((c: { codice: string }) => c.codice);
    expect(codes).toContain('C00001');
    expect(codes).toContain('C00002');
    expect(codes).not.toContain('C00003');
    for (const search of ['C00003', 'Gallo', 'Torino']) {
      const found = await call(ctx.app, REST_PATHS.currentOrderClients, { search }, moretti);
      expect(found.json().data).toMatchObject({ items: [], total: 0 });
    }
    const rossiFound = await call(ctx.app, REST_PATHS.currentOrderClients, { search: 'rossi' }, moretti);
    expect(rossiFound.json().data.items).toEqual([
      { codice: 'C00001', ragioneSociale: 'Alimentari Rossi S.r.l.', citta: 'Milano', provincia: 'MI' },
    ]);
  });

  it('cannot start ordering for C00003: the same 404 as a code that does not exist', async () => {
    const outOfScope = expectFailure(await start(moretti, 'C00003'), 404, 'NOT_FOUND', 'codCliente');
    const missing = expectFailure(await start(moretti, 'C99999'), 404, 'NOT_FOUND', 'codCliente');
    expect(outOfScope.title.replace('C00003', 'X')).toBe(missing.title.replace('C99999', 'X'));
    expect(state(await call(ctx.app, REST_PATHS.currentOrder, {}, moretti)).cliente).toBeNull();
    // Nor in lower case, nor through the cart: he still orders for nobody.
    expectFailure(await start(moretti, 'c00003'), 404, 'NOT_FOUND', 'codCliente');
    expectFailure(await call(ctx.app, REST_PATHS.cart, {}, moretti), 403, 'FORBIDDEN');
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    expectFailure(await start(rossi, 'C00001'), 403, 'FORBIDDEN');
    expectFailure(await start({}, 'C00001'), 401, 'UNAUTHENTICATED');
    expectFailure(await call(ctx.app, REST_PATHS.currentOrder, {}, rossi), 403, 'FORBIDDEN');
  });
});

describe('ordering for C00001, then C00002', () => {
  it('starts: the state names the client, the client’s own cart and moretti’s ceiling', async () => {
    await add(rossi, PRODUCTS.pack.code, 6);
    const current = state(await start(moretti, 'c00001'));
    expect(current).toEqual({
      cliente: {
        codice: 'C00001',
        ragioneSociale: 'Alimentari Rossi S.r.l.',
        citta: 'Milano',
        provincia: 'MI',
      },
      righeCarrelloCliente: 1,
      scontoMassimo: 10,
    });
  });

  it('prices at Rossi’s terms, to the cent of Rossi’s own session, in a cart of its own', async () => {
    const forRossi = cart(await add(moretti, PRODUCTS.plain.code, 3));
    expect(forRossi.righe.map((l) => [l.codice, l.qta])).toEqual([[PRODUCTS.plain.code, 3]]);
    const own = cart(await add(rossi, PRODUCTS.plain.code, 1));
    const rossiLine = own.righe.find((l) => l.codice === PRODUCTS.plain.code);
    expect(forRossi.righe[0]).toMatchObject({ prezzo: 10, prezzofinale: 7.2, sconti: '20+10', totale: 21.6 });
    expect([rossiLine?.prezzo, rossiLine?.prezzofinale, rossiLine?.sconti]).toEqual([
      forRossi.righe[0]?.prezzo,
      forRossi.righe[0]?.prezzofinale,
      forRossi.righe[0]?.sconti,
    ]);
    // Rossi's cart is his own: moretti's lines are not in it, nor his in moretti's.
    expect(own.righe.map((l) => [l.codice, l.qta])).toEqual([
      [PRODUCTS.pack.code, 6],
      [PRODUCTS.plain.code, 1],
    ]);
    // The catalogue answers Rossi's prices too.
    const detail = await call(
      ctx.app,
      REST_PATHS.productDetail,
      { codArt: PRODUCTS.plain.code, Lingua: 'it' },
      moretti,
    );
    expect(detail.json().data.item.prezzi).toMatchObject({ prezzo: 10, prezzofinale: 7.2, sconti: '20+10' });
  });

  it('answers the current user as ordering for Rossi (cliente, perConto S)', async () => {
    const response = await call(ctx.app, REST_PATHS.currentUser, {}, moretti);
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data.utente;
    expect(user.perConto).toBe('S');
    expect(user.cliente.codice).toBe('C00001');
    expect(user.cliente.destinazioni.length).toBe(2);
    expect(user.agente.codice).toBe('AG01');
    const own = (await call(ctx.app, REST_PATHS.currentUser, {}, rossi)).json().data.utente;
    expect([own.perConto, own.cliente.codice]).toEqual(['N', 'C00001']);
  });

  it('gives an extra line discount within the ceiling: 20+10+5, totals follow', async () => {
    const given = cart(await discount(moretti, PRODUCTS.plain.code, '5'));
    expect(given.righe[0]).toMatchObject({
      sconti: '20+10+5',
      prezzofinale: 6.84,
      totale: 20.52,
      scontoExtra: 5,
    });
    expect(given.riepilogo.totcart).toBe(20.52);
    // Exactly at the ceiling, with a decimal comma.
    expect(cart(await discount(moretti, PRODUCTS.plain.code, '10,0')).righe[0]?.sconti).toBe('20+10+10');
    cart(await discount(moretti, PRODUCTS.plain.code, '5'));
  });

  it('refuses a discount above the ceiling, naming it, and keeps the line as it was', async () => {
    const response = await discount(moretti, PRODUCTS.plain.code, '15');
    const error = expectFailure(response, 422, 'UNPROCESSABLE', 'sconto');
    expect(error.title).toContain('10%');
    expect(error.title).toContain('15%');
    expect(response.json().errors[0].dettagli).toEqual({ scontoMassimo: 10, scontoRichiesto: 15 });
    const en = expectFailure(
      await call(
        ctx.app,
        REST_PATHS.cartDiscount,
        { codArt: PRODUCTS.plain.code, sconto: '12.5', Lingua: 'en' },
        moretti,
      ),
      422,
      'UNPROCESSABLE',
      'sconto',
    );
    expect(en.title).toMatch(/at most 10%.*12\.5%/);
    expect((await lines(moretti))[0]?.sconti).toBe('20+10+5');
  });

  it('refuses bad discounts at the field, a line not in the cart, and customers', async () => {
    for (const sconto of ['', 'abc', '-1', '100', '5.555']) {
      expectFailure(await discount(moretti, PRODUCTS.plain.code, sconto), 422, 'VALIDATION', 'sconto');
    }
    expectFailure(await discount(moretti, PRODUCTS.gift.code, '5'), 404, 'NOT_FOUND', 'codArt');
    expectFailure(await discount(rossi, PRODUCTS.plain.code, '5'), 403, 'FORBIDDEN');
    expectFailure(await discount(admin, PRODUCTS.plain.code, '5'), 409, 'CONFLICT');
  });

  it('changing to C00002 shows C00002’s empty cart at Ferri’s prices; back to C00001 finds its lines', async () => {
    const current = state(await start(moretti, 'C00002'));
    expect(current.cliente?.codice).toBe('C00002');
    expect(await lines(moretti)).toEqual([]);
    const forFerri = cart(await add(moretti, PRODUCTS.plain.code, 2));
    // Ferri: p1b2b 9.00 less 5.
    expect(forFerri.righe[0]).toMatchObject({ prezzo: 9, prezzofinale: 8.55, sconti: '5', scontoExtra: 0 });
    state(await start(moretti, 'C00001'));
    expect((await lines(moretti)).map((l) => [l.codice, l.qta, l.sconti])).toEqual([
      [PRODUCTS.plain.code, 3, '20+10+5'],
    ]);
  });

  it('places the order for Rossi: channel agent, placed by moretti, discount frozen, audited', async () => {
    const response = await placeOrder(moretti);
    expect(response.statusCode, response.body).toBe(201);
    const body = orderResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    const placed = body.data.ordine;
    expect(placed).toMatchObject({
      totale: 20.52,
      canale: 'agent',
      inseritoDa: { nome: 'Luca Moretti', tipo: 'A' },
    });
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.numero));
    expect(row).toMatchObject({ clientCode: 'C00001', channel: 'agent' });
    const [line] = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? 0));
    expect(line).toMatchObject({ extraDiscount: '5.00', discounts: '20+10+5', netPrice: '6.8400' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'placeFor'), eq(auditLog.clientCode, 'C00001')))
      .orderBy(asc(auditLog.entity));
    expect(audit.map((a) => [a.entity, a.entityKey, a.username])).toEqual([
      ['client', 'C00001', 'moretti'],
      ['order', placed.numero, 'moretti'],
    ]);
    expect(audit[0]?.changes).toEqual(
      expect.arrayContaining([
        { campo: 'numero', prima: null, dopo: placed.numero },
        { campo: 'totale', prima: null, dopo: 20.52, tipo: 'importo' },
      ]),
    );

    // Rossi sees it among his client's orders, placed by his agent; his own orders say nothing.
    const list = orderListResponseSchema.parse((await call(ctx.app, REST_PATHS.orderList, {}, rossi)).json());
    if (!list.success) throw new Error('expected success');
    const seen = list.data.items.find((o) => o.numero === placed.numero);
    expect(seen).toMatchObject({ canale: 'agent', inseritoDa: { nome: 'Luca Moretti', tipo: 'A' } });
    expect(
      list.data.items.filter((o) => o.numero !== placed.numero).every((o) => o.inseritoDa === null),
    ).toBe(true);
    const detail = await call(ctx.app, REST_PATHS.orderDetail, { NumeroOrdine: placed.numero }, rossi);
    expect(detail.json().data.ordine).toMatchObject({
      canale: 'agent',
      inseritoDa: { nome: 'Luca Moretti' },
    });
    // Moretti's cart for Rossi is empty again; Rossi's own is untouched.
    expect(await lines(moretti)).toEqual([]);
    expect((await lines(rossi)).length).toBe(2);
  });

  it('keeps idempotency keys per user, and a key reused after changing client is another payload', async () => {
    const key = newKey();
    cart(await add(moretti, PRODUCTS.plain.code, 1));
    expect((await placeOrder(moretti, key)).statusCode).toBe(201);
    state(await start(moretti, 'C00002'));
    expectFailure(await placeOrder(moretti, key), 422, 'UNPROCESSABLE', 'Idempotency-Key');
    // Ferri's cart (moretti's, for C00002) is still there.
    expect((await lines(moretti)).length).toBe(1);
  });

  it('the sales office orders as "office" and may give any discount below 100 %', async () => {
    state(await start(admin, 'C00003'));
    cart(await add(admin, PRODUCTS.plain.code, 1));
    expect(cart(await discount(admin, PRODUCTS.plain.code, '50')).righe[0]?.sconti).toBe('50');
    const response = await placeOrder(admin);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.ordine).toMatchObject({ canale: 'office', inseritoDa: { tipo: 'X' } });
  });
});

describe('taking over the client’s cart', () => {
  it('moves the lines of Rossi’s own cart into moretti’s for Rossi (added up), on purpose only', async () => {
    state(await start(moretti, 'C00001'));
    cart(await add(moretti, PRODUCTS.pack.code, 6));
    const before = state(await call(ctx.app, REST_PATHS.currentOrder, {}, moretti));
    expect(before.righeCarrelloCliente).toBe(2);
    const response = await call(ctx.app, REST_PATHS.currentOrderTakeover, {}, moretti);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ righeSpostate: 2, stato: { righeCarrelloCliente: 0 } });
    expect((await lines(moretti)).map((l) => [l.codice, l.qta])).toEqual([
      [PRODUCTS.pack.code, 12],
      [PRODUCTS.plain.code, 1],
    ]);
    expect(await lines(rossi)).toEqual([]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'takeoverCart'));
    expect(entry).toMatchObject({ entity: 'client', entityKey: 'C00001', username: 'moretti' });
    // Nothing left to take: nothing moves.
    const again = await call(ctx.app, REST_PATHS.currentOrderTakeover, {}, moretti);
    expect(again.json().data.righeSpostate).toBe(0);
  });

  it('is refused when ordering for nobody', async () => {
    state(await call(ctx.app, REST_PATHS.currentOrderFinish, {}, admin));
    expectFailure(await call(ctx.app, REST_PATHS.currentOrderTakeover, {}, admin), 409, 'CONFLICT');
  });
});

describe('finishing, and losing the client', () => {
  it('finish: the cart is refused again and the current user orders for nobody', async () => {
    state(await start(moretti, 'C00002'));
    const done = state(await call(ctx.app, REST_PATHS.currentOrderFinish, {}, moretti));
    expect(done.cliente).toBeNull();
    expectFailure(await call(ctx.app, REST_PATHS.cart, {}, moretti), 403, 'FORBIDDEN');
    const user = (await call(ctx.app, REST_PATHS.currentUser, {}, moretti)).json().data.utente;
    expect([user.perConto, user.cliente]).toEqual(['N', null]);
  });

  it('drops the client as soon as moretti no longer follows it', async () => {
    state(await start(moretti, 'C00002'));
    await db().update(clients).set({ agentCode: 'AG02' }).where(eq(clients.code, 'C00002'));
    try {
      expectFailure(await call(ctx.app, REST_PATHS.cart, {}, moretti), 403, 'FORBIDDEN');
      expect(state(await call(ctx.app, REST_PATHS.currentOrder, {}, moretti)).cliente).toBeNull();
    } finally {
      await db().update(clients).set({ agentCode: 'AG01' }).where(eq(clients.code, 'C00002'));
    }
  });

  it('keeps each client’s cart for next time', async () => {
    state(await start(moretti, 'C00002'));
    expect((await lines(moretti)).map((l) => l.codice)).toEqual([PRODUCTS.plain.code]);
    expect((await lines(ferri)).length).toBe(0);
  });
});
