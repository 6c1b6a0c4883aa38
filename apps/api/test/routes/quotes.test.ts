// Quotes (issue 16) through real HTTP: a customer's request answered by the client's agent, sent,
// revised and accepted into an order at the quoted prices even after the list price changed; declined;
// changes asked; an expired quote refused until staff extend it; an agent's discount above his ceiling
// waiting for an approver; scope (another agent, another client: 404); customers never see internal
// notes nor drafts; field errors on bad input; the PDF.
import {
  quoteAcceptResponseSchema,
  quoteResponseSchema,
  quotesListResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderLines, orders, quoteRevisions, quotes, users } from '../../src/db/schema';
import { pdfPages } from '../../src/kernel/pdf/test-pdf-text';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { setListPrice, setStock, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
type Who = 'rossi' | 'gallo' | 'moretti' | 'esposito' | 'ufficio' | 'admin';
const who = {} as Record<Who, LoggedIn>;

const today = shopDay();
const dayPlus = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  for (const name of ['rossi', 'gallo', 'moretti', 'esposito', 'admin'] as const) {
    who[name] = await loginAs(ctx.app, name);
  }
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  await setStock(db(), 'AL000001', 500);
  await setStock(db(), 'AL000002', 500);
  await setListPrice(db(), ['AL000001', 'AL000002'], '10.0000');
});

const send = (user: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });

async function quote(user: LoggedIn, path: string, fields: Record<string, string>, status = 200) {
  const response = await send(user, path, fields);
  expect(response.statusCode, response.body).toBe(status);
  const body = quoteResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no quote');
  return body.data.preventivo;
}

const lines = (rows: Array<Record<string, string | number>>) => JSON.stringify(rows);

async function kindsOf(username: string) {
  const rows = await db()
    .select({ kind: notifications.kind, params: notifications.params })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.username, username), like(notifications.kind, 'quote.%')));
  return rows;
}

/** A quote for C00001 made by `maker`, saved with `righe` and sent. */
async function sentQuote(
  maker: LoggedIn,
  righe: Array<Record<string, string | number>>,
  validoFino = dayPlus(10),
) {
  const draft = await quote(maker, REST_PATHS.quotesCreate, { cliente: 'C00001' }, 201);
  await quote(maker, REST_PATHS.quotesSave, { numero: draft.numero, righe: lines(righe), validoFino });
  return quote(maker, REST_PATHS.quotesSend, { numero: draft.numero });
}

describe('a request answered, revised and accepted', () => {
  it('makes an order at the quoted prices, even after the list price rose', async () => {
    const requested = await quote(
      who.rossi,
      REST_PATHS.quotesRequest,
      {
        righe: lines([
          { codArt: 'AL000001', quantita: 10 },
          { codArt: 'AL000002', quantita: 5 },
        ]),
        note: 'Prezzo per quantità?',
      },
      201,
    );
    expect(requested.numero).toMatch(/^P\d{4}\/\d{6}$/);
    expect(requested.stato).toBe('richiesta');
    expect(requested.richiesta.map((r) => r.quantita)).toEqual([10, 5]);
    expect(requested.thread[0]?.lato).toBe('cliente');
    const numero = requested.numero;
    expect((await kindsOf('moretti')).some((n) => n.kind === 'quote.requested')).toBe(true);
    expect((await kindsOf('esposito')).some((n) => n.kind === 'quote.requested')).toBe(false);

    // Another agent's client and another client's customer: not found.
    expectFailure(await send(who.esposito, REST_PATHS.quotesDetail, { numero }), 404, 'NOT_FOUND', 'numero');
    expectFailure(await send(who.gallo, REST_PATHS.quotesDetail, { numero }), 404, 'NOT_FOUND', 'numero');
    expectFailure(
      await send(who.esposito, REST_PATHS.quotesSave, {
        numero,
        righe: lines([{ codArt: 'AL000001', quantita: 1 }]),
        validoFino: dayPlus(5),
      }),
      404,
      'NOT_FOUND',
    );

    const draft = await quote(who.moretti, REST_PATHS.quotesSave, {
      numero,
      righe: lines([
        { codArt: 'AL000001', quantita: 10, scontoExtra: 5 },
        { codArt: 'AL000002', quantita: 5, prezzo: '6,90' },
      ]),
      validoFino: dayPlus(10),
      noteCliente: 'Consegna in 48 ore',
      noteInterne: 'Margine stretto',
    });
    expect(draft.stato).toBe('bozza');
    const [first, second] = draft.revisioni[0]?.righe ?? [];
    // Rossi's own price is 10.00 less 20+10 = 7.20; the agent's extra discount goes on top of it.
    expect([first?.prezzoCliente, first?.scontoExtra, first?.prezzoNetto, first?.totale]).toEqual([
      7.2, 5, 6.84, 68.4,
    ]);
    expect([second?.prezzoCliente, second?.scontoExtra, second?.sconto, second?.prezzoNetto]).toEqual([
      7.2, 4.1667, 31, 6.9,
    ]);
    expect(second?.totale).toBe(34.5);
    expect(draft.revisioni[0]?.totale).toBe(102.9);
    expect(draft.revisioni[0]?.noteInterne).toBe('Margine stretto');

    // The customer sees no draft: no revision, no figures.
    const unseen = await quote(who.rossi, REST_PATHS.quotesDetail, { numero });
    expect(unseen.revisioni).toEqual([]);
    expect(unseen.totale).toBeNull();

    const sent = await quote(who.moretti, REST_PATHS.quotesSend, { numero });
    expect(sent.stato).toBe('inviata');
    expect((await kindsOf('rossi')).map((n) => n.kind)).toContain('quote.sent');
    // Dates in a notification's params are ISO strings (a day: YYYY-MM-DD), never Date objects nor
    // localized text: the texts format them when read, in the reader's language.
    const sentNotice = (await kindsOf('rossi')).find((n) => n.kind === 'quote.sent');
    expect(sentNotice?.params).toMatchObject({ quoteNumber: numero, revision: 1, validUntil: dayPlus(10) });

    const read = await send(who.rossi, REST_PATHS.quotesDetail, { numero });
    expect(read.body).not.toContain('Margine stretto');
    const seen = quoteResponseSchema.parse(read.json());
    if (!seen.success) throw new Error('no quote');
    expect(seen.data.preventivo.revisioni.map((r) => [r.revisione, r.noteInterne, r.noteCliente])).toEqual([
      [1, null, 'Consegna in 48 ore'],
    ]);

    // A change after sending makes revision 2; revision 1 stays readable.
    const revised = await quote(who.moretti, REST_PATHS.quotesSave, {
      numero,
      righe: lines([
        { codArt: 'AL000001', quantita: 10, scontoExtra: 8 },
        { codArt: 'AL000002', quantita: 5, scontoExtra: 8 },
      ]),
      validoFino: dayPlus(12),
    });
    expect([revised.stato, revised.revisione, revised.revisioni.length]).toEqual(['bozza', 2, 2]);
    const midway = await quote(who.rossi, REST_PATHS.quotesDetail, { numero });
    expect(midway.revisioni.map((r) => r.revisione)).toEqual([1]);
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero, revisione: '1' }),
      409,
      'CONFLICT',
      'numero',
    );
    await quote(who.moretti, REST_PATHS.quotesSend, { numero });
    expect((await kindsOf('rossi')).map((n) => n.kind)).toContain('quote.revised');

    // Accepting the revision read before the new one was sent: 409 at `revisione`, nothing ordered.
    const stale = await send(who.rossi, REST_PATHS.quotesAccept, { numero, revisione: '1', Lingua: 'en' });
    expectFailure(stale, 409, 'CONFLICT', 'revisione');
    expect(stale.json().errors[0].title).toContain('revision 2');
    expect((await quote(who.rossi, REST_PATHS.quotesDetail, { numero })).stato).toBe('inviata');
    // The revision is required and a whole number.
    expectFailure(await send(who.rossi, REST_PATHS.quotesAccept, { numero }), 422, 'VALIDATION', 'revisione');
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero, revisione: '1.5' }),
      422,
      'VALIDATION',
      'revisione',
    );

    await setListPrice(db(), ['AL000001', 'AL000002'], '12.0000');
    const stockBefore = await stockOf(db(), 'AL000001');
    const accepted = await send(who.rossi, REST_PATHS.quotesAccept, { numero, revisione: '2' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = quoteAcceptResponseSchema.parse(accepted.json());
    if (!body.success) throw new Error('not accepted');
    expect(body.data.preventivo.stato).toBe('accettata');
    expect(body.data.preventivo.ordine).toBe(body.data.ordine);
    const [order] = await db().select().from(orders).where(eq(orders.number, body.data.ordine));
    expect([order?.channel, order?.clientCode, Number(order?.total)]).toEqual(['quote', 'C00001', 99.3]);
    const orderRows = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(
      orderRows.map((l) => [l.productCode, l.quantity, Number(l.netPrice), Number(l.listPrice)]),
    ).toEqual([
      ['AL000001', 10, 6.62, 10],
      ['AL000002', 5, 6.62, 10],
    ]);
    expect(await stockOf(db(), 'AL000001')).toBe(stockBefore - 10);
    expect((await kindsOf('moretti')).map((n) => n.kind)).toContain('quote.accepted');

    // Accepted once: a second acceptance and any staff change are refused.
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero, revisione: '2' }),
      409,
      'CONFLICT',
      'numero',
    );
    expectFailure(await send(who.moretti, REST_PATHS.quotesWithdraw, { numero }), 409, 'CONFLICT', 'numero');
    await setListPrice(db(), ['AL000001', 'AL000002'], '10.0000');
  });
});

describe('the customer answers', () => {
  it('declines with a reason, or asks for changes in the thread', async () => {
    const declined = await sentQuote(who.ufficio, [{ codArt: 'AL000001', quantita: 3 }]);
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesDecline, { numero: declined.numero, motivo: '  ' }),
      422,
      'VALIDATION',
      'motivo',
    );
    const refused = await quote(who.rossi, REST_PATHS.quotesDecline, {
      numero: declined.numero,
      motivo: 'Troppo caro',
    });
    expect([refused.stato, refused.motivoRifiuto]).toEqual(['rifiutata', 'Troppo caro']);
    expect((await kindsOf('ufficio')).map((n) => n.kind)).toContain('quote.declined');

    const other = await sentQuote(who.ufficio, [{ codArt: 'AL000002', quantita: 2 }]);
    const changes = await quote(who.rossi, REST_PATHS.quotesChanges, {
      numero: other.numero,
      testo: 'Serve 4 pezzi',
    });
    expect(changes.stato).toBe('modifiche_richieste');
    expect(changes.thread.map((m) => [m.lato, m.testo])).toEqual([['cliente', 'Serve 4 pezzi']]);
    const reply = await quote(who.ufficio, REST_PATHS.quotesMessage, {
      numero: other.numero,
      testo: 'Va bene',
    });
    expect(reply.thread.map((m) => m.lato)).toEqual(['cliente', 'staff']);
    expect((await kindsOf('ufficio')).map((n) => n.kind)).toContain('quote.changesRequested');
    // Changes asked: accepting is refused until staff send a new revision.
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero: other.numero, revisione: '1' }),
      409,
      'CONFLICT',
    );
  });
});

describe('accepting without the stock', () => {
  it('refuses with 409 quotes.notEnoughStock and the figures in dettagli, ordering nothing', async () => {
    const sent = await sentQuote(who.moretti, [{ codArt: 'AL000002', quantita: 6 }]);
    await setStock(db(), 'AL000002', 4);
    try {
      const refused = expectFailure(
        await send(who.rossi, REST_PATHS.quotesAccept, { numero: sent.numero, revisione: '1' }),
        409,
        'CONFLICT',
      );
      expect(refused.dettagli).toEqual({ codice: 'AL000002', richiesta: 6, disponibile: 4 });
      expect(await stockOf(db(), 'AL000002')).toBe(4);
      expect((await quote(who.rossi, REST_PATHS.quotesDetail, { numero: sent.numero })).stato).toBe(
        'inviata',
      );
    } finally {
      await setStock(db(), 'AL000002', 500);
    }
  });
});

describe('expiry', () => {
  it('refuses an expired quote until staff extend it', async () => {
    const sent = await sentQuote(who.moretti, [{ codArt: 'AL000001', quantita: 2 }]);
    const [row] = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.number, sent.numero));
    await db()
      .update(quoteRevisions)
      .set({ validUntil: dayPlus(-1) })
      .where(eq(quoteRevisions.quoteId, row?.id ?? 0));

    const expired = await quote(who.rossi, REST_PATHS.quotesDetail, { numero: sent.numero });
    expect(expired.stato).toBe('scaduta');
    const list = quotesListResponseSchema.parse(
      (await send(who.moretti, REST_PATHS.quotesList, { stato: 'scaduta', pageSize: '500' })).json(),
    );
    if (!list.success) throw new Error('no list');
    expect(list.data.items.map((q) => q.numero)).toContain(sent.numero);
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero: sent.numero, revisione: '1' }),
      409,
      'CONFLICT',
      'numero',
    );

    expectFailure(
      await send(who.moretti, REST_PATHS.quotesExtend, { numero: sent.numero, validoFino: dayPlus(-2) }),
      422,
      'VALIDATION',
      'validoFino',
    );
    const extended = await quote(who.moretti, REST_PATHS.quotesExtend, {
      numero: sent.numero,
      validoFino: dayPlus(7),
    });
    expect([extended.stato, extended.validoFino]).toEqual(['inviata', dayPlus(7)]);
    expect((await kindsOf('rossi')).map((n) => n.kind)).toContain('quote.extended');
    const accepted = await send(who.rossi, REST_PATHS.quotesAccept, { numero: sent.numero, revisione: '1' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('an agent discount above his ceiling', () => {
  it('waits for an approver, who rejects it back to draft or approves it to the customer', async () => {
    // moretti's ceiling is 10%: 15% extra on the client's own price waits.
    const waiting = await sentQuote(who.moretti, [{ codArt: 'AL000001', quantita: 4, scontoExtra: 15 }]);
    expect(waiting.stato).toBe('in_approvazione');
    expect((await kindsOf('admin')).map((n) => n.kind)).toContain('quote.approvalRequested');
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesAccept, { numero: waiting.numero, revisione: '1' }),
      409,
      'CONFLICT',
    );
    expect((await send(who.moretti, REST_PATHS.quotesApprove, { numero: waiting.numero })).statusCode).toBe(
      403,
    );

    const queue = quotesListResponseSchema.parse(
      (await send(who.admin, REST_PATHS.quotesApprovals, {})).json(),
    );
    if (!queue.success) throw new Error('no queue');
    expect(queue.data.items.map((q) => q.numero)).toContain(waiting.numero);

    const rejected = await quote(who.admin, REST_PATHS.quotesReject, {
      numero: waiting.numero,
      motivo: 'Troppo sconto',
    });
    expect(rejected.stato).toBe('bozza');
    expect((await kindsOf('moretti')).map((n) => n.kind)).toContain('quote.rejected');
    await quote(who.moretti, REST_PATHS.quotesSend, { numero: waiting.numero });
    const approved = await quote(who.ufficio, REST_PATHS.quotesApprove, { numero: waiting.numero });
    expect(approved.stato).toBe('inviata');
    expect(approved.storia.map((h) => h.a)).toEqual([
      'bozza',
      'in_approvazione',
      'bozza',
      'in_approvazione',
      'inviata',
    ]);
    // The approval is internal: the customer reads a quote prepared and sent by his agent, and is
    // told it was sent; the agent is told it was approved.
    const seen = await quote(who.rossi, REST_PATHS.quotesDetail, { numero: waiting.numero });
    expect(seen.storia.map((h) => [h.a, h.chi, h.motivo])).toEqual([
      ['bozza', approved.storia[0]?.chi, null],
      ['inviata', approved.storia[0]?.chi, null],
    ]);
    expect(JSON.stringify(seen)).not.toContain('Troppo sconto');
    const rossiKinds = (await kindsOf('rossi')).map((n) => n.kind);
    expect(rossiKinds).toContain('quote.sent');
    expect(rossiKinds).not.toContain('quote.approved');
    expect((await kindsOf('moretti')).map((n) => n.kind)).toContain('quote.approved');
  });

  it('is never approved by the one who made the revision', async () => {
    const own = await sentQuote(who.admin, [{ codArt: 'AL000001', quantita: 1, scontoExtra: 50 }]);
    expect(own.stato).toBe('inviata'); // the office and management have no ceiling
    const draft = await quote(who.admin, REST_PATHS.quotesSave, {
      numero: own.numero,
      righe: lines([{ codArt: 'AL000001', quantita: 1, scontoExtra: 40 }]),
      validoFino: dayPlus(3),
    });
    await db().update(quotes).set({ status: 'in_approvazione' }).where(eq(quotes.number, draft.numero));
    expectFailure(await send(who.admin, REST_PATHS.quotesApprove, { numero: own.numero }), 403, 'FORBIDDEN');
  });
});

describe('bad input', () => {
  it('answers at the field, never 500', async () => {
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesRequest, { righe: '[]' }),
      422,
      'VALIDATION',
      'righe',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesRequest, { righe: lines([{ codArt: 'NOPE999', quantita: 1 }]) }),
      422,
      'VALIDATION',
      'righe.0.codArt',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesRequest, {
        righe: lines([{ codArt: 'AL000001', quantita: 0 }]),
      }),
      422,
      'VALIDATION',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.quotesDetail, { numero: 'x' }),
      422,
      'VALIDATION',
      'numero',
    );
    const draft = await quote(who.ufficio, REST_PATHS.quotesCreate, { cliente: 'C00001' }, 201);
    expectFailure(
      await send(who.ufficio, REST_PATHS.quotesSend, { numero: draft.numero }),
      422,
      'VALIDATION',
      'numero',
    );
    expectFailure(
      await send(who.ufficio, REST_PATHS.quotesSave, {
        numero: draft.numero,
        righe: lines([{ codArt: 'AL000001', quantita: 1 }]),
        validoFino: dayPlus(-1),
      }),
      422,
      'VALIDATION',
      'validoFino',
    );
    expectFailure(
      await send(who.ufficio, REST_PATHS.quotesSave, {
        numero: draft.numero,
        righe: lines([{ codArt: 'AL000001', quantita: 1, prezzo: '999' }]),
        validoFino: dayPlus(1),
      }),
      422,
      'VALIDATION',
      'righe.0.prezzo',
    );
    expectFailure(
      await send(who.esposito, REST_PATHS.quotesCreate, { cliente: 'C00001' }),
      404,
      'NOT_FOUND',
      'cliente',
    );
  });
});

describe('the PDF', () => {
  it('prints the sent revision in the language asked for', async () => {
    const sent = await sentQuote(who.ufficio, [{ codArt: 'AL000001', quantita: 6, scontoExtra: 10 }]);
    for (const [language, title] of [
      ['it', 'Preventivo'],
      ['en', 'Quote'],
    ] as const) {
      const response = await send(who.rossi, REST_PATHS.quotesPdf, { numero: sent.numero, Lingua: language });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(response.rawPayload)).join(' ');
      expect(text).toContain(title);
      expect(text).toContain(sent.numero);
      expect(text).toContain('AL000001');
      // The customer reads his own price (10.00 less 20+10), the extra discount and the net: 7.20 less
      // 10 % is 6.48, six units 38.88; never the list price.
      for (const figure of ['7.20', '10%', '6.48', '38.88']) {
        expect(text).toContain(language === 'it' ? figure.replace('.', ',') : figure);
      }
      expect(text).not.toContain(language === 'it' ? '10,00' : '10.00');
    }
  });
});
