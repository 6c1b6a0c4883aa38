// Banner management (POST /api/banners/*, banners.edit): the header's texts and the home banners are
// changed, created and removed with their pictures, days and order, and the storefront's calls show
// the change at once; every field is checked with its own error; a refused or broken upload leaves the
// banner as it was; every change is in the audit log.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  auditListResponseSchema,
  bannerListResponseSchema,
  bannerRecordResponseSchema,
  bannersListDataSchema,
  homeBannerListResponseSchema,
  REST_PATHS,
  uploadedImageResponseSchema,
  type BannerRecord,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { readContentVersion } from '../../src/modules/content/content-version';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs } from '../helpers/login';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { openTestDatabase, testEnv, type TestDatabase } from '../helpers/test-database';
import { picture, upload } from '../helpers/uploads';

let app: FastifyInstance;
let database: TestDatabase;
let mediaDir: string;
let admin: Caller;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-banner-media-'));
  database = await openTestDatabase();
  app = await buildApp(loadConfig(testEnv({ MEDIA_DIR: mediaDir })), { database: database.handle });
  await app.ready();
  admin = { token: (await loginAs(app, 'admin')).token, sessionId: 'admin-banner-session-001' };
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function list(fields: Record<string, string> = {}) {
  const response = await call(app, REST_PATHS.bannersList, { pageSize: '100', ...fields }, admin);
  expect(response.statusCode, response.body).toBe(200);
  return bannersListDataSchema.parse(response.json().data);
}

async function save(pathName: string, fields: Record<string, string>): Promise<BannerRecord> {
  const response = await call(app, pathName, fields, admin);
  expect(response.statusCode, response.body).toBe(200);
  const body = bannerRecordResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.banner;
}

async function storefrontTop(Lingua = 'it') {
  const body = bannerListResponseSchema.parse((await call(app, REST_PATHS.banner, { Lingua })).json());
  if (!body.success) throw new Error('expected success');
  return body.data.immagini;
}
async function storefrontHome(Lingua = 'it') {
  const body = homeBannerListResponseSchema.parse(
    (await call(app, REST_PATHS.homeBanner, { Lingua })).json(),
  );
  if (!body.success) throw new Error('expected success');
  return body.data.banner;
}

const fieldsOf = (b: BannerRecord): Record<string, string> => ({
  id: String(b.id),
  tipo: b.tipo,
  titoloIt: b.titoloIt,
  titoloEn: b.titoloEn,
  testoIt: b.testoIt,
  testoEn: b.testoEn,
  link: b.link,
  immagine: b.url,
  dal: b.dal,
  al: b.al,
  posizione: String(b.posizione),
  attivo: b.attivo,
});

async function uploadFor(tipo: string, bytes: Uint8Array, type = 'image/png') {
  return upload(
    app,
    REST_PATHS.bannersImage,
    { tipo },
    { bytes, type },
    { authorization: `Bearer ${admin.token}` },
  );
}

describe('the header’s texts', () => {
  it('lists the seeded banners, the header’s three first', async () => {
    const data = await list();
    expect(data.total).toBe(6);
    expect(data.items.map((b) => b.tipo)).toEqual([
      'topleft',
      'topcenter',
      'topright',
      'home',
      'home',
      'home',
    ]);
    expect(data.items.every((b) => b.stato === 'visibile' && b.attivo === 'S')).toBe(true);
    expect((await list({ tipo: 'home' })).total).toBe(3);
  });

  it('changes a text in both languages, seen by the storefront’s next call', async () => {
    const [left] = (await list({ tipo: 'topleft' })).items;
    if (!left) throw new Error('no topleft banner');
    const before = await readContentVersion(database.handle.db);
    const saved = await save(REST_PATHS.bannersUpdate, {
      ...fieldsOf(left),
      testoIt: 'Consegna gratuita da 150 €',
      testoEn: 'Free delivery from €150',
      link: '/page/spedizioni',
    });
    expect(saved).toMatchObject({
      testoIt: 'Consegna gratuita da 150 €',
      url: left.url,
      link: '/page/spedizioni',
    });
    expect((await storefrontTop('it'))[0]).toMatchObject({
      tipo: 'topleft',
      descrizione: 'Consegna gratuita da 150 €',
    });
    expect((await storefrontTop('en'))[0]).toMatchObject({
      descrizione: 'Free delivery from €150',
      link: '/page/spedizioni',
    });
    // The gateways hear of it (content version) and drop the banners their public cache shares.
    expect(await readContentVersion(database.handle.db)).toEqual({
      versione: before.versione + 1,
      tipo: 'banner',
    });
  });

  it('takes a square icon and refuses a home picture', async () => {
    const [center] = (await list({ tipo: 'topcenter' })).items;
    if (!center) throw new Error('no topcenter banner');
    const icon = uploadedImageResponseSchema.parse(
      (await uploadFor('topcenter', await picture(256, 256))).json(),
    );
    if (!icon.success) throw new Error('expected success');
    expect(icon.data.misure.map((m) => [m.larghezza, m.altezza])).toEqual([
      [32, 32],
      [64, 64],
    ]);
    const wide = uploadedImageResponseSchema.parse(
      (await uploadFor('home', await picture(1800, 600))).json(),
    );
    if (!wide.success) throw new Error('expected success');
    const wrong = await call(
      app,
      REST_PATHS.bannersUpdate,
      { ...fieldsOf(center), immagine: wide.data.url },
      admin,
    );
    expectFailure(wrong, 422, 'VALIDATION', 'immagine');
    const saved = await save(REST_PATHS.bannersUpdate, { ...fieldsOf(center), immagine: icon.data.url });
    expect((await storefrontTop())[1]).toMatchObject({ tipo: 'topcenter', url: saved.url });
  });
});

describe('the home banners', () => {
  it('adds a banner with an uploaded picture, shown from its first day to its last', async () => {
    const today = shopDay();
    const uploaded = uploadedImageResponseSchema.parse(
      (await uploadFor('home', await picture(2400, 1000, 'jpeg'), 'image/jpeg')).json(),
    );
    if (!uploaded.success) throw new Error('expected success');
    expect(uploaded.data.url).toMatch(/^\/media\/banners\/banner-home-[0-9a-f]{20}\/1200\.webp$/);
    const served = await app.inject({ method: 'GET', url: uploaded.data.misure[0]?.url ?? '' });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 200,
    });

    const banner = await save(REST_PATHS.bannersCreate, {
      tipo: 'home',
      titoloIt: 'Saldi di primavera',
      titoloEn: 'Spring sale',
      testoIt: 'Fino al 30% sugli articoli per la casa',
      testoEn: 'Up to 30% off household goods',
      link: '/offerte?type=P',
      immagine: uploaded.data.url,
      dal: today,
      al: addDays(today, 10),
      posizione: '0',
    });
    expect(banner).toMatchObject({ stato: 'visibile', posizione: 0 });
    expect((await storefrontHome('en'))[0]).toMatchObject({ titolo: 'Spring sale', url: uploaded.data.url });

    // Moved to start tomorrow: not shown today, listed as scheduled.
    const later = await save(REST_PATHS.bannersUpdate, { ...fieldsOf(banner), dal: addDays(today, 1) });
    expect(later.stato).toBe('programmato');
    expect((await storefrontHome('it')).map((b) => b.titolo)).not.toContain('Saldi di primavera');
    expect((await list({ stato: 'programmato' })).items.map((b) => b.id)).toEqual([banner.id]);
    // Switched off: not shown either.
    const off = await save(REST_PATHS.bannersUpdate, { ...fieldsOf(banner), attivo: 'N' });
    expect(off.stato).toBe('disattivato');
    expect((await storefrontHome('it')).map((b) => b.titolo)).not.toContain('Saldi di primavera');
  });

  it('leaves a banner as it was when an upload is refused or broken', async () => {
    const [first] = (await list({ tipo: 'home' })).items;
    if (!first) throw new Error('no home banner');
    const before = (await readdir(path.join(mediaDir, 'banners')).catch(() => [])).sort();
    const gif = await uploadFor('home', await picture(1800, 600, 'gif'), 'image/gif');
    expectFailure(gif, 422, 'VALIDATION', 'immagine');
    const broken = Buffer.concat([(await picture(1800, 600)).subarray(0, 64), Buffer.alloc(500, 1)]);
    expectFailure(await uploadFor('home', broken), 422, 'VALIDATION', 'immagine');
    const small = expectFailure(
      await uploadFor('home', await picture(400, 200)),
      422,
      'VALIDATION',
      'immagine',
    );
    expect(small.title).toContain('600');
    const missing = await upload(app, REST_PATHS.bannersImage, { tipo: 'home' }, null, {
      authorization: `Bearer ${admin.token}`,
    });
    expectFailure(missing, 422, 'VALIDATION', 'immagine');
    // Nothing written on disk, and the banner keeps its picture.
    expect((await readdir(path.join(mediaDir, 'banners')).catch(() => [])).sort()).toEqual(before);
    const detail = await save(REST_PATHS.bannersDetail, { id: String(first.id) });
    expect(detail).toEqual(first);
  });

  it('refuses bad input field by field, and saves nothing', async () => {
    const home = { tipo: 'home', titoloIt: 'Titolo', titoloEn: 'Title' };
    const refused = async (fields: Record<string, string>, field: string) =>
      expectFailure(await call(app, REST_PATHS.bannersCreate, fields, admin), 422, 'VALIDATION', field);
    const total = (await list()).total;
    await refused({ ...home, titoloEn: '' }, 'titoloEn');
    await refused({ ...home, link: 'javascript:alert(1)' }, 'link');
    await refused({ ...home, link: '//evil.example/x' }, 'link');
    await refused({ ...home, dal: '2026-13-01' }, 'dal');
    await refused({ ...home, dal: '2026-03-02', al: '2026-03-01' }, 'al');
    await refused({ ...home, posizione: '1000' }, 'posizione');
    await refused(
      { ...home, immagine: '/media/banners/banner-home-0123456789abcdef0123/1200.webp' },
      'immagine',
    );
    await refused({ tipo: 'topright', testoIt: 'Ciao', testoEn: 'Hi', titoloIt: 'No' }, 'titoloIt');
    await refused({ tipo: 'topright', testoIt: '', testoEn: 'Hi' }, 'testoIt');
    await refused({ tipo: 'side', testoIt: 'A', testoEn: 'A' }, 'tipo');
    expect((await list()).total).toBe(total);
    expectFailure(
      await call(app, REST_PATHS.bannersUpdate, { id: '999999', ...home }, admin),
      404,
      'NOT_FOUND',
      'id',
    );
  });

  it('removes a banner, and keeps every change in the audit log', async () => {
    const created = await save(REST_PATHS.bannersCreate, {
      tipo: 'home',
      titoloIt: 'Da togliere',
      titoloEn: 'To remove',
    });
    await save(REST_PATHS.bannersUpdate, { ...fieldsOf(created), titoloEn: 'To be removed' });
    const removed = await call(app, REST_PATHS.bannersDelete, { id: String(created.id) }, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expectFailure(
      await call(app, REST_PATHS.bannersDetail, { id: String(created.id) }, admin),
      404,
      'NOT_FOUND',
      'id',
    );
    const audit = auditListResponseSchema.parse(
      (await call(app, REST_PATHS.auditList, { entita: 'banner', chiave: String(created.id) }, admin)).json(),
    );
    if (!audit.success) throw new Error('expected success');
    expect(audit.data.items.map((e) => e.azione)).toEqual(['delete', 'update', 'create']);
    expect(audit.data.items[1]?.modifiche).toEqual([
      { campo: 'titoloEn', prima: 'To remove', dopo: 'To be removed' },
    ]);
    expect(audit.data.items[0]?.descrizione).toBe('Da togliere');
  });

  it('lets only management in', async () => {
    for (const username of ['rossi', 'moretti', 'ufficio']) {
      const password = username === 'ufficio' ? 'Provvisoria1' : undefined;
      const { token } = await loginAs(app, username, password);
      expectFailure(await call(app, REST_PATHS.bannersList, {}, { token }), 403, 'FORBIDDEN');
      const file = { bytes: await picture(1800, 600) };
      const image = await upload(app, REST_PATHS.bannersImage, { tipo: 'home' }, file, {
        authorization: `Bearer ${token}`,
      });
      expectFailure(image, 403, 'FORBIDDEN');
    }
  });
});
