// The gateway over the real REST API (in-process, demo data on PGlite), over real HTTP: the shell's
// public data, a browser session from login to logout with the seeded demo users, and the API's
// per-account login lock as the gateway answers it.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

function post(query: string, headers: Record<string, string> = {}) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-sessionid': SESSION_ID, ...headers },
    payload: { query },
  });
}
const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'shop_session');
const login = (username: string, password: string, extra = '') =>
  post(`mutation { login(input: { username: "${username}", password: "${password}" }${extra}) {
    token user { code type destination mustChangePassword } } }`);

describe('against the real API', () => {
  it('serves the seeded configuration with typed settings and content', async () => {
    const res = await post(`{ config(language: EN) {
      settings { englishEnabled priceDecimals pageSize internalPageSize quantityMode smallScreenBanner showSecondCode visitorPrices visitorCart defaultOrderType priceLists { p1 } }
      help { contact { title } faq { question } }
      messages { topNotice { title } cartMessage { text } }
      policies { privacy { title link } cookies { link } }
      registrationButtons { audience link }
      contactForm { key }
    } categories(language: EN) { code label } }`);
    const { data, errors } = res.json();
    expect(errors).toBeUndefined();
    expect(data.config.settings).toEqual({
      englishEnabled: true,
      priceDecimals: 2,
      pageSize: 12,
      internalPageSize: 24,
      quantityMode: 'PACK',
      smallScreenBanner: true,
      showSecondCode: false,
      visitorPrices: false,
      visitorCart: true,
      defaultOrderType: 'ORD',
      priceLists: { p1: 'p1' },
    });
    expect(data.config.help.contact.title).toBe('Need help?');
    expect(data.config.help.faq).toHaveLength(4);
    expect(data.config.policies).toEqual({
      privacy: { title: 'Privacy policy', link: '/pages/privacy-policy' },
      cookies: { link: '/pages/cookie-policy' },
    });
    expect(data.config.registrationButtons.map((b: { audience: string }) => b.audience)).toEqual([
      'PRIVATE',
      'BUSINESS',
      'EXISTING_CUSTOMER',
    ]);
    expect(data.config.contactForm.map((f: { key: string }) => f.key)).toEqual([
      'company',
      'vat',
      'email',
      'phone',
      'message',
    ]);
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it('compresses a large answer for a client that accepts it, and not for one that does not', async () => {
    const query =
      '{ categories(language: IT) { code label children { code label children { code label } } } }';
    const zipped = await post(query, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(body.data.categories.length).toBeGreaterThan(0);
    const plain = await post(query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);
  });

  it('logs a customer in with a cookie, reads the viewer with it, and logs out', async () => {
    const res = await login('rossi', 'Bellini2026');
    expect(res.json().data.login).toEqual({
      token: null,
      user: { code: 'rossi', type: 'C', destination: '/account', mustChangePassword: false },
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const asRossi = { cookie: `shop_session=${cookie?.value}` };

    const viewer = await post('{ viewer { code firstName isStaff consents { privacyPolicy } } }', asRossi);
    expect(viewer.json().data.viewer).toEqual({
      code: 'rossi',
      firstName: 'Giovanni',
      isStaff: false,
      consents: { privacyPolicy: true },
    });

    const out = await post('mutation { logout }', asRossi);
    expect(out.json()).toEqual({ data: { logout: true } });
    // The revoked token no longer opens a session: the browser is anonymous again and the cookie goes.
    const after = await post('{ viewer { code } }', asRossi);
    expect(after.json()).toEqual({ data: { viewer: null } });
    expect(cookieOf(after)?.value).toBe('');
  });

  it('gives a Bearer token to another channel and sends a fair user to the first fair', async () => {
    const res = await login('fiere', 'Bellini2026', ', tokenDelivery: BEARER');
    const { token, user } = res.json().data.login;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.destination).toMatch(/^\/fieredetail\/.+/);
    const viewer = await post('{ viewer { code fairs { code } } }', { authorization: `Bearer ${token}` });
    expect(viewer.json().data.viewer.code).toBe('fiere');
    expect(viewer.json().data.viewer.fairs.length).toBeGreaterThan(0);
  });

  it('answers a fair’s place and dates in the login answer itself (asked with the new session)', async () => {
    const res = await post(`mutation { login(input: { username: "fiere", password: "Bellini2026" }) {
      user { fairs { code place startsOn } } } }`);
    const { data, errors } = res.json();
    expect(errors).toBeUndefined();
    expect(data.login.user.fairs.length).toBeGreaterThan(0);
    expect(data.login.user.fairs[0].place).toEqual(expect.any(String));
    expect(data.login.user.fairs[0].startsOn).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('refuses a wrong password with the API’s translated message', async () => {
    const res = await post(
      'mutation { login(input: { username: "rossi", password: "sbagliata" }, language: EN) { token } }',
    );
    expect(res.json().errors[0]).toMatchObject({
      message: 'Wrong user code or password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(cookieOf(res)).toBeUndefined();
  });
});

// The API's lock on an account (5 failures in 15 minutes, in its database) holds whatever address
// each try comes from, and the gateway answers it as it answers its own per-address limit.
describe('failed logins per account, behind a proxy (TRUST_PROXY=1), from a new address each time', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    // A per-address limit high enough that only the per-account lock can refuse.
    proxied = await startGateway(api.url, { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '100' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  let address = 0;
  const loginFromNewAddress = (username: string, password: string) =>
    proxied.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-sessionid': SESSION_ID,
        'x-forwarded-for': `203.0.113.${++address}`,
      },
      payload: {
        query: `mutation { login(input: { username: "${username}", password: "${password}" }, language: EN) { expiresAt } }`,
      },
    });

  it('locks the account after 5 failures: the 6th try gets 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await loginFromNewAddress('gallo', 'Sbagliata123');
      expect(res.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const locked = await loginFromNewAddress('gallo', 'Bellini2026');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().errors).toEqual([
      {
        message: 'Too many failed login attempts. Please try again in 15 minutes.',
        path: ['login'],
        locations: [{ line: 1, column: 12 }],
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
      },
    ]);
    // Another account is not affected.
    expect((await loginFromNewAddress('ferri', 'Bellini2026')).json().data.login.expiresAt).toEqual(
      expect.any(String),
    );
  });
});
