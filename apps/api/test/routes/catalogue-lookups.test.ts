// Contract tests of GET /api/brand, POST /api/banner, /api/data/table and /api/data/tables.
import {
  bannerListResponseSchema,
  brandListResponseSchema,
  dataTableResponseSchema,
  dataTablesResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from '../helpers/catalogue-state';
import { loginAs } from '../helpers/login';
import { BODY_FORMATS, INTERNALS, post, SESSION_ID } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

function data<T>(
  schema: { parse(v: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.parse(body);
  if (!parsed.success) throw new Error('expected success');
  return parsed.data;
}

describe('GET /api/brand', () => {
  it('lists the 40 brands as nome (code) and descizione (name), by name', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: REST_PATHS.brand,
      headers: { 'x-sessionid': SESSION_ID },
    });
    expect(response.statusCode).toBe(200);
    const { marchi } = data(brandListResponseSchema, response.json());
    expect(marchi).toHaveLength(40);
    expect(marchi).toContainEqual({ nome: 'GRANSOLE', descizione: 'Gran Sole' });
    const names = marchi.map((m) => m.descizione);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('refuses a request without x-sessionid', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: REST_PATHS.brand });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/banner', () => {
  it('answers the left, centre and right banners in Italian and English', async () => {
    const it = data(
      bannerListResponseSchema,
      (await post(ctx.app, REST_PATHS.banner, { Lingua: 'it' })).json(),
    );
    const en = data(
      bannerListResponseSchema,
      (await post(ctx.app, REST_PATHS.banner, { Lingua: 'en' })).json(),
    );
    expect(it.immagini.map((b) => b.tipo)).toEqual(['topleft', 'topcenter', 'topright']);
    expect(en.immagini.map((b) => b.link)).toEqual(it.immagini.map((b) => b.link));
    expect(it.immagini[0]?.descrizione).toBe('Consegna gratuita per ordini sopra 300 €');
    expect(en.immagini[0]?.descrizione).toBe('Free delivery on orders over €300');
    expect(it.immagini.every((b) => b.url.startsWith('/promo/icons/'))).toBe(true);
  });

  it.each([
    ['missing Lingua', {}],
    ['an unknown Lingua', { Lingua: 'de' }],
    ['SQL in Lingua', { Lingua: "it' OR 1=1 --" }],
  ])('refuses %s with 422 on Lingua', async (_, fields) => {
    const response = await post(ctx.app, REST_PATHS.banner, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ code: 'VALIDATION', field: 'Lingua' }],
    });
  });
});

describe('POST /api/data/table', () => {
  it('answers the article types without favourites to a visitor', async () => {
    const response = await post(ctx.app, REST_PATHS.dataTable, { tablename: 'TipoArticoli', Lingua: 'it' });
    const { dati } = data(dataTableResponseSchema, response.json());
    expect(dati).toEqual([
      { codice: 'P', descrizione: 'Promozioni' },
      { codice: 'E', descrizione: 'In evidenza' },
      { codice: 'N', descrizione: 'Novità' },
      { codice: 'O', descrizione: 'Outlet' },
    ]);
  });

  it('offers favourites (F) to a logged-in user, in English', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(
      ctx.app,
      REST_PATHS.dataTable,
      { tablename: 'TipoArticoli', Lingua: 'en' },
      { headers },
    );
    const { dati } = data(dataTableResponseSchema, response.json());
    expect(dati.map((row) => row.codice)).toEqual(['P', 'E', 'N', 'F', 'O']);
    expect(dati[3]).toEqual({ codice: 'F', descrizione: 'Favourites' });
  });

  it.each(BODY_FORMATS)('answers brands and suppliers as code + description (%s body)', async (format) => {
    const brands = await post(
      ctx.app,
      REST_PATHS.dataTable,
      { tablename: 'Marchi', Lingua: 'it' },
      { format },
    );
    expect(data(dataTableResponseSchema, brands.json()).dati).toHaveLength(40);
    const suppliers = await post(
      ctx.app,
      REST_PATHS.dataTable,
      { tablename: 'Fornitori', Lingua: 'it' },
      { format },
    );
    expect(data(dataTableResponseSchema, suppliers.json()).dati).toContainEqual({
      codice: 'F001',
      descrizione: 'Alimentari Riuniti S.p.A.',
    });
  });

  it.each([
    ['an unknown table', { tablename: 'utenti', Lingua: 'it' }, 'tablename'],
    ['SQL as the table', { tablename: 'products; drop table products', Lingua: 'it' }, 'tablename'],
    ['a 10 kB table name', { tablename: 'T'.repeat(10 * 1024), Lingua: 'it' }, 'tablename'],
    ['missing tablename', { Lingua: 'it' }, 'tablename'],
  ])('refuses %s with 422 on that field', async (_, fields, field) => {
    const before = await catalogueFingerprint(ctx.database.handle.db);
    const response = await post(ctx.app, REST_PATHS.dataTable, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    expect(await catalogueFingerprint(ctx.database.handle.db)).toBe(before);
  });
});

describe('POST /api/data/tables', () => {
  it('answers several tables in one call, keyed by name (comma-separated)', async () => {
    const response = await post(ctx.app, REST_PATHS.dataTables, {
      tablename: 'TipoArticoli, UnitaMisura',
      Lingua: 'en',
    });
    const { dati } = data(dataTablesResponseSchema, response.json());
    expect(Object.keys(dati)).toEqual(['TipoArticoli', 'UnitaMisura']);
    expect(dati.UnitaMisura).toContainEqual({ codice: 'CF', descrizione: 'Pack' });
  });

  it('accepts tablename repeated as in a form, and a JSON list', async () => {
    const form = new URLSearchParams([
      ['tablename', 'Marchi'],
      ['tablename', 'Fornitori'],
      ['Lingua', 'it'],
    ]);
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.dataTables,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sessionid': SESSION_ID },
    });
    expect(Object.keys(data(dataTablesResponseSchema, repeated.json()).dati)).toEqual([
      'Marchi',
      'Fornitori',
    ]);
    const json = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.dataTables,
      payload: { tablename: ['UnitaMisura'], Lingua: 'it' },
      headers: { 'x-sessionid': SESSION_ID },
    });
    expect(Object.keys(data(dataTablesResponseSchema, json.json()).dati)).toEqual(['UnitaMisura']);
  });

  it('refuses an unknown table among known ones, naming the field', async () => {
    const response = await post(ctx.app, REST_PATHS.dataTables, {
      tablename: 'Marchi,Segreti',
      Lingua: 'it',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ code: 'VALIDATION', field: 'tablename.1' }],
    });
  });
});
