// The shared cache of public, language-keyed data, counted at a fake REST API over real HTTP: any
// number of config/categories fields in one request, or in concurrent requests within the TTL, cost
// at most one upstream call per language; failures are not cached; the TTL bounds staleness.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { configAnswer, entry } from './support/config-entries';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';
import { USER } from './support/users';

const CONFIG = '/api/user/config';
const CATEGORIES = '/api/category/categorylist';
const BANNERS = '/api/banner';
const POLICY = '/api/data/tableinfo';
const BRANDS = '/api/brand';
const TYPES = '/api/data/table';
/** Upstream calls per kind of public data: config, categories, banners, policy, brands, product types. */
const counts = () => [CONFIG, CATEGORIES, BANNERS, POLICY, BRANDS, TYPES].map((path) => api.count(path));
const TTL_MS = 400;

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.calls.length = 0;
  api.answer(CONFIG, ({ Lingua }) => ({
    ...configAnswer([entry({ tipo: 'Menu', id: 'home', titolo: Lingua === 'en' ? 'Home' : 'Inizio' })]),
    delayMs: 50,
  }));
  api.answer(CATEGORIES, () => ({
    status: 200,
    body: { success: true, data: { categorie: [{ id: '1||#||01', description: 'Food', children: [] }] } },
    delayMs: 50,
  }));
  api.answer(BANNERS, () => ({
    status: 200,
    body: {
      success: true,
      data: { immagini: [{ tipo: 'topleft', descrizione: 'Spedizione', link: '', url: '' }] },
    },
    delayMs: 50,
  }));
  api.answer(POLICY, () => ({
    status: 200,
    body: { success: true, data: { privacypolicy: [] } },
    delayMs: 50,
  }));
  api.answer(BRANDS, () => ({
    status: 200,
    body: { success: true, data: { marchi: [{ nome: 'BR1', descizione: 'Bellini' }] } },
    delayMs: 50,
  }));
  api.answer(TYPES, () => ({
    status: 200,
    body: { success: true, data: { dati: [{ codice: 'O', descrizione: 'Outlet' }] } },
    delayMs: 50,
  }));
  gateway = await startGateway(api.url, { PUBLIC_CACHE_TTL_MS: String(TTL_MS) });
});
afterEach(() => gateway.close());

const MANY_FIELDS = `{
  a: config(language: IT) { menu { title } }
  b: config(language: IT) { settings { pageSize } }
  c: config(language: IT) { footer { column } }
  d: categories(language: IT) { code }
  e: categories(language: IT) { label }
  f: banners(language: IT) { text }
  g: banners(language: IT) { position link }
  h: policy(kind: PRIVACY, language: IT) { kind }
  i: policy(kind: PRIVACY, language: IT) { items { code } }
  j: brands { code }
  k: brands { name }
  l: productTypes(language: IT) { type }
  m: productTypes(language: IT) { label }
}`;

describe('public data cache', () => {
  it('makes one upstream call per kind for many fields of one request', async () => {
    const { body } = await graphql(gateway, MANY_FIELDS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.a).toEqual({ menu: [{ title: 'Inizio' }] });
    expect(body.data?.g).toEqual([{ position: 'TOP_LEFT', link: null }]);
    expect(counts()).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('shares one upstream call between concurrent requests and later ones within the TTL', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => graphql(gateway, MANY_FIELDS)));
    expect(answers.every(({ body }) => body.errors === undefined)).toBe(true);
    await graphql(gateway, MANY_FIELDS);
    expect(counts()).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('keys by language and calls again once the TTL has passed', async () => {
    await graphql(gateway, '{ it: config(language: IT) { language } en: config(language: EN) { language } }');
    expect(api.calls.map((c) => c.body.Lingua).sort()).toEqual(['en', 'it']);
    const { body } = await graphql(gateway, '{ config(language: EN) { menu { title } } }');
    expect(body.data?.config).toEqual({ menu: [{ title: 'Home' }] });
    expect(api.count(CONFIG)).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    await graphql(gateway, '{ config(language: EN) { language } }');
    expect(api.count(CONFIG)).toBe(3);
  });

  it('does not cache a failure: the next request asks again', async () => {
    api.answer(CONFIG, {
      status: 503,
      body: { success: false, errors: [{ title: 'down', code: 'INTERNAL' }] },
    });
    const failed = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(failed.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    api.answer(CONFIG, configAnswer([]));
    const { body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(body.data?.config).toEqual({ language: 'IT' });
    expect(api.count(CONFIG)).toBe(2);
  });

  it('never forwards the caller’s token on a shared call', async () => {
    await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${'t'.repeat(43)}` },
      payload: { query: '{ config(language: IT) { language } }' },
    });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('never shares an answer that holds a caller’s own data', async () => {
    api.answer('/api/user/current', ({ Lingua }) => ({
      status: 200,
      body: {
        success: true,
        data: {
          utente: { ...USER, codutente: `user-${api.count('/api/user/current')}`, lingua: Lingua ?? 'it' },
        },
      },
    }));
    const query = '{ config(language: IT) { language } viewer { code } }';
    const asUser = (token: string) =>
      gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `shop_session=${token}` },
        payload: { query },
      });
    const first = (await asUser('a'.repeat(43))).json();
    const second = (await asUser('b'.repeat(43))).json();
    expect(first.data.viewer.code).not.toBe(second.data.viewer.code);
    expect(api.count('/api/user/current')).toBe(2);
    expect(api.count(CONFIG)).toBe(1);
  });

  it('answers a repeated public-only query from stored bytes, per Accept header, never with errors', async () => {
    const send = (query: string, accept = 'application/json') =>
      gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept },
        payload: { query, variables: {} },
      });
    const query = '{ config(language: IT) { menu { title } } }';
    const first = await send(query);
    expect(first.headers['x-public-cache']).toBeUndefined();
    const again = await send(query);
    expect(again.headers['x-public-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const other = await send(query, 'application/graphql-response+json');
    expect(other.headers['x-public-cache']).toBeUndefined();
    expect(other.headers['content-type']).toContain('application/graphql-response+json');
    expect((await send(query, 'application/graphql-response+json')).headers['x-public-cache']).toBe('hit');

    api.answer(CATEGORIES, {
      status: 503,
      body: { success: false, errors: [{ title: 'down', code: 'INTERNAL' }] },
    });
    await send('{ categories(language: EN) { code } }');
    expect((await send('{ categories(language: EN) { code } }')).headers['x-public-cache']).toBeUndefined();
    await send('{ viewer { code } }');
    expect((await send('{ viewer { code } }')).headers['x-public-cache']).toBeUndefined();
  });
});
