// The orders of the reserved area (issue 15): the grid and its filters in each user's scope, an order's
// record with its price breakdown, history and actions, status changes as the transition table allows
// them (with versions, history, audit and notifications), and line edits priced again and audited.
import {
  orderRecordResponseSchema,
  ordersListResponseSchema,
  orderResponseSchema,
  REST_PATHS,
  type AuditEntry,
  type OrderRecord,
} from '@shop/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, notifications, users } from '../../src/db/schema';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS, setStock, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const who = {} as Record<'rossi' | 'gallo' | 'moretti' | 'ufficio' | 'admin', LoggedIn>;

beforeAll(async () => {
  await insertFixtures(db());
  who.rossi = await loginAs(ctx.app, 'rossi');
  who.gallo = await loginAs(ctx.app, 'gallo');
  who.moretti = await loginAs(ctx.app, 'moretti');
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  who.admin = await loginAs(ctx.app, 'admin');
});

const send = (user: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });
async function record(user: LoggedIn, numero: string): Promise<OrderRecord> {
  const response = await send(user, REST_PATHS.ordersDetail, { numero });
  expect(response.statusCode, response.body).toBe(200);
  const body = orderRecordResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no record');
  return body.data.ordine;
}
async function list(user: LoggedIn, fields: Record<string, string> = {}) {
  const response = await send(user, REST_PATHS.ordersList, fields);
  expect(response.statusCode, response.body).toBe(200);
  const body = ordersListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no list');
  return body.data;
}
async function auditOf(numero: string): Promise<AuditEntry[]> {
  const response = await send(who.admin, REST_PATHS.auditList, { entita: 'order', chiave: numero });
  return response.json().data.items;
}
const setStatus = (user: LoggedIn, numero: string, stato: string, versione: number, extra = {}) =>
  send(user, REST_PATHS.ordersSetstatus, { numero, stato, versione: String(versione), ...extra });

/** An order placed by rossi through the cart (stock taken, prices from his terms: 20+10 on p1). */
async function placeAsRossi(lines: Array<[string, number]>): Promise<string> {
  for (const [codArt, qta] of lines) {
    const added = await send(who.rossi, REST_PATHS.cartAdd, { codArt, qta: String(qta) });
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await post(
    ctx.app,
    REST_PATHS.orderCreate,
    { AccettaCondizioni: 'S' },
    {
      headers: {
        ...who.rossi.headers,
        'idempotency-key': `lifecycle-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
    },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.ordine.numero;
}

describe('the orders grid', () => {
  it('shows management every client’s orders, an agent only his clients’', async () => {
    const all = await list(who.admin, { pageSize: '500' });
    expect(all.total).toBeGreaterThan(50);
    const followed = new Set(
      (await db().select({ code: clients.code }).from(clients).where(eq(clients.agentCode, 'AG01'))).map(
        (c) => c.code,
      ),
    );
    const mine = await list(who.moretti, { pageSize: '500' });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.items.every((o) => followed.has(o.cliente.codice))).toBe(true);
    expect(mine.items.every((o) => o.agente?.codice === 'AG01')).toBe(true);
    // Another agent's client: filtered to nothing, never an error.
    expect((await list(who.moretti, { cliente: 'C00003' })).total).toBe(0);
  });

  it('filters by status, open orders, client, agent, channel and days, and searches', async () => {
    const received = await list(who.admin, { stato: 'ricevuto', pageSize: '500' });
    expect(received.items.every((o) => o.stato === 'ricevuto')).toBe(true);
    const two = await list(who.admin, { stato: 'ricevuto,confermato', pageSize: '500' });
    expect(new Set(two.items.map((o) => o.stato))).toEqual(new Set(['ricevuto', 'confermato']));
    const open = await list(who.admin, { aperti: 'S', pageSize: '500' });
    expect(
      open.items.every((o) =>
        ['ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale'].includes(o.stato),
      ),
    ).toBe(true);
    expect(open.items.some((o) => o.stato === 'spedito_parziale')).toBe(true);
    const rossi = await list(who.admin, { cliente: 'c00001' });
    expect(rossi.total).toBeGreaterThan(0);
    expect(rossi.items.every((o) => o.cliente.codice === 'C00001')).toBe(true);
    const ag02 = await list(who.admin, { agente: 'AG02', pageSize: '500' });
    expect(ag02.items.every((o) => o.agente?.codice === 'AG02')).toBe(true);
    const office = await list(who.admin, { canale: 'office', pageSize: '500' });
    expect(office.items.every((o) => o.canale === 'office')).toBe(true);
    expect((await list(who.admin, { dataA: '2000-01-01' })).total).toBe(0);
    const found = await list(who.admin, { search: 'rossi alimentari', pageSize: '500' });
    expect(found.total).toBe(rossi.total);
    expect(found.items.every((o) => o.cliente.codice === 'C00001')).toBe(true);
    // A word of the number, and words of the client's code and name, together.
    const number = rossi.items[0]?.numero ?? '';
    const byNumber = await list(who.admin, { search: `${number.slice(-6)} c00001` });
    expect(byNumber.items.map((o) => o.numero)).toContain(number);
    expect((await list(who.moretti, { search: 'gallo' })).total).toBe(0);
    expect((await list(who.admin, { search: 'gallo' })).total).toBeGreaterThan(0);
    expectFailure(
      await send(who.admin, REST_PATHS.ordersList, { stato: 'consegnato' }),
      422,
      'VALIDATION',
      'stato.0',
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersList, { dataDa: '2026-02-01', dataA: '2026-01-01' }),
      422,
      'VALIDATION',
      'dataDa',
    );
  });

  it('sorts by every column and pages without overlap', async () => {
    for (const sort of ['numero', '-data', 'cliente', 'agente', 'canale', 'stato', '-totale']) {
      const page = await list(who.admin, { sort, pageSize: '5' });
      expect(page.items).toHaveLength(5);
    }
    const byTotal = await list(who.admin, { sort: '-totale', pageSize: '20' });
    const totals = byTotal.items.map((o) => o.totale);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const first = await list(who.admin, { sort: 'numero', pageSize: '10', page: '1' });
    const second = await list(who.admin, { sort: 'numero', pageSize: '10', page: '2' });
    expect(first.items.map((o) => o.numero).filter((n) => second.items.some((s) => s.numero === n))).toEqual(
      [],
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersList, { sort: 'prezzo' }),
      422,
      'VALIDATION',
      'sort',
    );
  });
});

describe('an order’s record', () => {
  it('has the lines with their price breakdown, the addresses, the history and the documents', async () => {
    const [partly] = (await list(who.admin, { stato: 'spedito_parziale', cliente: 'C00001' })).items;
    if (!partly) throw new Error('the seed has no partly shipped order of rossi');
    const order = await record(who.admin, partly.numero);
    expect(order.cliente).toMatchObject({
      codice: 'C00001',
      ragioneSociale: expect.stringContaining('Rossi'),
    });
    expect(order.destinazione.codice).toBe('002');
    expect(order.sconti).toBe('20+10');
    const line = order.righeOrdine[0];
    expect(line).toMatchObject({ sconti: '20+10', scontoExtra: 0 });
    expect(line?.prezzofinale).toBeLessThan(line?.prezzo ?? 0);
    expect(order.righeOrdine.some((l) => l.residua > 0)).toBe(true);
    expect(order.righeOrdine.every((l) => l.spedita + l.residua === l.qta)).toBe(true);
    expect(order.storico.map((h) => h.stato)).toEqual([
      'ricevuto',
      'confermato',
      'in_preparazione',
      'spedito_parziale',
    ]);
    expect(order.storico[1]?.utente).toMatchObject({ codice: 'ufficio', tipo: 'U' });
    expect(order.documenti.map((d) => d.tipo)).toEqual(['ddt']);
    expect(order.dataPrevista).not.toBeNull();
    // The office may ship the rest or close it; the agent only reads.
    expect(order.azioni).toEqual({
      stati: ['spedito'],
      modificaRighe: false,
      spedizione: true,
      approvazione: false,
    });
    expect((await record(who.moretti, partly.numero)).azioni).toEqual({
      stati: [],
      modificaRighe: false,
      spedizione: false,
      approvazione: false,
    });
  });

  it('is "not found" to an agent for a client he does not follow, and for an unknown number', async () => {
    const [gallos] = (await list(who.admin, { cliente: 'C00003' })).items;
    if (!gallos) throw new Error('no order of C00003');
    expectFailure(
      await send(who.moretti, REST_PATHS.ordersDetail, { numero: gallos.numero }),
      404,
      'NOT_FOUND',
      'numero',
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersDetail, { numero: '1999/000001' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersDetail, { numero: '1999-1' }),
      422,
      'VALIDATION',
      'numero',
    );
  });
});

describe('status changes', () => {
  it('confirms a received order: version, history with who and why, audit, the customer told', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 3, netPrice: '7.20' }],
    });
    const before = await record(who.ufficio, number);
    expect(before.azioni.stati).toEqual(['confermato', 'annullato']);
    const response = await setStatus(who.ufficio, number, 'confermato', before.versione, {
      nota: 'Confermato al telefono',
      dataPrevista: '2099-01-15',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = orderRecordResponseSchema.parse(response.json());
    if (!after.success) throw new Error('refused');
    expect(after.data.ordine).toMatchObject({
      stato: 'confermato',
      versione: before.versione + 1,
      dataPrevista: '2099-01-15',
    });
    expect(after.data.ordine.storico.at(-1)).toMatchObject({
      stato: 'confermato',
      nota: 'Confermato al telefono',
      utente: { codice: 'ufficio', tipo: 'U' },
    });
    const [entry] = await auditOf(number);
    expect(entry).toMatchObject({ azione: 'status', utente: 'ufficio', cliente: 'C00001' });
    expect(entry?.modifiche).toContainEqual({
      campo: 'stato',
      prima: 'ricevuto',
      dopo: 'confermato',
      tipo: 'statoOrdine',
    });
    expect(entry?.modifiche).toContainEqual({
      campo: 'dataPrevista',
      prima: null,
      dopo: '2099-01-15',
      tipo: 'data',
    });
    // rossi's users are told (in-app, by e-mail); whoever made the change is not.
    const told = await db()
      .select({ username: users.username })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(like(notifications.dedupeKey, `order.status:%:confermato:%`));
    expect(told.map((t) => t.username)).toContain('rossi');
    expect(told.map((t) => t.username)).not.toContain('ufficio');
    // The customer's own order calls answer the new status and the history.
    const customer = await send(who.rossi, REST_PATHS.orderDetail, { NumeroOrdine: number });
    const detail = orderResponseSchema.parse(customer.json());
    if (!detail.success) throw new Error('customer refused');
    expect(detail.data.ordine.stato).toBe('confermato');
    expect(detail.data.ordine.storico.map((h) => h.stato)).toEqual(['ricevuto', 'confermato']);
  });

  it('refuses a stale version with 409 and the current version, and changes nothing', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 1 }],
    });
    expect((await setStatus(who.admin, number, 'confermato', 1)).statusCode).toBe(200);
    const stale = await setStatus(who.ufficio, number, 'annullato', 1);
    const error = expectFailure(stale, 409, 'CONFLICT', 'versione');
    expect(error.title).toContain('modificato da qualcun altro');
    expect(stale.json().errors[0].dettagli).toEqual({ versione: 2, stato: 'confermato' });
    expect((await record(who.admin, number)).stato).toBe('confermato');
  });

  it('allows only what the transition table lists', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00002',
      placedBy: 'ferri',
      lines: [{ code: PRODUCTS.plain.code, quantity: 2 }],
    });
    // Shipping and invoicing have calls of their own; nothing goes back; nothing leaves a cancelled order.
    for (const stato of ['spedito', 'spedito_parziale', 'fatturato', 'in_preparazione', 'ricevuto']) {
      const refused = await setStatus(who.admin, number, stato, 1);
      expect(expectFailure(refused, 409, 'CONFLICT', 'stato').title).toContain('non può passare');
    }
    const english = await post(
      ctx.app,
      REST_PATHS.ordersSetstatus,
      { numero: number, stato: 'fatturato', versione: '1', Lingua: 'en' },
      { headers: { ...who.admin.headers, 'accept-language': 'en' } },
    );
    expect(english.json().errors[0].title).toBe('An order that is “received” cannot become “invoiced”.');
    expect((await setStatus(who.admin, number, 'confermato', 1)).statusCode).toBe(200);
    expect((await setStatus(who.admin, number, 'in_preparazione', 2)).statusCode).toBe(200);
    expect((await setStatus(who.admin, number, 'annullato', 3, { nota: 'Cliente chiuso' })).statusCode).toBe(
      200,
    );
    expectFailure(await setStatus(who.admin, number, 'confermato', 4), 409, 'CONFLICT');
    expect((await record(who.admin, number)).storico.map((h) => h.stato)).toEqual([
      'ricevuto',
      'confermato',
      'in_preparazione',
      'annullato',
    ]);
  });

  it('gives back the stock of a cancelled order', async () => {
    await setStock(db(), PRODUCTS.scarce.code, 10);
    const number = await placeAsRossi([[PRODUCTS.scarce.code, 4]]);
    expect(await stockOf(db(), PRODUCTS.scarce.code)).toBe(6);
    const order = await record(who.admin, number);
    // The history's first step names who placed the order (it read "not known" before).
    expect(order.storico[0]).toMatchObject({ stato: 'ricevuto', utente: { codice: 'rossi', tipo: 'C' } });
    expect((await setStatus(who.admin, number, 'annullato', order.versione)).statusCode).toBe(200);
    expect(await stockOf(db(), PRODUCTS.scarce.code)).toBe(10);
    expect((await record(who.admin, number)).righeOrdine[0]?.residua).toBe(0);
  });

  it('is refused to agents (403), and an agent’s out-of-scope order is never touched', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 1 }],
    });
    expectFailure(await setStatus(who.moretti, number, 'confermato', 1), 403, 'FORBIDDEN');
    expectFailure(await setStatus(who.rossi, number, 'confermato', 1), 403, 'FORBIDDEN');
    expectFailure(await setStatus(who.admin, '1999/000001', 'confermato', 1), 404, 'NOT_FOUND', 'numero');
    expectFailure(
      await send(who.admin, REST_PATHS.ordersSetstatus, { numero: number, stato: 'confermato' }),
      422,
      'VALIDATION',
      'versione',
    );
  });
});

describe('editing the lines of a received order', () => {
  const edit = (user: LoggedIn, numero: string, versione: number, righe: unknown) =>
    send(user, REST_PATHS.ordersEditlines, {
      numero,
      versione: String(versione),
      righe: JSON.stringify(righe),
    });

  it('prices the order again with the client’s terms, moves the stock and audits every line', async () => {
    const stockPlain = await stockOf(db(), PRODUCTS.plain.code);
    const stockNet = await stockOf(db(), PRODUCTS.net.code);
    const number = await placeAsRossi([[PRODUCTS.plain.code, 2]]);
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(stockPlain - 2);
    const placed = await record(who.ufficio, number);
    expect(placed.azioni.modificaRighe).toBe(true);
    const response = await edit(who.ufficio, number, placed.versione, [
      { codice: PRODUCTS.plain.code, qta: 5, sconto: '10' },
      { codice: PRODUCTS.net.code, qta: 3 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const edited = orderRecordResponseSchema.parse(response.json());
    if (!edited.success) throw new Error('refused');
    const order = edited.data.ordine;
    // 10.00 less 20+10 = 7.20, less the extra 10 % = 6.48; T-NET has a net price of 5.00 today.
    expect(order.righeOrdine.map((l) => [l.codice, l.qta, l.prezzofinale, l.sconti, l.totale])).toEqual([
      [PRODUCTS.plain.code, 5, 6.48, '20+10+10', 32.4],
      [PRODUCTS.net.code, 3, 5, '', 15],
    ]);
    expect(order).toMatchObject({ totale: 47.4, righe: 2, pezzi: 8, versione: placed.versione + 1 });
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(stockPlain - 5);
    expect(await stockOf(db(), PRODUCTS.net.code)).toBe(stockNet - 3);
    const [entry] = await auditOf(number);
    expect(entry).toMatchObject({ azione: 'editLines', utente: 'ufficio' });
    expect(entry?.modifiche).toEqual(
      expect.arrayContaining([
        {
          campo: `riga ${PRODUCTS.plain.code}`,
          prima: '2 × 7.2000 (20+10)',
          dopo: '5 × 6.4800 (20+10+10)',
          tipo: 'rigaOrdine',
        },
        { campo: `riga ${PRODUCTS.net.code}`, prima: null, dopo: '3 × 5.0000', tipo: 'rigaOrdine' },
        { campo: 'totale', prima: 14.4, dopo: 47.4, tipo: 'importo' },
      ]),
    );
    // Taking a line off gives its stock back.
    const again = await edit(who.ufficio, number, order.versione, [{ codice: PRODUCTS.net.code, qta: 3 }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(stockPlain);
  });

  it('refuses duplicates, unknown or withdrawn products, wrong pack quantities and missing stock', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 1 }],
    });
    const plain = { codice: PRODUCTS.plain.code, qta: 1 };
    // Each refusal names the line's own field, so a form shows it at that line.
    const cases: Array<[unknown, number, string, string]> = [
      [[plain, plain], 422, 'righe.1.codice', 'compare più di una volta'],
      [[plain, { codice: 'ZZ999999', qta: 1 }], 422, 'righe.1.codice', 'non esiste'],
      [[{ codice: PRODUCTS.gone.code, qta: 1 }], 422, 'righe.0.codice', 'non esiste'],
      [[plain, { codice: PRODUCTS.pack.code, qta: 7 }], 422, 'righe.1.qta', 'multiplo di 6'],
      [[{ codice: PRODUCTS.scarce.code, qta: 5000 }], 409, 'righe.0.qta', 'Disponibilità insufficiente'],
    ];
    for (const [righe, status, field, text] of cases) {
      const refused = await edit(who.admin, number, 1, righe);
      expect(
        expectFailure(refused, status, status === 409 ? 'CONFLICT' : 'VALIDATION', field).title,
      ).toContain(text);
    }
    // The stock refusal carries its figures: the line's product, the quantity asked, what it may have.
    const short = expectFailure(
      await edit(who.admin, number, 1, [{ codice: PRODUCTS.scarce.code, qta: 5000 }]),
      409,
      'CONFLICT',
      'righe.0.qta',
    );
    expect(short.dettagli).toEqual({
      codice: PRODUCTS.scarce.code,
      richiesta: 5000,
      disponibile: await stockOf(db(), PRODUCTS.scarce.code),
    });
    expectFailure(await edit(who.admin, number, 1, []), 422, 'VALIDATION', 'righe');
    expectFailure(await edit(who.admin, number, 1, 'non json'), 422, 'VALIDATION', 'righe');
    expectFailure(await edit(who.admin, number, 7, [plain]), 409, 'CONFLICT', 'versione');
    expect((await record(who.admin, number)).versione).toBe(1);
  });

  it('is closed once the order is confirmed, and to agents', async () => {
    const { number } = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 1 }],
    });
    expectFailure(
      await edit(who.moretti, number, 1, [{ codice: PRODUCTS.plain.code, qta: 2 }]),
      403,
      'FORBIDDEN',
    );
    expect((await setStatus(who.admin, number, 'confermato', 1)).statusCode).toBe(200);
    const refused = await edit(who.admin, number, 2, [{ codice: PRODUCTS.plain.code, qta: 2 }]);
    expect(expectFailure(refused, 409, 'CONFLICT').title).toContain('«confermato»');
  });
});
