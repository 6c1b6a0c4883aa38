// Promotion management (POST /api/promotions/*, promotions.edit): each kind prices the very next call
// after it is saved (a product's price, a cart, the order's total), a promotion aimed at one client
// prices for that client and nobody else, deactivating stops it at once, every field is checked with
// its own error, pictures are checked by their content, and every change is in the audit log.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  auditListResponseSchema,
  cartResponseSchema,
  cartSummaryResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  pricedProductDetailResponseSchema,
  pricedProductListResponseSchema,
  promotionListResponseSchema,
  promotionRecordResponseSchema,
  promotionsListDataSchema,
  REST_PATHS,
  uploadedImageResponseSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { readContentVersion } from '../../src/modules/content/content-version';
import { loginAs } from '../helpers/login';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { FIXTURE_BRAND, insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { openTestDatabase, testEnv, type TestDatabase } from '../helpers/test-database';
import { picture, upload } from '../helpers/uploads';

let app: FastifyInstance;
let database: TestDatabase;
let mediaDir: string;
let admin: Caller;
let rossi: Caller; // C00001: list p1, chain 20+10 → T-PLAIN 10.00 costs 7.20
let ferri: Caller; // C00002: list p1b2b (9.00), chain 5 → 8.55
let moretti: Caller; // an agent

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-promo-media-'));
  database = await openTestDatabase();
  app = await buildApp(loadConfig(testEnv({ MEDIA_DIR: mediaDir })), { database: database.handle });
  await app.ready();
  await insertFixtures(database.handle.db);
  admin = { token: (await loginAs(app, 'admin')).token, sessionId: 'admin-promo-session-0001' };
  rossi = { token: (await loginAs(app, 'rossi')).token, sessionId: 'rossi-promo-session-0001' };
  ferri = { token: (await loginAs(app, 'ferri')).token, sessionId: 'ferri-promo-session-0001' };
  moretti = { token: (await loginAs(app, 'moretti')).token, sessionId: 'moretti-promo-session-01' };
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

const PLAIN = PRODUCTS.plain.code;
const base = (codice: string) => ({
  codice,
  titoloIt: `Promo ${codice}`,
  titoloEn: `Promo ${codice}`,
  dal: '2025-01-01',
  al: '2099-12-31',
});

async function save(path: string, fields: Record<string, string>) {
  const response = await call(app, path, fields, admin);
  expect(response.statusCode, response.body).toBe(200);
  const body = promotionRecordResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.promozione;
}
const create = (fields: Record<string, string>) => save(REST_PATHS.promotionsCreate, fields);

async function priceOf(caller: Caller, codArt = PLAIN) {
  const response = await call(app, REST_PATHS.productDetail, { Lingua: 'it', codArt }, caller);
  const body = pricedProductDetailResponseSchema.parse(response.json());
  if (!body.success) throw new Error(response.body);
  return { ...body.data.item.prezzi, promozioni: body.data.item.promozioni.map((p) => p.codice) };
}

async function cartOf(caller: Caller) {
  const lines = cartResponseSchema.parse((await call(app, REST_PATHS.cart, { Lingua: 'it' }, caller)).json());
  const summary = cartSummaryResponseSchema.parse(
    (await call(app, REST_PATHS.cartSummary, {}, caller)).json(),
  );
  if (!lines.success || !summary.success) throw new Error('expected success');
  return { lines: lines.data, summary: summary.data };
}

const deactivate = (codice: string) => save(REST_PATHS.promotionsDeactivate, { codice });

describe('each kind of promotion prices the next call after it is saved', () => {
  it('a percentage on a product: one more step on the client’s chain', async () => {
    expect((await priceOf(rossi)).prezzofinale).toBe(7.2);
    const saved = await create({ ...base('PCT10'), tipo: 'sconto', sconto: '10', articoli: PLAIN });
    expect(saved).toMatchObject({
      tipo: 'sconto',
      sconto: 10,
      stato: 'inVigore',
      articoli: [{ codice: PLAIN }],
    });
    // 10.00 × 0.8 × 0.9 × 0.9 = 6.48
    expect(await priceOf(rossi)).toMatchObject({
      prezzofinale: 6.48,
      sconti: '20+10+10',
      promozione: 'PCT10',
    });
    await deactivate('PCT10');
    expect((await priceOf(rossi)).prezzofinale).toBe(7.2);
  });

  it('a net price per product', async () => {
    await create({
      ...base('NET550'),
      tipo: 'netto',
      articoli: JSON.stringify([{ codice: PLAIN, prezzoNetto: '5,50' }]),
    });
    expect(await priceOf(rossi)).toMatchObject({ prezzofinale: 5.5, sconti: '', promozione: 'NET550' });
    await deactivate('NET550');
  });

  it('free goods, N every M, on a brand: the client’s own price and the free units in the cart', async () => {
    await create({ ...base('GIFT13'), tipo: 'omaggio', ogni: '3', omaggio: '1', marchi: FIXTURE_BRAND });
    expect(await priceOf(rossi)).toMatchObject({
      prezzofinale: 7.2,
      promozione: 'GIFT13',
      regolaOmaggio: { ogni: 3, omaggio: 1 },
      promozioni: ['GIFT13'],
    });
    await call(app, REST_PATHS.cartAdd, { codArt: PLAIN, qta: '7' }, rossi);
    const { lines } = await cartOf(rossi);
    expect(lines.find((l) => l.codice === PLAIN)).toMatchObject({ qta: 7, omaggio: 2 });
    await deactivate('GIFT13');
    expect((await cartOf(rossi)).lines.find((l) => l.codice === PLAIN)).toMatchObject({ omaggio: 0 });
    await call(app, REST_PATHS.cartUpdate, { codArt: PLAIN, quantity: '0' }, rossi);
  });

  it('a percentage on a category takes in every product under it', async () => {
    await create({ ...base('CAT05'), tipo: 'sconto', sconto: '5', categorie: '01.01' });
    // T-PLAIN sits in 01.01.01: 7.20 × 0.95 = 6.84
    expect(await priceOf(rossi)).toMatchObject({ prezzofinale: 6.84, promozione: 'CAT05' });
    await deactivate('CAT05');
  });

  it('an order discount from a minimum order value', async () => {
    await create({ ...base('ORD5'), tipo: 'testata', sconto: '5', minimoOrdine: '50' });
    await call(app, REST_PATHS.cartAdd, { codArt: PLAIN, qta: '10' }, rossi);
    // 10 × 7.20 = 72.00 ≥ 50: 5 % is 3.60
    expect((await cartOf(rossi)).summary).toMatchObject({
      imponibile: 72,
      promozioneTestata: 'ORD5',
      scontoTestata: 3.6,
      totcart: 68.4,
    });
    await call(app, REST_PATHS.cartUpdate, { codArt: PLAIN, quantity: '5' }, rossi);
    expect((await cartOf(rossi)).summary).toMatchObject({ imponibile: 36, promozioneTestata: null });
    await deactivate('ORD5');
    await call(app, REST_PATHS.cartUpdate, { codArt: PLAIN, quantity: '0' }, rossi);
  });
});

describe('a promotion for one client', () => {
  beforeAll(async () => {
    await create({
      ...base('ROSSI20'),
      tipo: 'netto',
      articoli: JSON.stringify([{ codice: PLAIN, prezzoNetto: '4' }]),
      clienti: 'C00001',
    });
  });

  it('prices for that client, in the listing and in the cart', async () => {
    expect(await priceOf(rossi)).toMatchObject({
      prezzofinale: 4,
      promozione: 'ROSSI20',
      promozioni: ['ROSSI20'],
    });
    await call(app, REST_PATHS.cartAdd, { codArt: PLAIN, qta: '2' }, rossi);
    expect((await cartOf(rossi)).lines.find((l) => l.codice === PLAIN)).toMatchObject({ prezzofinale: 4 });
    const listed = pricedProductListResponseSchema.parse(
      (await call(app, REST_PATHS.productList, { Lingua: 'it', promo: 'ROSSI20', type: 'P' }, rossi)).json(),
    );
    if (!listed.success) throw new Error('expected success');
    expect(listed.data.items.map((p) => [p.codice, p.prezzi.prezzofinale])).toEqual([[PLAIN, 4]]);
    await call(app, REST_PATHS.cartUpdate, { codArt: PLAIN, quantity: '0' }, rossi);
  });

  it('never for another client, a visitor or staff, who do not even see it', async () => {
    expect(await priceOf(ferri)).toMatchObject({ prezzofinale: 8.55, promozione: null, promozioni: [] });
    expect(await priceOf({ sessionId: 'visitor-promo-session-01' })).toMatchObject({ promozioni: [] });
    expect(await priceOf(moretti)).toMatchObject({ prezzofinale: 10, promozione: null });
    await call(app, REST_PATHS.cartAdd, { codArt: PLAIN, qta: '2' }, ferri);
    expect((await cartOf(ferri)).lines.find((l) => l.codice === PLAIN)).toMatchObject({ prezzofinale: 8.55 });
    const list = promotionListResponseSchema.parse(
      (await call(app, REST_PATHS.promotion, { TipoUtente: 'C', CodUtente: 'ferri' }, ferri)).json(),
    );
    if (!list.success) throw new Error('expected success');
    expect(list.data.promozioni.map((p) => p.codice)).not.toContain('ROSSI20');
    const own = promotionListResponseSchema.parse(
      (await call(app, REST_PATHS.promotion, { TipoUtente: 'C', CodUtente: 'rossi' }, rossi)).json(),
    );
    if (!own.success) throw new Error('expected success');
    expect(own.data.promozioni.find((p) => p.codice === 'ROSSI20')).toMatchObject({ applicata: 'S' });
    // The promotion's own listing is "not found" for another client.
    const other = await call(app, REST_PATHS.productList, { Lingua: 'it', promo: 'ROSSI20' }, ferri);
    expectFailure(other, 404, 'NOT_FOUND', 'promo');
  });

  it('stops pricing the moment it is deactivated, and again when activated', async () => {
    const before = await readContentVersion(database.handle.db);
    await deactivate('ROSSI20');
    expect(await readContentVersion(database.handle.db)).toEqual({
      versione: before.versione + 1,
      tipo: 'promotion',
    });
    expect(await priceOf(rossi)).toMatchObject({ prezzofinale: 7.2, promozione: null, promozioni: [] });
    await save(REST_PATHS.promotionsActivate, { codice: 'ROSSI20' });
    expect((await priceOf(rossi)).prezzofinale).toBe(4);
    await deactivate('ROSSI20');
  });
});

describe('bad input', () => {
  const refused = async (fields: Record<string, string>, status: number, code: string, field: string) =>
    expectFailure(await call(app, REST_PATHS.promotionsCreate, fields, admin), status, code, field);

  it('answers each rule at its field', async () => {
    const ok = { ...base('BADONE'), tipo: 'sconto', sconto: '10', articoli: PLAIN };
    await refused({ ...ok, codice: 'x' }, 422, 'VALIDATION', 'codice');
    await refused({ ...ok, sconto: '100' }, 422, 'VALIDATION', 'sconto');
    await refused({ ...ok, sconto: '' }, 422, 'VALIDATION', 'sconto');
    await refused({ ...ok, articoli: '' }, 422, 'VALIDATION', 'articoli');
    await refused({ ...ok, al: '2024-12-31' }, 422, 'VALIDATION', 'al');
    await refused({ ...ok, dal: '2025-02-30' }, 422, 'VALIDATION', 'dal');
    await refused({ ...ok, tipo: 'omaggio', ogni: '0', omaggio: '1' }, 422, 'VALIDATION', 'ogni');
    await refused(
      { ...ok, tipo: 'netto', articoli: JSON.stringify([{ codice: PLAIN, prezzoNetto: '0' }]) },
      422,
      'VALIDATION',
      'articoli.0.prezzoNetto',
    );
    await refused({ ...ok, tipo: 'netto', articoli: '', marchi: FIXTURE_BRAND }, 422, 'VALIDATION', 'marchi');
    await refused({ ...ok, tipo: 'testata', articoli: PLAIN }, 422, 'VALIDATION', 'articoli');
    await refused({ ...ok, listini: 'p9' }, 422, 'VALIDATION', 'listini.0');
    await refused({ ...ok, titoloEn: '' }, 422, 'VALIDATION', 'titoloEn');
    const unknown = await refused(
      { ...ok, articoli: `${PLAIN} NOPE-1` },
      422,
      'VALIDATION',
      'articoli.1.codice',
    );
    expect(unknown.title).toContain('NOPE-1');
    await refused({ ...ok, clienti: 'C99999' }, 422, 'VALIDATION', 'clienti.0');
    await refused({ ...ok, categorie: '99.99' }, 422, 'VALIDATION', 'categorie.0');
    // Nothing of it was saved.
    expectFailure(
      await call(app, REST_PATHS.promotionsDetail, { codice: 'BADONE' }, admin),
      404,
      'NOT_FOUND',
      'codice',
    );
  });

  it('refuses a code already taken and a promotion that does not exist', async () => {
    await refused(
      { ...base('CAFFE15'), tipo: 'sconto', sconto: '5', articoli: PLAIN },
      409,
      'CONFLICT',
      'codice',
    );
    const update = await call(
      app,
      REST_PATHS.promotionsUpdate,
      { ...base('NOSUCH'), tipo: 'testata', sconto: '2' },
      admin,
    );
    expectFailure(update, 404, 'NOT_FOUND', 'codice');
  });

  it('lets only management in', async () => {
    for (const caller of [rossi, moretti]) {
      const response = await call(app, REST_PATHS.promotionsList, {}, caller);
      expectFailure(response, 403, 'FORBIDDEN');
    }
    expectFailure(
      await call(app, REST_PATHS.promotionsList, {}, { sessionId: 'visitor-promo-session-02' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('pictures', () => {
  const send = (bytes: Uint8Array, type = 'image/png', name = 'promo.png') =>
    upload(
      app,
      REST_PATHS.promotionsImage,
      {},
      { bytes, type, name },
      { authorization: `Bearer ${admin.token}` },
    );

  it('cuts an upload to 2:1 in every served width and serves them', async () => {
    const response = await send(await picture(1600, 1200, 'jpeg'), 'image/jpeg', 'photo.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadedImageResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.url).toMatch(/^\/media\/promotions\/promotion-[0-9a-f]{20}\/600\.webp$/);
    expect(body.data.misure.map((m) => [m.larghezza, m.altezza])).toEqual([
      [300, 150],
      [600, 300],
      [1200, 600],
    ]);
    const served = await app.inject({ method: 'GET', url: body.data.misure[2]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 600,
    });

    // Saved on a promotion, it is the promotion's picture in every answer.
    const saved = await create({
      ...base('PIC1'),
      tipo: 'testata',
      sconto: '1',
      immagine: body.data.url,
      attiva: 'N',
    });
    expect(saved.url).toBe(body.data.url);
    // The same file again is the same picture.
    const again = uploadedImageResponseSchema.parse(
      (await send(await picture(1600, 1200, 'jpeg'), 'image/jpeg')).json(),
    );
    expect(again.success && again.data.url).toBe(body.data.url);
  });

  it('judges a file by its content, not its name or declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="450"/>');
    expectFailure(await send(svg, 'image/png', 'fake.png'), 422, 'VALIDATION', 'immagine');
    expectFailure(
      await send(await picture(900, 450, 'gif'), 'image/png', 'anim.png'),
      422,
      'VALIDATION',
      'immagine',
    );
    // A PNG header on something that is not a PNG.
    const broken = Buffer.concat([(await picture(900, 450)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = expectFailure(await send(broken), 422, 'VALIDATION', 'immagine');
    expect(unreadable.title).toMatch(/danneggiato|damaged/);
    // A real picture under a misleading name is fine.
    expect(
      (await send(await picture(900, 450, 'webp'), 'application/octet-stream', 'x.txt')).statusCode,
    ).toBe(200);
  });

  it('refuses a picture too big or too small, and a save naming a picture that was never uploaded', async () => {
    const big = Buffer.concat([await picture(900, 450), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const tooBig = expectFailure(await send(big), 422, 'VALIDATION', 'immagine');
    expect(tooBig.title).toContain('5 MB');
    expectFailure(await send(await picture(200, 100)), 422, 'VALIDATION', 'immagine');
    expectFailure(await send(Buffer.alloc(0)), 422, 'VALIDATION', 'immagine');
    const bogus = await call(
      app,
      REST_PATHS.promotionsCreate,
      {
        ...base('PIC2'),
        tipo: 'testata',
        sconto: '1',
        immagine: '/media/promotions/promotion-00000000000000000000/600.webp',
      },
      admin,
    );
    expectFailure(bogus, 422, 'VALIDATION', 'immagine');
    const banner = await call(
      app,
      REST_PATHS.promotionsCreate,
      { ...base('PIC3'), tipo: 'testata', sconto: '1', immagine: '/etc/passwd' },
      admin,
    );
    expectFailure(banner, 422, 'VALIDATION', 'immagine');
  });
});

describe('the list and the audit log', () => {
  it('lists promotions with their state and rule, filtered and searched', async () => {
    const response = await call(
      app,
      REST_PATHS.promotionsList,
      { stato: 'disattivata', sort: 'codice', pageSize: '100' },
      admin,
    );
    const data = promotionsListDataSchema.parse(response.json().data);
    expect(data.items.map((p) => p.codice)).toEqual(expect.arrayContaining(['PCT10', 'NET550', 'ROSSI20']));
    expect(data.items.every((p) => p.attiva === 'N' && p.stato === 'disattivata')).toBe(true);
    const mine = promotionsListDataSchema.parse(
      (await call(app, REST_PATHS.promotionsList, { cliente: 'c00001' }, admin)).json().data,
    );
    expect(mine.items.map((p) => p.codice)).toEqual(['ROSSI20']);
    expect(mine.items[0]).toMatchObject({ tipo: 'netto', articoli: 1, clienti: ['C00001'] });
    const searched = promotionsListDataSchema.parse(
      (await call(app, REST_PATHS.promotionsList, { search: 'caffè', Lingua: 'it' }, admin)).json().data,
    );
    expect(searched.items).toEqual([
      expect.objectContaining({ codice: 'CAFFE15', tipo: 'sconto', sconto: 15, stato: 'inVigore' }),
    ]);
  });

  it('records who created, changed and switched off a promotion, field by field', async () => {
    await save(REST_PATHS.promotionsUpdate, {
      ...base('ROSSI20'),
      tipo: 'netto',
      titoloIt: 'Prezzo speciale Rossi',
      articoli: JSON.stringify([{ codice: PLAIN, prezzoNetto: '3.90' }]),
      clienti: 'C00001',
      attiva: 'N',
    });
    const response = await call(app, REST_PATHS.auditList, { entita: 'promotion', chiave: 'ROSSI20' }, admin);
    const body = auditListResponseSchema.parse(response.json());
    if (!body.success) throw new Error(response.body);
    expect(body.data.items.map((e) => e.azione)).toEqual([
      'update',
      'deactivate',
      'activate',
      'deactivate',
      'create',
    ]);
    const [update] = body.data.items;
    expect(update?.utente).toBe('admin');
    expect(update?.modifiche).toEqual(
      expect.arrayContaining([
        { campo: 'titoloIt', prima: 'Promo ROSSI20', dopo: 'Prezzo speciale Rossi' },
        { campo: 'articoli', prima: `${PLAIN} 4`, dopo: `${PLAIN} 3.9` },
      ]),
    );
    // An agent may not read it.
    expectFailure(
      await call(app, REST_PATHS.auditList, { entita: 'promotion', chiave: 'ROSSI20' }, moretti),
      404,
      'NOT_FOUND',
    );
  });
});
