// The first slice through the gateway: config and categories over a stand-in REST API on a real port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ConfigEntry } from '@shop/contract';
import { entry } from './support/config-entries';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, SESSION_ID, startGateway } from './support/gateway';

const ENTRIES: ConfigEntry[] = [
  entry({ tipo: 'Menu', id: 'offers', titolo: 'Offerte', link: '/offerte?type=P', riga: 2 }),
  entry({ tipo: 'Menu', id: 'home', titolo: 'Home', link: '/', riga: 1 }),
  entry({ tipo: 'Footer', id: 'addr', titolo: 'Via Roma 1', colonna: 2, riga: 2 }),
  entry({ tipo: 'Footer', id: 'company', titolo: 'Azienda', colonna: 2, riga: 1, flagTitolo: 'S' }),
  entry({ tipo: 'Footer', id: 'hours', titolo: 'Orari', colonna: 1, riga: 1, flagTitolo: 'S' }),
  entry({
    tipo: 'BottomMenu',
    id: 'fb',
    titolo: 'Facebook',
    colonna: 4,
    social: 'facebook',
    link: 'https://facebook.com/x',
  }),
  entry({ tipo: 'Set_Round', id: 'round', descrizione: '2' }),
  entry({ tipo: 'Set_LinguaEN', id: 'en', descrizione: 'S' }),
];

const CONFIG_QUERY = `query ($language: Language!) {
  config(language: $language) {
    language
    menu { key title link }
    footer { column lines { key title isSectionTitle } }
    bottomMenu { column lines { title social } }
    settings { englishEnabled priceDecimals pageSize }
  }
}`;

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  // Answers change between tests: no sharing between requests here (public-cache.test.ts covers it).
  gateway = await startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  api.answer('/api/user/config', { status: 200, body: { success: true, data: { configurazione: ENTRIES } } });
});

describe('config(language)', () => {
  it('calls POST /api/user/config with form field Lingua and the browser x-sessionid', async () => {
    const { body } = await graphql(gateway, CONFIG_QUERY, { language: 'EN' });
    expect(body.errors).toBeUndefined();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ Lingua: 'en' });
    expect(api.calls[0]?.headers['x-sessionid']).toBe(SESSION_ID);
    expect(api.calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('groups entries into ordered menus, footer columns and typed settings', async () => {
    const { body } = await graphql(gateway, CONFIG_QUERY, { language: 'IT' });
    expect(body.data?.config).toEqual({
      language: 'IT',
      menu: [
        { key: 'home', title: 'Home', link: '/' },
        { key: 'offers', title: 'Offerte', link: '/offerte?type=P' },
      ],
      footer: [
        { column: 1, lines: [{ key: 'hours', title: 'Orari', isSectionTitle: true }] },
        {
          column: 2,
          lines: [
            { key: 'company', title: 'Azienda', isSectionTitle: true },
            { key: 'addr', title: 'Via Roma 1', isSectionTitle: false },
          ],
        },
      ],
      bottomMenu: [{ column: 4, lines: [{ title: 'Facebook', social: 'facebook' }] }],
      settings: { englishEnabled: true, priceDecimals: 2, pageSize: 12 },
    });
  });

  it('falls back to the spec defaults when settings are absent', async () => {
    api.answer('/api/user/config', { status: 200, body: { success: true, data: { configurazione: [] } } });
    const { body } = await graphql(
      gateway,
      '{ config(language: IT) { settings { englishEnabled priceDecimals pageSize visitorPrices visitorCart } } }',
    );
    expect(body.data?.config).toEqual({
      settings: {
        englishEnabled: false,
        priceDecimals: 0,
        pageSize: 12,
        visitorPrices: false,
        visitorCart: true,
      },
    });
  });
});

describe('categories(language)', () => {
  it('maps the REST tree to codes, labels and levels', async () => {
    api.answer('/api/category/categorylist', ({ lingua, tipo }) => ({
      status: 200,
      body: {
        success: true,
        data: {
          categorie: [
            {
              id: '1||#||01',
              description: lingua === 'en' ? 'Food' : 'Alimentari',
              children: [{ id: `2||#||01.01`, description: tipo, children: [] }],
            },
          ],
        },
      },
    }));
    const { body } = await graphql(
      gateway,
      '{ categories(language: EN) { code treeId label level children { code label level children { code } } } }',
    );
    expect(body.data?.categories).toEqual([
      {
        code: '01',
        treeId: '1||#||01',
        label: 'Food',
        level: 1,
        children: [{ code: '01.01', label: 'b2b', level: 2, children: [] }],
      },
    ]);
  });
});

describe('errors', () => {
  it('maps a refused input to BAD_USER_INPUT with the API message and field', async () => {
    api.answer('/api/user/config', {
      status: 422,
      body: { success: false, errors: [{ title: 'Lingua non valida', code: 'VALIDATION', field: 'Lingua' }] },
    });
    const { body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Lingua non valida',
      extensions: { code: 'BAD_USER_INPUT', field: 'Lingua' },
    });
  });

  it('masks an answer that breaks the contract as INTERNAL_SERVER_ERROR', async () => {
    api.answer('/api/user/config', {
      status: 200,
      body: { success: true, data: { configurazione: 'SELECT *' } },
    });
    const { body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(body.errors?.[0]).toMatchObject({ message: 'Internal server error', path: ['config'] });
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('reports UPSTREAM_UNAVAILABLE when the API cannot be reached, without internals', async () => {
    const orphan = await startGateway('http://127.0.0.1:9');
    try {
      const { body } = await graphql(orphan, '{ config(language: IT) { language } }');
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.ts/);
      const health = await orphan.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
    } finally {
      await orphan.close();
    }
  });
});

describe('health', () => {
  it('answers /healthz when the API is up and /readyz always', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      api: 'ok',
    });
    expect((await gateway.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
