// Internal documents: staff upload files to a client or an order (type sniffed from the content, at
// most 10 MB, refused at the field `file`), list, download (attachment, nosniff, the sniffed type) and
// delete them (audited); customers never reach them, an agent only on the clients he follows.
import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { intdocumentResponseSchema, intdocumentsListResponseSchema, REST_PATHS } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post, type FormFields } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { picture } from '../helpers/uploads';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const who = {} as Record<'rossi' | 'moretti' | 'esposito' | 'ufficio' | 'admin', LoggedIn>;
let order: { id: number; number: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  who.rossi = await loginAs(ctx.app, 'rossi');
  who.moretti = await loginAs(ctx.app, 'moretti');
  who.esposito = await loginAs(ctx.app, 'esposito');
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  who.admin = await loginAs(ctx.app, 'admin');
  order = await insertOrderWithLines(ctx.database.handle.db, {
    client: 'C00001',
    placedBy: 'rossi',
    lines: [{ code: 'AL000001', quantity: 1 }],
  });
});

const send = (user: LoggedIn, path: string, fields: FormFields = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });
const file = (bytes: Uint8Array, type = 'application/pdf') => new Blob([bytes], { type });

async function upload(user: LoggedIn, fields: FormFields) {
  const response = await send(user, REST_PATHS.intdocumentsUpload, fields);
  expect(response.statusCode, response.body).toBe(201);
  const body = intdocumentResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no document');
  return body.data.documento;
}
async function list(user: LoggedIn, fields: Record<string, string>) {
  const response = await send(user, REST_PATHS.intdocumentsList, fields);
  expect(response.statusCode, response.body).toBe(200);
  const body = intdocumentsListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no list');
  return body.data.documenti;
}

describe('internal documents', () => {
  it('stores a PDF on a client and one on an order, lists and downloads them', async () => {
    const onClient = await upload(who.ufficio, {
      cliente: 'C00001',
      titolo: 'Contratto quadro 2026',
      nota: 'Firmato in sede.',
      nomeFile: 'contratto.pdf',
      file: file(PDF),
    });
    expect(onClient).toMatchObject({
      cliente: 'C00001',
      numero: null,
      tipo: 'application/pdf',
      dimensione: PDF.length,
      nomeFile: 'contratto.pdf',
    });
    // The type comes from the content: a PNG named ".pdf" is a PNG.
    const onOrder = await upload(who.moretti, {
      numero: order.number,
      titolo: 'Foto del collo',
      nomeFile: 'foto.pdf',
      file: file(await picture(40, 20), 'application/pdf'),
    });
    expect(onOrder).toMatchObject({ numero: order.number, tipo: 'image/png' });

    expect((await list(who.moretti, { cliente: 'C00001' })).map((d) => d.id)).toEqual(
      expect.arrayContaining([onClient.id, onOrder.id]),
    );
    expect((await list(who.ufficio, { numero: order.number })).map((d) => d.id)).toEqual([onOrder.id]);

    const download = await send(who.moretti, REST_PATHS.intdocumentsDownload, { id: String(onClient.id) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="contratto\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(download.rawPayload).equals(PDF)).toBe(true);

    const audit = await send(who.admin, REST_PATHS.auditList, { entita: 'client', chiave: 'C00001' });
    expect(audit.json().data.items.map((e: { azione: string }) => e.azione)).toContain('intdocument.upload');
  });

  it('refuses a file of another type, an empty one and one over 10 MB at the field file', async () => {
    const base = { cliente: 'C00001', titolo: 'Prova' };
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const wrong = expectFailure(
      await send(who.ufficio, REST_PATHS.intdocumentsUpload, { ...base, nomeFile: 'x.pdf', file: file(exe) }),
      422,
      'VALIDATION',
      'file',
    );
    expect(wrong.title).toMatch(/PDF, JPEG/);
    expectFailure(await send(who.ufficio, REST_PATHS.intdocumentsUpload, base), 422, 'VALIDATION', 'file');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const tooBig = await send(who.ufficio, REST_PATHS.intdocumentsUpload, {
      ...base,
      file: file(big, 'text/plain'),
    });
    expect(tooBig.statusCode).toBe(413);
    expectFailure(
      await send(who.ufficio, REST_PATHS.intdocumentsUpload, {
        cliente: 'C00001',
        titolo: '',
        file: file(PDF),
      }),
      422,
      'VALIDATION',
      'titolo',
    );
  });

  it('keeps documents from customers and from agents of other clients, and deletes with audit', async () => {
    // Bytes of this test's own: on disk under MEDIA_DIR/intdocuments (not in the database), named by
    // their SHA-256, and gone with the last document that names them.
    const own = Buffer.concat([PDF, Buffer.from(`% visura ${Date.now()}\n`)]);
    const sha256 = createHash('sha256').update(own).digest('hex');
    const stored = path.join(ctx.mediaDir, 'intdocuments', sha256.slice(0, 2), sha256);
    const doc = await upload(who.admin, { cliente: 'C00001', titolo: 'Visura', file: file(own) });
    expect(await readFile(stored)).toEqual(own);
    expectFailure(
      await send(who.rossi, REST_PATHS.intdocumentsList, { cliente: 'C00001' }),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await send(who.esposito, REST_PATHS.intdocumentsList, { cliente: 'C00001' }),
      404,
      'NOT_FOUND',
      'cliente',
    );
    expectFailure(
      await send(who.esposito, REST_PATHS.intdocumentsDownload, { id: String(doc.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    expectFailure(
      await send(who.esposito, REST_PATHS.intdocumentsUpload, {
        numero: order.number,
        titolo: 'x',
        file: file(PDF),
      }),
      404,
      'NOT_FOUND',
      'numero',
    );
    const deleted = await send(who.ufficio, REST_PATHS.intdocumentsDelete, { id: String(doc.id) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect(access(stored)).rejects.toThrow();
    expectFailure(
      await send(who.ufficio, REST_PATHS.intdocumentsDownload, { id: String(doc.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    const audit = await send(who.admin, REST_PATHS.auditList, { entita: 'client', chiave: 'C00001' });
    expect(audit.json().data.items.map((e: { azione: string }) => e.azione)).toContain('intdocument.delete');
  });
});
