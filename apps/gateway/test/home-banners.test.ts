// The home page's banners (public, shared cache) against the fake REST API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const QUERY = `query Home($language: Language!) {
  homeBanners(language: $language) { title text link imageUrl }
}`;

describe('homeBanners', () => {
  it('maps the REST banners in order, empty links and pictures to null, once per language', async () => {
    api.answer('/api/banner/home', (body) => ({
      status: 200,
      body: {
        success: true,
        data: {
          banner: [
            {
              titolo: `Promo ${body.Lingua}`,
              descrizione: 'Sconti',
              link: '/offerte?type=P',
              url: '/promo/banners/a.svg',
            },
            { titolo: 'Senza link', descrizione: 'Solo testo', link: '', url: '' },
          ],
        },
      },
    }));
    const first = await graphql(gateway, QUERY, { language: 'EN' });
    expect(first.status).toBe(200);
    expect(first.body.data?.homeBanners).toEqual([
      { title: 'Promo en', text: 'Sconti', link: '/offerte?type=P', imageUrl: '/promo/banners/a.svg' },
      { title: 'Senza link', text: 'Solo testo', link: null, imageUrl: null },
    ]);
    await graphql(gateway, QUERY, { language: 'EN' });
    expect(api.count('/api/banner/home')).toBe(1);
    expect(api.calls.find((call) => call.path === '/api/banner/home')?.body).toMatchObject({ Lingua: 'en' });
  });

  it('reports UPSTREAM_UNAVAILABLE-class errors without internals when the API refuses', async () => {
    api.answer('/api/banner/home', {
      status: 500,
      body: { success: false, errors: [{ title: 'boom at /srv/x.ts' }] },
    });
    const { body } = await graphql(gateway, QUERY, { language: 'IT' });
    expect(body.data).toBeNull();
    expect(JSON.stringify(body.errors)).not.toMatch(/\/srv|boom/);
  });
});
