// Banners (public, shared cache) and the signed-in user's promotions (per user, never shared)
// against the fake REST API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { startGateway } from './support/gateway';
import { TOKEN, USER } from './support/users';

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

const PROMO = {
  codice: 'PR1',
  titolo: 'Estate',
  descrizione: 'Sconto extra',
  url: '/promo/estate.jpg',
  applicata: 'S',
  tipo: 'articoli',
  dal: '2026-06-01',
  al: '2026-08-31',
};

beforeEach(() => {
  api.calls.length = 0;
  api.answer('/api/user/current', { status: 200, body: { success: true, data: { utente: USER } } });
  api.answer('/api/promotion', (body) => ({
    status: 200,
    body: {
      success: true,
      data: { promozioni: [{ ...PROMO, titolo: `${PROMO.titolo} ${body.CodUtente}` }] },
    },
  }));
});

function post(query: string, token: string | null = TOKEN) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': 'promo-session-00001',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query },
  });
}

describe('banners', () => {
  it('maps positions, empty links and images to null, and asks once per language', async () => {
    api.answer('/api/banner', (body) => ({
      status: 200,
      body: {
        success: true,
        data: {
          immagini: [
            {
              tipo: 'topleft',
              descrizione: `Free shipping ${body.Lingua}`,
              link: '/pages/shipping',
              url: '/promo/icons/truck.svg',
            },
            { tipo: 'topright', descrizione: 'Call us', link: '', url: '' },
          ],
        },
      },
    }));
    const res = await post('{ banners(language: EN) { position text link imageUrl } }', null);
    expect(res.json().data.banners).toEqual([
      {
        position: 'TOP_LEFT',
        text: 'Free shipping en',
        link: '/pages/shipping',
        imageUrl: '/promo/icons/truck.svg',
      },
      { position: 'TOP_RIGHT', text: 'Call us', link: null, imageUrl: null },
    ]);
    await post('{ banners(language: EN) { text } }');
    expect(api.count('/api/banner')).toBe(1);
  });
});

describe('promotions', () => {
  it('asks for the caller’s own promotions with their tipo and code, with the token', async () => {
    const res = await post(
      '{ promotions(language: EN, excludeHeader: true) { code title description imageUrl applied kind validFrom validTo } }',
    );
    expect(res.json().data.promotions).toEqual([
      {
        code: 'PR1',
        title: 'Estate fiere',
        description: 'Sconto extra',
        imageUrl: '/promo/estate.jpg',
        applied: true,
        kind: 'PRODUCTS',
        validFrom: '2026-06-01',
        validTo: '2026-08-31',
      },
    ]);
    const call = api.calls.find((c) => c.path === '/api/promotion');
    expect(call?.body).toEqual({
      TipoUtente: 'F',
      CodUtente: 'fiere',
      EscludiPromozioniDiTestata: 'S',
      Lingua: 'en',
    });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('reads the user once when the viewer is asked for too, and never shares the answer between users', async () => {
    await post('{ viewer { code } promotions(language: IT) { code } }');
    expect(api.count('/api/user/current')).toBe(1);
    api.answer('/api/user/current', {
      status: 200,
      body: { success: true, data: { utente: { ...USER, codutente: 'other' } } },
    });
    const second = await post('{ promotions(language: IT) { title } }', 'tok_'.padEnd(43, 'y'));
    expect(second.json().data.promotions[0].title).toBe('Estate other');
    expect(api.count('/api/promotion')).toBe(2);
  });

  it('gives a visitor an empty list without calling the API', async () => {
    const res = await post('{ promotions(language: IT) { code } }', null);
    expect(res.json()).toEqual({ data: { promotions: [] } });
    expect(api.calls).toHaveLength(0);
  });

  it('reports a refusal with its code', async () => {
    api.answer('/api/promotion', {
      status: 403,
      body: { success: false, errors: [{ title: 'Not allowed.', code: 'FORBIDDEN', field: 'CodUtente' }] },
    });
    const res = await post('{ promotions(language: IT) { code } }');
    expect(res.json().errors[0]).toMatchObject({
      message: 'Not allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
