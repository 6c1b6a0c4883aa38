// Returns (resi): a customer asks to return lines of his delivery notes (never more than delivered less
// already returned), staff approve in part (a credit note is numbered and printed) or reject with a
// reason, both sides write in the thread and are told; each side reaches only its scope.
import {
  documentsDetailResponseSchema,
  documentsListResponseSchema,
  REST_PATHS,
  returnResponseSchema,
  returnsListResponseSchema,
  returnsReturnableResponseSchema,
  ordersShipResponseSchema,
  type DdtDetail,
  type ReturnDetail,
} from '@shop/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../src/db/schema';
import { pdfPages } from '../../src/kernel/pdf/test-pdf-text';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post, type FormFields } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';
import { picture } from '../helpers/uploads';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const who = {} as Record<'rossi' | 'gallo' | 'moretti' | 'esposito' | 'ufficio' | 'admin', LoggedIn>;
let ddt: DdtDetail;

const send = (user: LoggedIn, path: string, fields: FormFields = {}, extra: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: { ...user.headers, ...extra } });

async function returnOf(
  user: LoggedIn,
  path: string,
  fields: FormFields,
  status = 200,
): Promise<ReturnDetail> {
  const response = await send(user, path, fields);
  expect(response.statusCode, response.body).toBe(status);
  const body = returnResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no return');
  return body.data.reso;
}

const lines = (...rows: Array<{ riga: number; qta: number; motivo?: string; ddt?: string }>) =>
  JSON.stringify(rows.map((row) => ({ ddt: row.ddt ?? ddt.numero, motivo: 'danneggiato', ...row })));

beforeAll(async () => {
  await insertFixtures(db());
  for (const name of ['rossi', 'gallo', 'moretti', 'esposito', 'admin'] as const)
    who[name] = await loginAs(ctx.app, name);
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  const { number } = await insertOrderWithLines(db(), {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'confermato',
    lines: [
      { code: PRODUCTS.plain.code, quantity: 10, netPrice: '7.20' },
      { code: PRODUCTS.gift.code, quantity: 20, netPrice: '2.50' },
    ],
  });
  const shipped = await send(who.ufficio, REST_PATHS.ordersShip, { numero: number });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const body = ordersShipResponseSchema.parse(shipped.json());
  if (!body.success) throw new Error('not shipped');
  ddt = body.data.documento;
});

async function returnable(user: LoggedIn) {
  const response = await send(user, REST_PATHS.returnsReturnable, { ddt: ddt.numero });
  expect(response.statusCode, response.body).toBe(200);
  const body = returnsReturnableResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no list');
  return body.data.items;
}

describe('a return from request to credit note', () => {
  it('is asked by the customer, approved in part by staff, and makes a numbered credit note PDF', async () => {
    expect((await returnable(who.rossi)).map((l) => [l.riga, l.rendibile])).toEqual([
      [1, 10],
      [2, 20],
    ]);
    const photo = await picture(40, 30, 'jpeg');
    const asked = await returnOf(
      who.rossi,
      REST_PATHS.returnsRequest,
      {
        righe: lines({ riga: 1, qta: 4 }, { riga: 2, qta: 5, motivo: 'errato' }),
        note: 'Quattro pezzi rotti, cinque sbagliati.',
        foto: new Blob([photo], { type: 'image/jpeg' }),
        fotoRiga: '1',
        nomeFile: 'rotti.jpg',
      },
      201,
    );
    expect(asked).toMatchObject({ stato: 'richiesto', cliente: { codice: 'C00001' }, righe: 2, pezzi: 9 });
    expect(asked.linee.map((l) => [l.ddt, l.rigaDdt, l.qtaRichiesta, l.qtaApprovata, l.motivo])).toEqual([
      [ddt.numero, 1, 4, null, 'danneggiato'],
      [ddt.numero, 2, 5, null, 'errato'],
    ]);
    expect(asked.thread).toMatchObject([
      { lato: 'cliente', testo: 'Quattro pezzi rotti, cinque sbagliati.' },
    ]);
    expect(asked.foto).toMatchObject([{ riga: 1, tipo: 'image/jpeg', nomeFile: 'rotti.jpg' }]);
    // Pending requests count as returned.
    expect((await returnable(who.rossi)).map((l) => [l.riga, l.resa, l.rendibile])).toEqual([
      [1, 4, 6],
      [2, 5, 15],
    ]);

    // The photo goes back to whoever may read the return, nobody else.
    const photoId = String(asked.foto[0]?.id);
    const served = await send(who.ufficio, REST_PATHS.returnsPhoto, { id: photoId });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, photo)).toBe(0);
    expectFailure(await send(who.gallo, REST_PATHS.returnsPhoto, { id: photoId }), 404, 'NOT_FOUND', 'id');
    expectFailure(await send(who.esposito, REST_PATHS.returnsPhoto, { id: photoId }), 404, 'NOT_FOUND', 'id');

    // Staff see it in their grid; the office and the client's agent were told.
    const grid = returnsListResponseSchema.parse(
      (await send(who.ufficio, REST_PATHS.returnsList, { stato: 'richiesto', cliente: 'C00001' })).json(),
    );
    if (!grid.success) throw new Error('no grid');
    expect(grid.data.items.map((r) => r.id)).toContain(asked.id);
    expect(await kindsOf('ufficio')).toContain('return.requested');
    expect(await kindsOf('moretti')).toContain('return.requested');

    // Approving more than asked on a line is refused at that line.
    expectFailure(
      await send(who.ufficio, REST_PATHS.returnsApprove, {
        id: String(asked.id),
        righe: JSON.stringify([{ riga: 2, qta: 6 }]),
      }),
      422,
      'VALIDATION',
      'righe.0.qta',
    );
    const approved = await returnOf(who.ufficio, REST_PATHS.returnsApprove, {
      id: String(asked.id),
      righe: JSON.stringify([{ riga: 2, qta: 3 }]),
      nota: 'Ritiriamo 3 dei 5 articoli errati.',
    });
    expect(approved.stato).toBe('approvato_parziale');
    expect(approved.linee.map((l) => l.qtaApprovata)).toEqual([4, 3]);
    expect(approved.stati.map((s) => s.stato)).toEqual(['richiesto', 'approvato_parziale']);
    const credit = approved.documentoCredito;
    if (!credit) throw new Error('no credit note');
    // 4 × 7.20 + 3 × 2.50 = 36.30 net at the delivery note's prices, VAT 4% (the test products') = 1.45.
    expect(credit).toMatchObject({ imponibile: 36.3, iva: 1.45, totale: 37.75 });
    expect(credit.numero).toMatch(/^\d{4}\/\d{6}$/);
    expect(approved.notaCredito).toBe(credit.numero);
    // A second decision is refused.
    expectFailure(
      await send(who.admin, REST_PATHS.returnsReject, { id: String(asked.id), motivo: 'Ripensamento' }),
      409,
      'CONFLICT',
      'id',
    );
    // Approved quantities stay returned: 2 of the 5 asked on line 2 are returnable again.
    expect((await returnable(who.rossi)).map((l) => [l.riga, l.rendibile])).toEqual([
      [1, 6],
      [2, 17],
    ]);

    // The customer reads it, is told, and downloads the credit note in his language.
    const read = await returnOf(who.rossi, REST_PATHS.returnsDetail, { id: String(asked.id) });
    expect(read.documentoCredito?.numero).toBe(credit.numero);
    expect(await kindsOf('rossi')).toEqual(expect.arrayContaining(['return.decided', 'document.ready']));
    const pdf = await send(who.rossi, REST_PATHS.returnsPdf, { id: String(asked.id) });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="NotaCredito-${credit.numero.replace('/', '-')}.pdf"`,
    );
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    const [year, sequence] = credit.numero.split('/');
    expect(text).toContain('NOTA DI CREDITO');
    expect(text).toContain(`${Number(sequence)}/${year}`);
    expect(text).toContain(`Reso n. ${asked.numero}`);
    expect(text).toContain(ddt.righe[0]?.descrizione ?? '(no line)');
    expect(text).toContain('Totale a credito');
    expect(text).toMatch(/37,75/);
    const english = (
      await pdfPages(
        (await send(who.rossi, REST_PATHS.returnsPdf, { id: String(asked.id), Lingua: 'en' })).rawPayload,
      )
    ).join(' ');
    expect(english).toContain('CREDIT NOTE');
    expect(english).toContain('Total credited');

    // Listed with the client's other documents: the customer's and the staff's lists.
    for (const [user, path] of [
      [who.rossi, REST_PATHS.orderDocuments],
      [who.moretti, REST_PATHS.documentsList],
    ] as const) {
      const listed = documentsListResponseSchema.parse((await send(user, path, { tipo: 'nc' })).json());
      if (!listed.success) throw new Error('no documents');
      expect(listed.data.items.find((d) => d.numero === credit.numero)).toMatchObject({
        tipo: 'nc',
        reso: asked.id,
        totale: 37.75,
        pezzi: 7,
        cliente: { codice: 'C00001' },
      });
      // And read in full, like an invoice, with the return it comes from.
      const detailPath =
        path === REST_PATHS.orderDocuments ? REST_PATHS.orderDocument : REST_PATHS.documentsDetail;
      const detail = documentsDetailResponseSchema.parse(
        (await send(user, detailPath, { tipo: 'nc', numero: credit.numero })).json(),
      );
      if (!detail.success) throw new Error('no credit note detail');
      expect(detail.data.documento).toMatchObject({
        tipo: 'nc',
        numero: credit.numero,
        reso: { numero: asked.numero },
        cliente: { codice: 'C00001' },
        totali: { imponibile: 36.3, iva: 1.45, totale: 37.75 },
        riepilogoIva: [{ aliquota: 4, imponibile: 36.3, imposta: 1.45 }],
        ddt: [{ numero: ddt.numero }],
      });
      if (detail.data.documento.tipo !== 'nc') throw new Error('not a credit note');
      expect(detail.data.documento.righe.map((l) => [l.codice, l.qta, l.ddt])).toEqual([
        [ddt.righe[0]?.codice, 4, ddt.numero],
        [ddt.righe[1]?.codice, 3, ddt.numero],
      ]);
    }
    // Another client's staff scope does not reach it: 404, as a missing one.
    expectFailure(
      await send(who.gallo, REST_PATHS.orderDocument, { tipo: 'nc', numero: credit.numero }),
      404,
      'NOT_FOUND',
      'numero',
    );

    // The decision is in the client's audit log.
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKey, 'C00001'), like(auditLog.action, 'return.%')));
    expect(audit.map((a) => a.action)).toContain('return.approve');
  });

  it('numbers credit notes one after the other, and a rejection with its reason makes none', async () => {
    const first = await returnOf(
      who.rossi,
      REST_PATHS.returnsRequest,
      { righe: lines({ riga: 1, qta: 1 }) },
      201,
    );
    const rejected = await returnOf(who.admin, REST_PATHS.returnsReject, {
      id: String(first.id),
      motivo: 'Merce usata, non rendibile.',
    });
    expect(rejected).toMatchObject({
      stato: 'rifiutato',
      motivoRifiuto: 'Merce usata, non rendibile.',
      documentoCredito: null,
    });
    expect(rejected.linee[0]?.qtaApprovata).toBe(0);
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsPdf, { id: String(first.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    // Rejected units are returnable again.
    expect((await returnable(who.rossi)).find((l) => l.riga === 1)?.rendibile).toBe(6);

    const second = await returnOf(
      who.rossi,
      REST_PATHS.returnsRequest,
      { righe: lines({ riga: 1, qta: 1 }) },
      201,
    );
    const grid = returnsListResponseSchema.parse(
      (await send(who.admin, REST_PATHS.returnsList, { sort: 'numero', pageSize: '100' })).json(),
    );
    if (!grid.success) throw new Error('no grid');
    const credited = grid.data.items.find((r) => r.notaCredito !== null)?.notaCredito ?? '';
    const approved = await returnOf(who.admin, REST_PATHS.returnsApprove, { id: String(second.id) });
    expect(approved.stato).toBe('approvato');
    const [year, sequence] = credited.split('/');
    expect(approved.notaCredito).toBe(`${year}/${String(Number(sequence) + 1).padStart(6, '0')}`);
  });
});

describe('what can be returned', () => {
  it('refuses more than delivered less already returned, at the line, with what is left', async () => {
    const response = await send(who.rossi, REST_PATHS.returnsRequest, {
      righe: lines({ riga: 2, qta: 1 }, { riga: 1, qta: 99 }),
    });
    expectFailure(response, 422, 'VALIDATION', 'righe.1.qta');
    expect(response.json().errors[0].title).toContain('5');
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsRequest, { righe: lines({ riga: 9, qta: 1 }) }),
      422,
      'VALIDATION',
      'righe.0.riga',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsRequest, {
        righe: lines({ riga: 1, qta: 1 }, { riga: 1, qta: 1 }),
      }),
      422,
      'VALIDATION',
      'righe.1.riga',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsRequest, { righe: lines({ riga: 1, qta: 0 }) }),
      422,
      'VALIDATION',
      'righe.0.qta',
    );
  });

  it('never reaches another client’s delivery note', async () => {
    expectFailure(
      await send(who.gallo, REST_PATHS.returnsRequest, { righe: lines({ riga: 1, qta: 1 }) }),
      404,
      'NOT_FOUND',
      'righe.0.ddt',
    );
    expect(await returnable(who.gallo)).toEqual([]);
  });

  it('refuses a photo that is not JPEG, PNG or WebP by content, or too large', async () => {
    const gif = await picture(20, 20, 'gif');
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsRequest, {
        righe: lines({ riga: 1, qta: 1 }),
        foto: new Blob([gif], { type: 'image/jpeg' }),
        nomeFile: 'finto.jpg',
      }),
      422,
      'VALIDATION',
      'foto',
    );
    const large = Buffer.alloc(5 * 1024 * 1024 + 1);
    large.set([0xff, 0xd8, 0xff, 0xe0]);
    expectFailure(
      await send(who.rossi, REST_PATHS.returnsRequest, {
        righe: lines({ riga: 1, qta: 1 }),
        foto: new Blob([large], { type: 'image/jpeg' }),
      }),
      422,
      'VALIDATION',
      'foto',
    );
  });
});

describe('scope and thread', () => {
  it('shows an agent only his clients’ returns and lets both sides write in the thread', async () => {
    const asked = await returnOf(
      who.rossi,
      REST_PATHS.returnsRequest,
      { righe: lines({ riga: 2, qta: 1 }) },
      201,
    );
    const mine = returnsListResponseSchema.parse((await send(who.moretti, REST_PATHS.returnsList)).json());
    const theirs = returnsListResponseSchema.parse((await send(who.esposito, REST_PATHS.returnsList)).json());
    if (!mine.success || !theirs.success) throw new Error('no grid');
    expect(mine.data.items.map((r) => r.id)).toContain(asked.id);
    expect(theirs.data.items.every((r) => r.cliente.codice !== 'C00001')).toBe(true);
    expectFailure(
      await send(who.esposito, REST_PATHS.returnsDetail, { id: String(asked.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    expectFailure(
      await send(who.gallo, REST_PATHS.returnsDetail, { id: String(asked.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    // An agent reads but does not decide.
    expect((await send(who.moretti, REST_PATHS.returnsApprove, { id: String(asked.id) })).statusCode).toBe(
      403,
    );

    await returnOf(who.moretti, REST_PATHS.returnsMessage, {
      id: String(asked.id),
      testo: 'Passo a ritirarlo giovedì.',
    });
    const answered = await returnOf(who.rossi, REST_PATHS.returnsMessage, {
      id: String(asked.id),
      testo: 'Grazie!',
    });
    expect(answered.thread.map((m) => [m.lato, m.testo])).toEqual([
      ['staff', 'Passo a ritirarlo giovedì.'],
      ['cliente', 'Grazie!'],
    ]);
    expect(await kindsOf('rossi')).toContain('return.message');
    expectFailure(
      await send(who.gallo, REST_PATHS.returnsMessage, { id: String(asked.id), testo: 'Ciao' }),
      404,
      'NOT_FOUND',
      'id',
    );
  });
});

async function kindsOf(username: string) {
  const rows = await db()
    .select({ kind: notifications.kind })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.username, username));
  return rows.map((row) => row.kind);
}
