// Settings, configuration entries and policy versions through GraphQL over the real REST API: refused
// values come back at the argument the client sent (BAD_USER_INPUT + field), a preview shows a draft
// without saving it, agents and customers are refused, and answers to a replaced text are a CONFLICT.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const tokens: Record<string, string> = {};

async function post(query: string, variables: Record<string, unknown> = {}, token?: string) {
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
  return res.json();
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  for (const user of ['admin', 'moretti', 'rossi']) {
    const res = await post(
      `mutation($u: String!) { login(input: { username: $u, password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
      { u: user },
    );
    tokens[user] = res.data.login.token;
  }
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const fieldsOf = (res: { errors?: Array<{ extensions: { code: string; field?: string } }> }) =>
  (res.errors ?? []).map((e) => [e.extensions.code, e.extensions.field]);

describe('settings through GraphQL', () => {
  it('reads the settings and refuses a wrong value at its input field', async () => {
    const read = await post(
      `{ managedSettings { pageSize priceDecimals quantityMode priceLists { p1 } } }`,
      {},
      tokens.admin,
    );
    expect(read.data.managedSettings).toEqual({
      pageSize: 12,
      priceDecimals: 2,
      quantityMode: 'PACK',
      priceLists: { p1: 'p1' },
    });
    const refused = await post(
      `mutation { updateShopSettings(input: { pageSize: 500, priceLists: { p2: "p9" } }) { pageSize } }`,
      {},
      tokens.admin,
    );
    expect(fieldsOf(refused)).toEqual([['BAD_USER_INPUT', 'input.pageSize']]);
    const saved = await post(
      `mutation { updateShopSettings(input: { quantityMode: UNIT, englishEnabled: false }) { quantityMode englishEnabled } }`,
      {},
      tokens.admin,
    );
    expect(saved.data.updateShopSettings).toEqual({ quantityMode: 'UNIT', englishEnabled: false });
  });

  it('puts an entry’s refused field at its input name, and a new key’s at input.newKey', async () => {
    const refused = await post(
      `mutation { saveConfigEntry(kind: "BottomMenu", key: "bottom-1-2", input: { titleIt: "Chi siamo", titleEn: "About us", link: "ftp://x", column: 2 }) { key } }`,
      {},
      tokens.admin,
    );
    expect(fieldsOf(refused)[0]).toEqual(['BAD_USER_INPUT', 'input.link']);
    const taken = await post(
      `mutation { saveConfigEntry(kind: "Menu", input: { newKey: "home", titleIt: "Casa", titleEn: "Home" }) { key } }`,
      {},
      tokens.admin,
    );
    expect(fieldsOf(taken)).toEqual([['CONFLICT', 'input.newKey']]);
  });

  it('previews a draft menu as the storefront would show it, saving nothing', async () => {
    const preview = await post(
      `query($entries: [ConfigEntryDraft!]!) {
        configPreview(language: EN, kinds: ["Menu"], entries: $entries) { menu { key title link } footer { column } }
      }`,
      {
        entries: [
          {
            kind: 'Menu',
            key: 'fairs',
            row: 1,
            column: 0,
            title: 'Fairs',
            text: '',
            link: '/fieredetail/EXPO2026',
            icon: '',
            social: '',
            isSectionTitle: false,
          },
        ],
      },
      tokens.admin,
    );
    expect(preview.data.configPreview.menu).toEqual([
      { key: 'fairs', title: 'Fairs', link: '/fieredetail/EXPO2026' },
    ]);
    expect(preview.data.configPreview.footer).toHaveLength(4);
    const saved = await post(`{ configEntries(kind: "Menu") { key } }`, {}, tokens.admin);
    expect(saved.data.configEntries.map((e: { key: string }) => e.key)).not.toContain('fairs');
  });

  it('refuses agents and customers, and visitors must log in', async () => {
    for (const user of ['moretti', 'rossi']) {
      const res = await post(`{ configEntries(kind: "Menu") { key } }`, {}, tokens[user]);
      expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
      const preview = await post(
        `{ configPreview(language: IT, kinds: [], entries: []) { language } }`,
        {},
        tokens[user],
      );
      expect(preview.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await post(`{ managedSettings { pageSize } }`)).errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('policy versions through GraphQL', () => {
  it('puts a draft’s refused option at items.<n>.options<Lang>.<k> and publishes; answers to the old text conflict', async () => {
    const refused = await post(
      `mutation { savePolicyDraft(kind: SALE_CONDITIONS, items: [{ code: "CV01", textIt: "Testo", textEn: "Text", optionsIt: ["Sì", "No"], optionsEn: ["Yes"] }]) { version { number } } }`,
      {},
      tokens.admin,
    );
    expect(fieldsOf(refused)[0]).toEqual(['BAD_USER_INPUT', 'items.0.optionsEn.1']);
    const before = await post(`{ policy(kind: SALE_CONDITIONS, language: IT) { version } }`);
    expect(before.data.policy.version).toBe(1);
    await post(
      `mutation { savePolicyDraft(kind: SALE_CONDITIONS, items: [{ code: "CV01", textIt: "Nuove condizioni", textEn: "New terms", optionsIt: ["Accetto"], optionsEn: ["I accept"] }]) { version { number } } }`,
      {},
      tokens.admin,
    );
    const list = await post(
      `mutation { publishPolicyDraft(kind: SALE_CONDITIONS, number: 2) { current versions { number state isCurrent } } }`,
      {},
      tokens.admin,
    );
    expect(list.data.publishPolicyDraft.versions[0]).toEqual({
      number: 2,
      state: 'PUBLISHED',
      isCurrent: true,
    });
    const viewer = await post(`{ viewer { consents { saleConditions } } }`, {}, tokens.rossi);
    expect(viewer.data.viewer.consents.saleConditions).toBe(false);
    const stale = await post(
      `mutation { acceptPolicies(kind: SALE_CONDITIONS, version: 1, answers: [{ code: "CV01", value: "S" }]) { consents { saleConditions } } }`,
      {},
      tokens.rossi,
    );
    expect(stale.errors[0].extensions.code).toBe('CONFLICT');
    const accepted = await post(
      `mutation { acceptPolicies(kind: SALE_CONDITIONS, version: 2, answers: [{ code: "CV01", value: "S" }]) { consents { saleConditions } } }`,
      {},
      tokens.rossi,
    );
    expect(accepted.data.acceptPolicies.consents.saleConditions).toBe(true);
    const consents = await post(
      `{ userPolicyConsents(userCode: "rossi") { acceptances { kind version valid } } }`,
      {},
      tokens.admin,
    );
    expect(consents.data.userPolicyConsents.acceptances).toContainEqual({
      kind: 'SALE_CONDITIONS',
      version: 2,
      valid: true,
    });
    expect(
      (await post(`{ policyVersion(kind: PRIVACY, number: 9) { version { number } } }`, {}, tokens.admin))
        .data.policyVersion,
    ).toBeNull();
  });
});
