// Shipping, backorders, invoicing and the documents (issue 15): a partial shipment leaves the rest
// open (backorders), the rest ships later, each shipment makes a numbered delivery note (DDT) with
// what an Italian DDT carries; an invoice is made from one or more DDTs of one client and the orders
// become invoiced; staff and customers read the documents (each only those in reach).
import {
  auditListResponseSchema,
  documentsDetailResponseSchema,
  documentsListResponseSchema,
  ordersBackordersResponseSchema,
  ordersInvoiceResponseSchema,
  ordersShipResponseSchema,
  REST_PATHS,
  type DdtDetail,
  type InvoiceDetail,
} from '@shop/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentNumberCounters, notifications, products, users } from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const who = {} as Record<'rossi' | 'ferri' | 'gallo' | 'moretti' | 'ufficio' | 'admin', LoggedIn>;
/** A product of the beverages department (VAT 22 %). */
let drink = '';

beforeAll(async () => {
  await insertFixtures(db());
  for (const name of ['rossi', 'ferri', 'gallo', 'moretti', 'admin'] as const)
    who[name] = await loginAs(ctx.app, name);
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  const [found] = await db()
    .select({ code: products.code })
    .from(products)
    .where(like(products.categoryCode, '02.%'))
    .orderBy(asc(products.code))
    .limit(1);
  drink = found?.code ?? '';
});

const send = (user: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });

async function confirmedOrder(
  client: string,
  placedBy: string,
  lines: Parameters<typeof insertOrderWithLines>[1]['lines'],
  headerDiscount?: string,
) {
  return insertOrderWithLines(db(), { client, placedBy, lines, status: 'confermato', headerDiscount });
}

async function ship(user: LoggedIn, numero: string, fields: Record<string, string> = {}) {
  const response = await send(user, REST_PATHS.ordersShip, { numero, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  const body = ordersShipResponseSchema.parse(response.json());
  if (!body.success) throw new Error('not shipped');
  return body.data;
}
async function invoice(user: LoggedIn, ddt: string[], fields: Record<string, string> = {}) {
  const response = await send(user, REST_PATHS.ordersInvoice, { ddt: ddt.join(','), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  const body = ordersInvoiceResponseSchema.parse(response.json());
  if (!body.success) throw new Error('not invoiced');
  return body.data;
}
async function backorders(user: LoggedIn, path: string, fields: Record<string, string> = {}) {
  const response = await send(user, path, fields);
  expect(response.statusCode, response.body).toBe(200);
  const body = ordersBackordersResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no backorders');
  return body.data;
}
async function documents(user: LoggedIn, path: string, fields: Record<string, string> = {}) {
  const response = await send(user, path, fields);
  expect(response.statusCode, response.body).toBe(200);
  const body = documentsListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no documents');
  return body.data;
}
async function document(user: LoggedIn, path: string, tipo: string, numero: string) {
  const response = await send(user, path, { tipo, numero });
  expect(response.statusCode, response.body).toBe(200);
  const body = documentsDetailResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no document');
  return body.data.documento;
}
const lines = (righe: Array<[string, number]>) =>
  JSON.stringify(righe.map(([codice, qta]) => ({ codice, qta })));
const sequenceOf = (numero: string) => Number(numero.split('/')[1]);

describe('shipping an order in parts', () => {
  it('ships part, leaves the rest open as backorders, then ships the rest with the gift', async () => {
    const { number } = await confirmedOrder('C00001', 'rossi', [
      { code: PRODUCTS.plain.code, quantity: 10, netPrice: '7.20' },
      { code: PRODUCTS.gift.code, quantity: 20, netPrice: '2.88', freeQuantity: 2 },
    ]);
    const first = await ship(who.ufficio, number, {
      versione: '1',
      righe: lines([
        [PRODUCTS.plain.code, 10],
        [PRODUCTS.gift.code, 5],
      ]),
      colli: '3',
      peso: '12,5',
      aspetto: 'Cartoni',
      porto: 'assegnato',
      trasporto: 'vettore',
      vettore: 'Trasporti Emiliani S.r.l., Bologna',
      dataPrevistaResto: '2099-03-01',
    });
    expect(first.ordine).toMatchObject({
      stato: 'spedito_parziale',
      versione: 2,
      dataPrevista: '2099-03-01',
    });
    expect(first.ordine.righeOrdine.map((l) => [l.codice, l.spedita, l.residua])).toEqual([
      [PRODUCTS.plain.code, 10, 0],
      [PRODUCTS.gift.code, 5, 15],
    ]);
    const ddt = first.documento;
    expect(ddt).toMatchObject({
      tipo: 'ddt',
      data: shopDay(),
      cliente: { codice: 'C00001', partitaIva: expect.stringMatching(/^IT\d{11}$/) },
      emittente: { ragioneSociale: 'Ingrosso Bellini S.p.A.', partitaIva: 'IT03958270371' },
      destinazione: { codice: 'SEDE' },
      trasporto: {
        causale: 'Vendita',
        porto: 'assegnato',
        aCura: 'vettore',
        vettore: 'Trasporti Emiliani S.r.l., Bologna',
        aspetto: 'Cartoni',
        colli: 3,
        peso: 12.5,
      },
      ordini: [{ numero: number }],
      fattura: null,
      pezzi: 15,
    });
    // The gift ships with the line's last units, not before.
    expect(ddt.righe.map((r) => [r.codice, r.qta, r.omaggio, r.ordine])).toEqual([
      [PRODUCTS.plain.code, 10, 0, number],
      [PRODUCTS.gift.code, 5, 0, number],
    ]);

    const open = await backorders(who.admin, REST_PATHS.ordersBackorders, { ordine: number });
    expect(open.items).toEqual([
      expect.objectContaining({
        ordine: number,
        stato: 'spedito_parziale',
        cliente: { codice: 'C00001', ragioneSociale: expect.any(String) },
        agente: { codice: 'AG01', nome: expect.any(String) },
        codice: PRODUCTS.gift.code,
        ordinata: 20,
        spedita: 5,
        residua: 15,
        valoreResiduo: 43.2,
        dataPrevista: '2099-03-01',
      }),
    ]);

    const rest = await ship(who.admin, number);
    expect(rest.ordine.stato).toBe('spedito');
    expect(rest.documento.righe.map((r) => [r.codice, r.qta, r.omaggio])).toEqual([
      [PRODUCTS.gift.code, 15, 2],
    ]);
    expect(sequenceOf(rest.documento.numero)).toBe(sequenceOf(ddt.numero) + 1);
    expect(rest.ordine.storico.map((h) => [h.stato, h.nota])).toEqual([
      ['ricevuto', ''],
      ['spedito_parziale', `DDT ${ddt.numero}`],
      ['spedito', `DDT ${rest.documento.numero}`],
    ]);
    expect((await backorders(who.admin, REST_PATHS.ordersBackorders, { ordine: number })).total).toBe(0);
    expect(rest.ordine.azioni.spedizione).toBe(false);
    // Nothing is left: a further shipment is refused.
    expect(
      expectFailure(await send(who.admin, REST_PATHS.ordersShip, { numero: number }), 409, 'CONFLICT').title,
    ).toContain('non c’è nulla da spedire');
    // The client's users are told about each document.
    const told = await db()
      .select({ username: users.username })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(like(notifications.dedupeKey, `document.ready:ddt:${ddt.numero}:%`));
    expect(told.map((t) => t.username)).toContain('rossi');
  });

  it('refuses more than is open, unknown lines, a received order and agents', async () => {
    const { number } = await confirmedOrder('C00001', 'rossi', [{ code: PRODUCTS.plain.code, quantity: 4 }]);
    const tooMuch = await send(who.admin, REST_PATHS.ordersShip, {
      numero: number,
      righe: lines([[PRODUCTS.plain.code, 5]]),
    });
    expect(expectFailure(tooMuch, 422, 'VALIDATION', 'righe').title).toContain('restano da spedire 4');
    expect(tooMuch.json().errors[0].dettagli).toEqual({ codice: PRODUCTS.plain.code, residua: 4 });
    const unknown = await send(who.admin, REST_PATHS.ordersShip, {
      numero: number,
      righe: lines([['AL000001', 1]]),
    });
    expectFailure(unknown, 422, 'VALIDATION', 'righe');
    expectFailure(
      await send(who.admin, REST_PATHS.ordersShip, { numero: number, versione: '9' }),
      409,
      'CONFLICT',
      'versione',
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersShip, { numero: number, trasporto: 'vettore' }),
      422,
      'VALIDATION',
      'vettore',
    );
    expectFailure(await send(who.moretti, REST_PATHS.ordersShip, { numero: number }), 403, 'FORBIDDEN');
    const received = await insertOrderWithLines(db(), {
      client: 'C00001',
      placedBy: 'rossi',
      lines: [{ code: PRODUCTS.plain.code, quantity: 1 }],
    });
    expectFailure(await send(who.admin, REST_PATHS.ordersShip, { numero: received.number }), 409, 'CONFLICT');
    // Nothing was numbered by the refusals.
    const [counter] = await db()
      .select()
      .from(documentNumberCounters)
      .where(
        and(
          eq(documentNumberCounters.kind, 'ddt'),
          eq(documentNumberCounters.year, Number(shopDay().slice(0, 4))),
        ),
      );
    const before = counter?.lastValue ?? 0;
    const shipped = await ship(who.admin, number);
    expect(sequenceOf(shipped.documento.numero)).toBe(before + 1);
  });

  it('closes the rest of a partly shipped order: the backorder is gone and its stock given back', async () => {
    const { number } = await confirmedOrder('C00002', 'ferri', [{ code: PRODUCTS.plain.code, quantity: 6 }]);
    const partly = await ship(who.admin, number, { righe: lines([[PRODUCTS.plain.code, 2]]) });
    expect((await backorders(who.admin, REST_PATHS.ordersBackorders, { ordine: number })).total).toBe(1);
    const stock = await stockOf(db(), PRODUCTS.plain.code);
    const closed = await send(who.admin, REST_PATHS.ordersSetstatus, {
      numero: number,
      stato: 'spedito',
      versione: String(partly.ordine.versione),
      nota: 'Il resto non arriverà',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.ordine.stato).toBe('spedito');
    expect(closed.json().data.ordine.righeOrdine).toMatchObject([{ spedita: 2, residua: 0 }]);
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(stock + 4);
    expect((await backorders(who.admin, REST_PATHS.ordersBackorders, { ordine: number })).total).toBe(0);
  });
});

describe('invoicing delivery notes', () => {
  it('makes one invoice of two DDTs of one client, with VAT per rate, and the orders become invoiced', async () => {
    const a = await confirmedOrder('C00002', 'ferri', [
      { code: PRODUCTS.plain.code, quantity: 10, netPrice: '9.50' },
      { code: drink, quantity: 2, netPrice: '12.00' },
    ]);
    const b = await confirmedOrder('C00002', 'ferri', [
      { code: PRODUCTS.net.code, quantity: 3, netPrice: '5.00' },
    ]);
    const ddtA = (await ship(who.ufficio, a.number)).documento;
    const ddtB = (await ship(who.ufficio, b.number)).documento;
    const made = await invoice(who.ufficio, [ddtA.numero, ddtB.numero], { note: 'Pagamento a 30 giorni' });
    const inv: InvoiceDetail = made.documento;
    expect(made.ordini).toEqual([
      { numero: a.number, stato: 'fatturato' },
      { numero: b.number, stato: 'fatturato' },
    ]);
    expect(inv).toMatchObject({
      tipo: 'fattura',
      data: shopDay(),
      cliente: { codice: 'C00002' },
      note: 'Pagamento a 30 giorni',
      valuta: 'EUR',
      ddt: [
        { numero: ddtA.numero, ordine: a.number },
        { numero: ddtB.numero, ordine: b.number },
      ],
    });
    expect(inv.righe.map((r) => [r.ddt, r.codice, r.qta, r.prezzo, r.importo, r.aliquotaIva])).toEqual([
      [ddtA.numero, PRODUCTS.plain.code, 10, 9.5, 95, 4],
      [ddtA.numero, drink, 2, 12, 24, 22],
      [ddtB.numero, PRODUCTS.net.code, 3, 5, 15, 4],
    ]);
    // 22 %: 24.00 → 5.28; 4 %: 110.00 → 4.40.
    expect(inv.riepilogoIva).toEqual([
      { aliquota: 22, imponibile: 24, imposta: 5.28 },
      { aliquota: 4, imponibile: 110, imposta: 4.4 },
    ]);
    expect(inv.totali).toEqual({ merce: 134, scontoTestata: 0, imponibile: 134, iva: 9.68, totale: 143.68 });
    // The DDT now names its invoice; invoicing it again is refused.
    const again = await document(who.admin, REST_PATHS.documentsDetail, 'ddt', ddtA.numero);
    expect((again as DdtDetail).fattura).toEqual({ numero: inv.numero, data: shopDay() });
    const twice = await send(who.admin, REST_PATHS.ordersInvoice, { ddt: ddtB.numero });
    expect(expectFailure(twice, 409, 'CONFLICT', 'ddt').title).toContain(`fattura ${inv.numero}`);
  });

  it('carries the header promotion over the shipments, and invoices a partly shipped order’s DDT alone', async () => {
    const { number } = await confirmedOrder(
      'C00001',
      'rossi',
      [
        { code: PRODUCTS.plain.code, quantity: 50, netPrice: '10.00' },
        { code: PRODUCTS.net.code, quantity: 50, netPrice: '10.00' },
      ],
      '30.00',
    );
    const first = await ship(who.admin, number, { righe: lines([[PRODUCTS.plain.code, 20]]) });
    const made = await invoice(who.admin, [first.documento.numero]);
    // 200.00 of 1000.00 shipped: 6.00 of the 30.00 promotion.
    expect(made.documento.totali).toMatchObject({ merce: 200, scontoTestata: 6, imponibile: 194 });
    expect(made.ordini).toEqual([{ numero: number, stato: 'spedito_parziale' }]);
    const rest = await ship(who.admin, number);
    const last = await invoice(who.admin, [rest.documento.numero]);
    expect(last.documento.totali).toMatchObject({ merce: 800, scontoTestata: 24, imponibile: 776 });
    expect(last.ordini).toEqual([{ numero: number, stato: 'fatturato' }]);
  });

  it('logs a shipment and an invoice as fields with their kinds, never as Italian sentences', async () => {
    const { number } = await confirmedOrder('C00001', 'rossi', [
      { code: PRODUCTS.plain.code, quantity: 10, netPrice: '7.20' },
      { code: PRODUCTS.gift.code, quantity: 20, netPrice: '2.88' },
    ]);
    const shipped = await ship(who.ufficio, number, {
      righe: lines([[PRODUCTS.plain.code, 4]]),
      dataPrevistaResto: '2099-12-03',
    });
    const invoiced = await invoice(who.ufficio, [shipped.documento.numero]);
    const response = await send(who.admin, REST_PATHS.auditList, { entita: 'order', chiave: number });
    const log = auditListResponseSchema.parse(response.json());
    const [invoiceEntry, shipEntry] = log.success ? log.data.items : [];
    expect(shipEntry).toMatchObject({ azione: 'ship', descrizione: '' });
    expect(shipEntry?.modifiche).toEqual([
      { campo: 'stato', prima: 'confermato', dopo: 'spedito_parziale', tipo: 'statoOrdine' },
      { campo: 'ddt', prima: null, dopo: shipped.documento.numero },
      { campo: 'righe', prima: null, dopo: 1, tipo: 'numero' },
      { campo: 'pezzi', prima: null, dopo: 4, tipo: 'numero' },
      { campo: 'dataPrevista', prima: null, dopo: '2099-12-03', tipo: 'data' },
    ]);
    expect(invoiceEntry).toMatchObject({ azione: 'invoice', descrizione: '' });
    expect(invoiceEntry?.modifiche).toEqual([
      { campo: 'fattura', prima: null, dopo: invoiced.documento.numero },
      { campo: 'ddt', prima: null, dopo: shipped.documento.numero },
    ]);
  });

  it('refuses DDTs of two clients, unknown or repeated ones, and users without the permission', async () => {
    const a = await confirmedOrder('C00001', 'rossi', [{ code: PRODUCTS.plain.code, quantity: 1 }]);
    const b = await confirmedOrder('C00002', 'ferri', [{ code: PRODUCTS.plain.code, quantity: 1 }]);
    const ddtA = (await ship(who.admin, a.number)).documento.numero;
    const ddtB = (await ship(who.admin, b.number)).documento.numero;
    const mixed = await send(who.admin, REST_PATHS.ordersInvoice, { ddt: `${ddtA},${ddtB}` });
    expect(expectFailure(mixed, 422, 'VALIDATION', 'ddt').title).toContain('un solo cliente');
    expectFailure(
      await send(who.admin, REST_PATHS.ordersInvoice, { ddt: '1999/000001' }),
      404,
      'NOT_FOUND',
      'ddt',
    );
    expectFailure(
      await send(who.admin, REST_PATHS.ordersInvoice, { ddt: `${ddtA},${ddtA}` }),
      422,
      'VALIDATION',
      'ddt',
    );
    expectFailure(await send(who.admin, REST_PATHS.ordersInvoice, { ddt: 'x' }), 422, 'VALIDATION');
    expectFailure(await send(who.moretti, REST_PATHS.ordersInvoice, { ddt: ddtA }), 403, 'FORBIDDEN');
    // Accepted as a JSON array too.
    expect(
      (await send(who.admin, REST_PATHS.ordersInvoice, { ddt: JSON.stringify([ddtA]) })).statusCode,
    ).toBe(200);
  });
});

describe('backorders and documents by scope', () => {
  it('shows an agent only his clients’ backorders and documents, another client’s is not found', async () => {
    const mine = await backorders(who.moretti, REST_PATHS.ordersBackorders, { pageSize: '500' });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((b) => b.agente?.codice === 'AG01')).toBe(true);
    expect((await backorders(who.moretti, REST_PATHS.ordersBackorders, { cliente: 'C00003' })).total).toBe(0);
    const all = await backorders(who.admin, REST_PATHS.ordersBackorders, { pageSize: '500' });
    expect(all.total).toBeGreaterThan(mine.total);
    expect(all.items.every((b) => b.residua > 0 && b.spedita + b.residua === b.ordinata)).toBe(true);
    for (const sort of ['data', '-residua', 'cliente', 'agente', 'codice', 'ordine', 'dataPrevista']) {
      expect((await send(who.admin, REST_PATHS.ordersBackorders, { sort })).statusCode).toBe(200);
    }

    const docs = await documents(who.moretti, REST_PATHS.documentsList, { pageSize: '500' });
    expect(docs.total).toBeGreaterThan(0);
    const followed = new Set(mine.items.map((b) => b.cliente.codice));
    expect(docs.items.some((d) => d.tipo === 'fattura') && docs.items.some((d) => d.tipo === 'ddt')).toBe(
      true,
    );
    const gallos = await documents(who.admin, REST_PATHS.documentsList, { cliente: 'C00003', tipo: 'ddt' });
    const [gallo] = gallos.items;
    if (!gallo) throw new Error('no DDT of C00003 in the seed');
    expect(docs.items.some((d) => d.cliente.codice === 'C00003')).toBe(false);
    expect(followed.has('C00003')).toBe(false);
    expectFailure(
      await send(who.moretti, REST_PATHS.documentsDetail, { tipo: 'ddt', numero: gallo.numero }),
      404,
      'NOT_FOUND',
      'numero',
    );
  });

  it('filters the documents by kind, order, days, what is still to invoice, and searches', async () => {
    const toInvoice = await documents(who.admin, REST_PATHS.documentsList, {
      daFatturare: 'S',
      pageSize: '500',
    });
    expect(toInvoice.items.every((d) => d.tipo === 'ddt' && d.fattura === null)).toBe(true);
    const invoices = await documents(who.admin, REST_PATHS.documentsList, {
      tipo: 'fattura',
      pageSize: '500',
    });
    expect(invoices.items.every((d) => d.tipo === 'fattura' && d.ordini.length > 0)).toBe(true);
    const [inv] = invoices.items;
    if (!inv) throw new Error('no invoice');
    const byOrder = await documents(who.admin, REST_PATHS.documentsList, { ordine: inv.ordini[0] ?? '' });
    expect(byOrder.items.map((d) => d.tipo)).toContain('fattura');
    expect((await documents(who.admin, REST_PATHS.documentsList, { dataA: '2000-01-01' })).total).toBe(0);
    expect(
      (await documents(who.admin, REST_PATHS.documentsList, { tipo: 'fattura', daFatturare: 'S' })).total,
    ).toBe(0);
    const searched = await documents(who.admin, REST_PATHS.documentsList, { search: inv.numero });
    expect(searched.items.map((d) => d.numero)).toContain(inv.numero);
    for (const sort of ['numero', '-data', 'cliente', '-totale']) {
      expect((await documents(who.admin, REST_PATHS.documentsList, { sort })).items.length).toBeGreaterThan(
        0,
      );
    }
    const detail = (await document(
      who.admin,
      REST_PATHS.documentsDetail,
      'fattura',
      inv.numero,
    )) as InvoiceDetail;
    expect(detail.righe.length).toBe(inv.righe);
    expect(detail.totali.totale).toBe(inv.totale);
    expect(detail.pagamento.length).toBeGreaterThan(0);
  });

  it('shows a customer his own backorders and documents, never another client’s', async () => {
    const own = await backorders(who.rossi, REST_PATHS.orderBackorders);
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((b) => b.cliente.codice === 'C00001')).toBe(true);
    const ferri = await backorders(who.ferri, REST_PATHS.orderBackorders, { pageSize: '100' });
    expect(ferri.items.every((b) => b.cliente.codice === 'C00002')).toBe(true);

    const docs = await documents(who.rossi, REST_PATHS.orderDocuments, { pageSize: '100' });
    expect(docs.total).toBeGreaterThan(0);
    expect(docs.items.every((d) => d.cliente.codice === 'C00001')).toBe(true);
    const [first] = docs.items;
    if (!first) throw new Error('rossi has no document');
    const detail = await document(who.rossi, REST_PATHS.orderDocument, first.tipo, first.numero);
    expect(detail.cliente.codice).toBe('C00001');
    // English descriptions when asked.
    const english = await send(who.rossi, REST_PATHS.orderDocument, {
      tipo: first.tipo,
      numero: first.numero,
      Lingua: 'en',
    });
    expect(english.json().data.documento.lingua).toBe('en');

    const gallos = await documents(who.gallo, REST_PATHS.orderDocuments);
    const [other] = gallos.items;
    if (!other) throw new Error('gallo has no document');
    expectFailure(
      await send(who.rossi, REST_PATHS.orderDocument, { tipo: other.tipo, numero: other.numero }),
      404,
      'NOT_FOUND',
    );
    // Staff ordering for nobody have no "own" client; visitors are not let in.
    expectFailure(await send(who.admin, REST_PATHS.orderBackorders), 403, 'FORBIDDEN');
    expectFailure(await post(ctx.app, REST_PATHS.orderDocuments, {}), 401, 'UNAUTHENTICATED');
  });
});
