// Contract tests of POST /api/user/config (spec §7): payload Lingua -> data.configurazione.
import { CONFIG_TIPI, configResponseSchema, REST_PATHS, type ConfigEntry } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { BODY_FORMATS, INTERNALS, post } from '../helpers/requests';

const ctx = useTestApp();

async function configuration(Lingua: string, format = BODY_FORMATS[0]): Promise<ConfigEntry[]> {
  const response = await post(ctx.app, REST_PATHS.config, { Lingua }, { format });
  expect(response.statusCode).toBe(200);
  const body = configResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.configurazione;
}

const byTipo = (entries: ConfigEntry[], tipo: string) => entries.filter((entry) => entry.tipo === tipo);
const setting = (entries: ConfigEntry[], tipo: string) => byTipo(entries, tipo)[0]?.descrizione;
const key = (entry: ConfigEntry) => `${entry.tipo}/${entry.id}`;

describe('POST /api/user/config', () => {
  it('answers the Italian configuration with an entry for every tipo of the contract', async () => {
    const entries = await configuration('it');
    expect(new Set(entries.map((entry) => entry.tipo))).toEqual(new Set(CONFIG_TIPI));
    expect(byTipo(entries, 'LeftMenu').find((entry) => entry.id === 'favourites')?.titolo).toBe('Preferiti');
  });

  it('answers the same entries in English, with translated titles', async () => {
    const [it, en] = await Promise.all([configuration('it'), configuration('en')]);
    expect(en.map(key)).toEqual(it.map(key));
    expect(byTipo(en, 'LeftMenu').find((entry) => entry.id === 'favourites')?.titolo).toBe('Favourites');
    const translated = en.filter((entry, i) => entry.titolo !== it[i]?.titolo);
    expect(translated.length).toBeGreaterThan(40);
  });

  it.each(BODY_FORMATS)('accepts a %s body', async (format) => {
    expect(await configuration('en', format)).toEqual(await configuration('en'));
  });

  it('reads Lingua in any case', async () => {
    expect(await configuration(' EN ')).toEqual(await configuration('en'));
  });

  it('orders entries by tipo, column, row', async () => {
    const entries = await configuration('it');
    const sortKey = (e: ConfigEntry) => [
      e.tipo,
      String(e.colonna).padStart(3, '0'),
      String(e.riga).padStart(3, '0'),
    ];
    const sorted = [...entries].sort((a, b) => {
      const [x, y] = [sortKey(a).join('\u0000'), sortKey(b).join('\u0000')];
      return x < y ? -1 : x > y ? 1 : 0; // code-unit order, like the API's byte order
    });
    expect(entries.map(key)).toEqual(sorted.map(key));
  });

  it('gives the footer 4 columns of text lines, each headed by a section title', async () => {
    const footer = byTipo(await configuration('it'), 'Footer');
    expect([...new Set(footer.map((entry) => entry.colonna))]).toEqual([1, 2, 3, 4]);
    for (const colonna of [1, 2, 3, 4]) {
      const lines = footer.filter((entry) => entry.colonna === colonna);
      expect(lines.map((line) => line.riga)).toEqual(lines.map((_, i) => i + 1));
      expect(lines.map((line) => line.flagTitolo)).toEqual(['S', ...lines.slice(1).map(() => 'N')]);
      expect(lines.every((line) => line.descrizione.length > 0)).toBe(true);
    }
    expect(footer.some((line) => /P\.IVA/.test(line.descrizione))).toBe(true);
  });

  it('gives the bottom menu 4 ordered columns, the last one of social links', async () => {
    const bottom = byTipo(await configuration('en'), 'BottomMenu');
    expect([...new Set(bottom.map((entry) => entry.colonna))]).toEqual([1, 2, 3, 4]);
    const links = bottom.filter((entry) => entry.flagTitolo === 'N');
    expect(links.every((entry) => entry.link !== '')).toBe(true);
    expect(links.map((entry) => entry.link)).toEqual(
      expect.arrayContaining(['/pages/privacy-policy', '/pages/condizioni-di-vendita']),
    );
    const social = links.filter((entry) => entry.colonna === 4);
    expect(social.map((entry) => entry.social)).toEqual(['facebook', 'instagram', 'linkedin', 'youtube']);
    expect(social.every((entry) => entry.link.startsWith('https://'))).toBe(true);
  });

  it('lists the left menu entries and their routes', async () => {
    const left = byTipo(await configuration('it'), 'LeftMenu');
    expect(left.map((entry) => entry.id)).toEqual([
      'products',
      'promotions',
      'highlights',
      'news',
      'favourites',
      'outlet',
      'categories',
      'brands',
    ]);
    expect(left.map((entry) => entry.link).filter(Boolean)).toEqual([
      '/offerte?type=P',
      '/inevidenza?type=E',
      '/novita?type=N',
      '/preferiti?type=F',
      '/outlet?type=O',
    ]);
  });

  it('carries the settings the web app reads, with their values in descrizione', async () => {
    const entries = await configuration('en');
    expect(setting(entries, 'Set_Round')).toBe('2');
    expect(setting(entries, 'Set_NumRes_B2B')).toBe('12');
    expect(setting(entries, 'Set_NumRes_INT')).toBe('24');
    expect(setting(entries, 'Set_AddRemoveQta')).toBe('CF');
    expect(setting(entries, 'Set_Ban_XS_Visible')).toBe('S');
    expect(setting(entries, 'Set_LinguaEN')).toBe('S');
  });
});

describe('POST /api/user/config with a bad payload', () => {
  it.each([
    ['missing', {}],
    ['empty', { Lingua: '' }],
    ['not a shop language', { Lingua: 'fr' }],
  ])('refuses a %s Lingua with 422 on the field Lingua, in Italian by default', async (_, fields) => {
    const response = await post(ctx.app, REST_PATHS.config, fields);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field: 'Lingua' }] });
    expect(body.errors[0].title).toMatch(/Lingua/);
    expect(body.errors[0].title).toMatch(/campo/);
  });

  it('explains the error in English when the caller accepts English', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.config,
      {},
      { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );
    expect(response.json().errors[0].title).toBe('The field “Lingua” is required.');
  });

  it('refuses a request without a body the same way', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.config,
      headers: { 'x-sessionid': 'abcdefghijklmnop1234' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('Lingua');
  });

  it.each([
    ['a 10 kB string', 'x'.repeat(10 * 1024)],
    ['SQL', "it'; DROP TABLE config_entries; --"],
    ['SQL in a quoted union', "' UNION SELECT password FROM users WHERE '1'='1"],
  ])('answers %s with a clean 422 and leaves the data intact', async (_, Lingua) => {
    const response = await post(ctx.app, REST_PATHS.config, { Lingua });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'Lingua' });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    expect(response.body.length).toBeLessThan(500);
    expect((await configuration('it')).length).toBeGreaterThan(0);
  });
});
