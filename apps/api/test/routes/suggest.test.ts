// Contract tests of POST /api/suggest and the search rules the product list shares: exact code first,
// code prefix, Italian stemming, typo tolerance; categories and suppliers by name.
import {
  productListResponseSchema,
  REST_PATHS,
  suggestResponseSchema,
  type SuggestData,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from '../helpers/catalogue-state';
import { BODY_FORMATS, INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function suggest(CercaTesto: string, Lingua = 'it', format = BODY_FORMATS[0]): Promise<SuggestData> {
  const response = await post(ctx.app, REST_PATHS.suggest, { Lingua, CercaTesto }, { format });
  expect(response.statusCode, response.body).toBe(200);
  const body = suggestResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

async function searchList(search_term: string, Lingua = 'it') {
  const response = await post(ctx.app, REST_PATHS.productList, { Lingua, search_term, pagesize: '100' });
  const body = productListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

describe('POST /api/suggest', () => {
  it('puts the product with exactly that code first', async () => {
    const { items } = await suggest('AL000001');
    expect(items[0]).toMatchObject({ id: 'AL000001', codice: 'AL000001' });
    // The product's picture, as the product answers give it.
    expect(items[0]?.url).toMatch(/^\/media\/products\/01-01-01-[a-z]+-[0-9a-f]{10}\/800\.webp$/);
    expect(items[0]?.descrizione).toMatch(/^Pasta di semola/);
  });

  it('matches codes by prefix, whatever the case', async () => {
    const { items } = await suggest('be00002');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.codice.startsWith('BE00002'))).toBe(true);
  });

  it('finds "pomodori" when asked for "pomodoro" (Italian stemming)', async () => {
    const { items } = await suggest('pomodoro');
    expect(items.some((item) => /pomodori/i.test(item.descrizione))).toBe(true);
  });

  it('searches English descriptions with English stemming', async () => {
    const { items } = await suggest('tomato', 'en');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => /tomato/i.test(item.descrizione))).toBe(true);
  });

  it('forgives a typo', async () => {
    const { items } = await suggest('spagetti');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => /spaghetti/i.test(item.descrizione))).toBe(true);
  });

  it('suggests categories and suppliers by name, in the language asked', async () => {
    const it = await suggest('pasta');
    expect(it.categories.map((c) => c.descrizione)).toContain('Pasta secca');
    expect(it.categories[0]).toMatchObject({ id: expect.any(String), codice: expect.any(String) });
    const en = await suggest('pasta', 'en');
    expect(en.categories.map((c) => c.descrizione)).toContain('Dry pasta');
    const suppliers = await suggest('pastificio');
    expect(suppliers.suppliers).toEqual([
      { id: 'F002', codice: 'F002', descrizione: 'Pastificio Meridionale S.r.l.' },
    ]);
  });

  it('answers empty groups when nothing matches', async () => {
    expect(await suggest('zzqqxxkk')).toEqual({ items: [], categories: [], suppliers: [] });
  });

  it.each(BODY_FORMATS)('accepts a %s body', async (format) => {
    expect((await suggest('AL000001', 'it', format)).items[0]?.codice).toBe('AL000001');
  });

  it.each([
    ['missing CercaTesto', { Lingua: 'it' }, 'CercaTesto'],
    ['a term of 2 characters', { Lingua: 'it', CercaTesto: 'ab' }, 'CercaTesto'],
    ['a 10 kB term', { Lingua: 'it', CercaTesto: 'x'.repeat(10 * 1024) }, 'CercaTesto'],
    ['missing Lingua', { CercaTesto: 'pasta' }, 'Lingua'],
    ['an unknown Lingua', { Lingua: 'fr', CercaTesto: 'pasta' }, 'Lingua'],
  ])('refuses %s with 422 on that field', async (_, fields, field) => {
    const response = await post(ctx.app, REST_PATHS.suggest, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
  });

  it('explains a short term in English', async () => {
    const response = await post(ctx.app, REST_PATHS.suggest, { Lingua: 'en', CercaTesto: 'ab' });
    expect(response.json().errors[0].title).toBe(
      'The field “CercaTesto” is too short (at least 3 characters).',
    );
  });

  it('treats SQL and tsquery syntax as plain text, and changes nothing', async () => {
    const before = await catalogueFingerprint(ctx.database.handle.db);
    for (const term of ["' OR 1=1 --", 'pasta & | ! :* (', "'; drop table products; --"]) {
      const response = await post(ctx.app, REST_PATHS.suggest, { Lingua: 'it', CercaTesto: term });
      expect(response.statusCode).toBe(200);
      for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    }
    expect(await catalogueFingerprint(ctx.database.handle.db)).toBe(before);
  });

  it('refuses a request without x-sessionid', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.suggest,
      { Lingua: 'it', CercaTesto: 'pasta' },
      { noSession: true },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('search in the product list', () => {
  it('ranks the exact code, then code prefixes, then description matches', async () => {
    const data = await searchList('AL00001');
    const codes = data.items.map((p) => p.codice);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((code) => code.startsWith('AL00001'))).toBe(true);
    const exact = await searchList('AL000010');
    expect(exact.items[0]?.codice).toBe('AL000010');
  });

  it('needs every word, each as a word start', async () => {
    const data = await searchList('pasta penne');
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((p) => /pasta/i.test(p.descrizione) && /penne/i.test(p.descrizione))).toBe(true);
  });

  it('falls back to typo-tolerant matching and says how many it found', async () => {
    const data = await searchList('spagetti');
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((p) => /spaghetti/i.test(p.descrizione))).toBe(true);
  });
});
