// Delivery notes and returns written straight into the tables, for the tests that need a subject to
// act on (the access matrix); returns.test.ts makes its own through the API.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import {
  clients,
  deliveryNoteLines,
  deliveryNotes,
  returnLines,
  returnPhotos,
  returnRequests,
} from '../../src/db/schema';
import { InternalDocumentFiles } from '../../src/modules/internal-documents/internal-document-files';
import { takeDocumentNumber } from '../../src/modules/orders/document-numbers';
import { SHOP_COMPANY } from '../../src/kernel/shop-company';
import { insertOrderWithLines, userId } from './order-lifecycle-fixtures';

let sequence = 0;

/** A delivery note of `client` with one line of 10 units of AL000001 (numbered "YYYY/8NNNNN"). */
export async function insertDeliveryNoteFor(db: Database, client: string) {
  const order = await insertOrderWithLines(db, {
    client,
    placedBy: 'admin',
    status: 'spedito',
    lines: [{ code: 'AL000001', quantity: 10, netPrice: '5.00' }],
  });
  const [row] = await db.select().from(clients).where(eq(clients.code, client));
  if (!row) throw new Error(`no client ${client}`);
  sequence += 1;
  const now = new Date();
  const year = now.getUTCFullYear();
  const seq = 800_000 + sequence * 10 + Math.floor(Math.random() * 10);
  const [note] = await db
    .insert(deliveryNotes)
    .values({
      year,
      sequence: seq,
      number: `${year}/${seq}`,
      orderId: order.id,
      clientCode: client,
      issuedOn: now.toISOString().slice(0, 10),
      issuedAt: now,
      issuer: SHOP_COMPANY,
      clientName: row.companyName,
      clientVatNumber: row.vatNumber,
      clientFiscalCode: row.fiscalCode,
      clientStreet: row.street,
      clientPostcode: row.postcode,
      clientCity: row.city,
      clientProvince: row.province,
      clientCountry: row.country,
      deliveryCode: 'SEDE',
      deliveryDescription: 'Sede',
      deliveryStreet: row.street,
      deliveryPostcode: row.postcode,
      deliveryCity: row.city,
      deliveryProvince: row.province,
      deliveryCountry: row.country,
      transportStartedAt: now,
      goodsAmount: '50',
      headerDiscount: '0',
      decimals: 2,
    })
    .returning({ id: deliveryNotes.id, number: deliveryNotes.number });
  if (!note) throw new Error('delivery note not written');
  await db.insert(deliveryNoteLines).values({
    deliveryNoteId: note.id,
    lineNo: 1,
    orderLineNo: 1,
    productCode: 'AL000001',
    descriptionIt: 'Articolo di prova',
    descriptionEn: 'Test item',
    um: 'PZ',
    quantity: 10,
    listPrice: '5.00',
    netPrice: '5.00',
    discounts: '',
    vatRate: '22',
  });
  return note;
}

/** A return of `client` still waiting (richiesto): 1 unit of a fresh delivery note, with a photo on disk. */
export async function insertReturnFor(db: Database, mediaDir: string, client: string): Promise<string> {
  const note = await insertDeliveryNoteFor(db, client);
  const createdBy = await userId(db, 'admin');
  const numbered = await takeDocumentNumber(db, 'reso', new Date());
  const [request] = await db
    .insert(returnRequests)
    .values({
      year: numbered.year,
      sequence: numbered.sequence,
      number: numbered.number,
      clientCode: client,
      createdBy,
    })
    .returning({ id: returnRequests.id });
  if (!request) throw new Error('return not written');
  await db.insert(returnLines).values({
    returnId: request.id,
    lineNo: 1,
    deliveryNoteId: note.id,
    deliveryNoteLineNo: 1,
    productCode: 'AL000001',
    descriptionIt: 'Articolo di prova',
    descriptionEn: 'Test item',
    quantityAsked: 1,
    reason: 'altro',
  });
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await new InternalDocumentFiles(mediaDir, 'returns').write(sha256, bytes);
  await db.insert(returnPhotos).values({
    returnId: request.id,
    fileName: 'foto.jpg',
    contentType: 'image/jpeg',
    size: bytes.length,
    sha256,
    uploadedBy: createdBy,
  });
  return String(request.id);
}

/** The id of the photo of a return made by insertReturnFor. */
export async function photoOf(db: Database, returnId: string): Promise<string> {
  const [row] = await db
    .select({ id: returnPhotos.id })
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, Number(returnId)));
  return String(row?.id);
}
