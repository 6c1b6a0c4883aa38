// The public cache is invalidated, not waited out, across gateways: two gateways over one real API
// (real HTTP, each following the API's content event stream), public data shared for ten minutes;
// a change made through one gateway is what the other answers on its very next request.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let first: FastifyInstance;
let second: FastifyInstance;
let adminToken: string;

async function graphql(gateway: FastifyInstance, query: string, variables = {}, token?: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return { body: res.json(), cache: res.headers['x-public-cache'] };
}

async function live(gateway: FastifyInstance) {
  for (let i = 0; i < 200 && gateway.contentVersion.epoch()?.startsWith('v') !== true; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(gateway.contentVersion.epoch()).toMatch(/^v\d+$/);
}

const STOREFRONT = `{ config(language: IT) { menu { key title } settings { pageSize } } }`;
const PRIVACY = `{ policy(kind: PRIVACY, language: EN) { version items { code } } }`;

beforeAll(async () => {
  api = await startRealApi();
  // Ten minutes: anything that shows up sooner was invalidated, not expired.
  [first, second] = await Promise.all([
    startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '600000' }),
    startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '600000' }),
  ]);
  await Promise.all([live(first), live(second)]);
  const login = await graphql(
    first,
    `
      mutation {
        login(input: { username: "admin", password: "Bellini2026" }, tokenDelivery: BEARER) {
          token
        }
      }
    `,
  );
  adminToken = login.body.data.login.token;
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await api?.close();
});

describe('public cache across gateways', () => {
  it('serves a repeat from the cache, then a change made through the other gateway on the next request', async () => {
    const before = await graphql(second, STOREFRONT);
    expect(before.body.data.config.settings.pageSize).toBe(12);
    expect((await graphql(second, STOREFRONT)).cache).toBe('hit');

    const saved = await graphql(
      first,
      `
        mutation {
          updateShopSettings(input: { pageSize: 24 }) {
            pageSize
          }
          saveConfigEntry(
            kind: "Menu"
            key: "offers"
            input: { titleIt: "Offerte lampo", titleEn: "Flash offers", link: "/offerte?type=P" }
          ) {
            key
            titleIt
          }
        }
      `,
      {},
      adminToken,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateShopSettings.pageSize).toBe(24);

    const after = await graphql(second, STOREFRONT);
    expect(after.cache).toBeUndefined();
    expect(after.body.data.config.settings.pageSize).toBe(24);
    expect(after.body.data.config.menu.find((m: { key: string }) => m.key === 'offers').title).toBe(
      'Offerte lampo',
    );
    // Shared again from then on.
    expect((await graphql(second, STOREFRONT)).cache).toBe('hit');
    expect(first.contentVersion.current()).toBe(second.contentVersion.current());
  });

  it('shows a newly published privacy policy through the other gateway at once', async () => {
    const before = await graphql(second, PRIVACY);
    expect(before.body.data.policy).toMatchObject({
      version: 1,
      items: [{ code: 'PRIV01' }, { code: 'PRIV02' }, { code: 'PRIV03' }],
    });
    const current = await graphql(
      first,
      `
        {
          policyVersion(kind: PRIVACY, number: 1) {
            items {
              code
              textIt
              textEn
              optionsIt
              optionsEn
            }
          }
        }
      `,
      {},
      adminToken,
    );
    const items = [
      ...current.body.data.policyVersion.items,
      {
        code: 'PRIV04',
        textIt: 'Corrieri',
        textEn: 'Couriers',
        optionsIt: ['Accetto'],
        optionsEn: ['I accept'],
      },
    ];
    const draft = await graphql(
      first,
      `
        mutation ($items: [PolicyDraftItemInput!]!) {
          savePolicyDraft(kind: PRIVACY, items: $items) {
            version {
              number
              state
            }
          }
        }
      `,
      { items },
      adminToken,
    );
    expect(draft.body.data.savePolicyDraft.version).toEqual({ number: 2, state: 'DRAFT' });
    // A draft is not public.
    expect((await graphql(second, PRIVACY)).body.data.policy.version).toBe(1);
    const published = await graphql(
      first,
      `
        mutation {
          publishPolicyDraft(kind: PRIVACY, number: 2) {
            current
          }
        }
      `,
      {},
      adminToken,
    );
    expect(published.body.data.publishPolicyDraft.current).toBe(2);
    const after = await graphql(second, PRIVACY);
    expect(after.body.data.policy.version).toBe(2);
    expect(after.body.data.policy.items.map((i: { code: string }) => i.code)).toContain('PRIV04');
  });
});
