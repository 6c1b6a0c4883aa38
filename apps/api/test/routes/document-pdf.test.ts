// Delivery notes and invoices as PDFs: staff download them with POST /api/documents/pdf (documents.read,
// in their client scope), a customer his own client's with POST /api/order/document/pdf. The PDF is an
// attachment in the language asked for (Lingua, else Accept-Language); out of reach is the usual 404.
import {
  documentsDetailResponseSchema,
  documentsListResponseSchema,
  ordersInvoiceResponseSchema,
  ordersShipResponseSchema,
  REST_PATHS,
  type DocumentDetail,
} from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../src/kernel/pdf/test-pdf-text';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const who = {} as Record<'rossi' | 'gallo' | 'moretti' | 'ufficio' | 'admin', LoggedIn>;

const send = (
  user: LoggedIn,
  path: string,
  fields: Record<string, string>,
  extra: Record<string, string> = {},
) => post(ctx.app, path, fields, { headers: { ...user.headers, ...extra } });

let ddt: DocumentDetail;
let invoice: DocumentDetail;

beforeAll(async () => {
  await insertFixtures(db());
  for (const name of ['rossi', 'gallo', 'moretti', 'admin'] as const)
    who[name] = await loginAs(ctx.app, name);
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  const { number } = await insertOrderWithLines(db(), {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'confermato',
    lines: [
      { code: PRODUCTS.plain.code, quantity: 10, netPrice: '7.20' },
      { code: PRODUCTS.gift.code, quantity: 20, netPrice: '2.88', freeQuantity: 2 },
    ],
  });
  const shipped = await send(who.ufficio, REST_PATHS.ordersShip, { numero: number, colli: '2', peso: '8,5' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const shipBody = ordersShipResponseSchema.parse(shipped.json());
  if (!shipBody.success) throw new Error('not shipped');
  ddt = shipBody.data.documento;
  const invoiced = await send(who.ufficio, REST_PATHS.ordersInvoice, { ddt: ddt.numero });
  expect(invoiced.statusCode, invoiced.body).toBe(200);
  const invoiceBody = ordersInvoiceResponseSchema.parse(invoiced.json());
  if (!invoiceBody.success) throw new Error('not invoiced');
  invoice = invoiceBody.data.documento;
});

/** The printed number: "progressive/year". */
const printed = (doc: DocumentDetail) => `${doc.progressivo}/${doc.anno}`;
const fileSuffix = (doc: DocumentDetail) => doc.numero.replace('/', '-');

async function pdfText(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfPages(response.rawPayload)).join(' ');
}

describe('downloading a document as a PDF', () => {
  it('gives staff the delivery note and the invoice, in Italian unless asked otherwise', async () => {
    const note = await send(who.admin, REST_PATHS.documentsPdf, { tipo: 'ddt', numero: ddt.numero });
    const noteText = await pdfText(note);
    expect(note.headers['content-disposition']).toBe(`attachment; filename="DDT-${fileSuffix(ddt)}.pdf"`);
    expect(noteText).toContain(printed(ddt));
    expect(noteText).toContain(ddt.cliente.ragioneSociale);
    expect(noteText).toContain(ddt.righe[0]?.descrizione ?? '(no line)');
    expect(noteText).toMatch(/Documento di trasporto/i);
    expect(noteText).toContain('Ingrosso Bellini S.p.A.');

    const bill = await send(who.admin, REST_PATHS.documentsPdf, { tipo: 'fattura', numero: invoice.numero });
    const billText = await pdfText(bill);
    expect(bill.headers['content-disposition']).toBe(
      `attachment; filename="Fattura-${fileSuffix(invoice)}.pdf"`,
    );
    expect(billText).toContain(printed(invoice));
    expect(billText).toContain(invoice.cliente.ragioneSociale);
    expect(billText).toContain(invoice.righe[0]?.descrizione ?? '(no line)');
    expect(billText).toContain('FATTURA N.');
    expect(billText).toContain('Riepilogo IVA');

    // English: by Lingua, or by Accept-Language when the payload names none.
    const english = await send(who.admin, REST_PATHS.documentsPdf, {
      tipo: 'fattura',
      numero: invoice.numero,
      Lingua: 'en',
    });
    const englishText = await pdfText(english);
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${fileSuffix(invoice)}.pdf"`,
    );
    expect(englishText).toContain('INVOICE No.');
    expect(englishText).toContain('VAT summary');
    expect(englishText).not.toContain('Riepilogo IVA');
    const detail = await send(who.admin, REST_PATHS.documentsDetail, {
      tipo: 'fattura',
      numero: invoice.numero,
      Lingua: 'en',
    });
    const englishDetail = documentsDetailResponseSchema.parse(detail.json());
    if (!englishDetail.success) throw new Error('no detail');
    expect(englishText).toContain(englishDetail.data.documento.righe[0]?.descrizione ?? '(no line)');
    const byHeader = await send(
      who.admin,
      REST_PATHS.documentsPdf,
      { tipo: 'ddt', numero: ddt.numero },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    const byHeaderText = await pdfText(byHeader);
    expect(byHeaderText).toMatch(/Delivery note \(DDT\)/i);
    expect(byHeaderText).toContain('Reason for transport');
    expect(byHeaderText).not.toContain('Causale del trasporto');
  });

  it('gives an agent his clients’ documents only: another client’s is not found', async () => {
    expect(
      (await send(who.moretti, REST_PATHS.documentsPdf, { tipo: 'ddt', numero: ddt.numero })).statusCode,
    ).toBe(200);
    const listed = documentsListResponseSchema.parse(
      (await send(who.admin, REST_PATHS.documentsList, { cliente: 'C00003', tipo: 'ddt' })).json(),
    );
    if (!listed.success) throw new Error('no list');
    const [other] = listed.data.items;
    if (!other) throw new Error('no DDT of C00003 in the seed');
    expectFailure(
      await send(who.moretti, REST_PATHS.documentsPdf, { tipo: 'ddt', numero: other.numero }),
      404,
      'NOT_FOUND',
      'numero',
    );
    // A customer has no documents.read.
    expectFailure(
      await send(who.rossi, REST_PATHS.documentsPdf, { tipo: 'ddt', numero: ddt.numero }),
      403,
      'FORBIDDEN',
    );
  });

  it('gives a customer his own client’s documents, never another client’s', async () => {
    const note = await pdfText(
      await send(who.rossi, REST_PATHS.orderDocumentPdf, { tipo: 'ddt', numero: ddt.numero }),
    );
    expect(note).toContain(printed(ddt));
    expect(note).toContain(ddt.cliente.ragioneSociale);
    const bill = await send(who.rossi, REST_PATHS.orderDocumentPdf, {
      tipo: 'fattura',
      numero: invoice.numero,
      Lingua: 'en',
    });
    expect(bill.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${fileSuffix(invoice)}.pdf"`,
    );
    const billText = await pdfText(bill);
    expect(billText).toContain(printed(invoice));
    expect(billText).toContain('INVOICE No.');

    for (const [tipo, numero] of [
      ['ddt', ddt.numero],
      ['fattura', invoice.numero],
    ] as const) {
      expectFailure(await send(who.gallo, REST_PATHS.orderDocumentPdf, { tipo, numero }), 404, 'NOT_FOUND');
    }
    expectFailure(
      await send(who.rossi, REST_PATHS.orderDocumentPdf, { tipo: 'ddt', numero: 'nope' }),
      422,
      'VALIDATION',
    );
    expectFailure(
      await post(ctx.app, REST_PATHS.orderDocumentPdf, { tipo: 'ddt', numero: ddt.numero }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
