// Sessions as a browser and as another channel meet them: login sets an httpOnly cookie (or hands
// a Bearer token to clients that ask), viewer reads the user with it, logout ends it; login
// attempts are limited per IP, aliases included. Against the fake REST API over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { startGateway } from './support/gateway';
import { loginAnswer, TOKEN } from './support/users';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  api.answer('/api/login', loginAnswer);
  api.answer('/api/user/current', {
    status: 200,
    body: { success: true, data: { utente: loginAnswer.body.data.utente } },
  });
  api.answer('/api/logout', { status: 200, body: { success: true, data: { revocato: 'S' } } });
});

let ipCounter = 0;
/** A fresh client address per test, so the login limit of one test does not affect another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

function post(query: string, headers: Record<string, string> = {}, ip = freshIp()) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    payload: { query },
  });
}

const LOGIN = `mutation { login(input: { username: "fiere", password: "Bellini2026" }) { token expiresAt user { code type } } }`;
const VIEWER = `{ viewer { code type isStaff firstName lastName email language canSeePromotions mustChangePassword mustSetName
  consents { privacyPolicy saleConditions } fairs { code description } destination } }`;

const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'shop_session');

describe('login', () => {
  it('sets an httpOnly, SameSite=Lax cookie and never returns the token to a browser', async () => {
    const res = await post(LOGIN);
    expect(res.json().data.login).toEqual({
      token: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { code: 'fiere', type: 'F' },
    });
    expect(res.body).not.toContain(TOKEN);
    expect(sessionCookie(res)).toMatchObject({ value: TOKEN, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie(res)?.secure).toBeUndefined();
    expect(api.calls[0]?.body).toEqual({ CodUtente: 'fiere', Password: 'Bellini2026' });
  });

  it('forwards the browser’s address to the API (behind a trusted proxy: the proxy’s X-Forwarded-For)', async () => {
    await post(LOGIN, {}, '198.51.100.7');
    expect(api.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await post(LOGIN, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(res)?.secure).toBe(true);
  });

  it('hands the token to a client that asks for BEARER delivery, without a cookie', async () => {
    const res = await post(
      LOGIN.replace('password: "Bellini2026" }', 'password: "Bellini2026" }, tokenDelivery: BEARER'),
    );
    expect(res.json().data.login.token).toBe(TOKEN);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('reports wrong credentials as UNAUTHENTICATED with the API message, and sets no cookie', async () => {
    api.answer('/api/login', {
      status: 401,
      body: {
        success: false,
        errors: [{ title: 'Codice utente o password non corretti.', code: 'UNAUTHENTICATED' }],
      },
    });
    const res = await post(LOGIN);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Codice utente o password non corretti.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('viewer', () => {
  it('is null for an anonymous caller, without calling the API', async () => {
    expect((await post(VIEWER)).json()).toEqual({ data: { viewer: null } });
    expect(api.calls).toHaveLength(0);
  });

  it('reads the user with the session cookie, sent to the API as a Bearer token', async () => {
    const res = await post(VIEWER, { cookie: `shop_session=${TOKEN}` });
    expect(res.json().data.viewer).toEqual({
      code: 'fiere',
      type: 'F',
      isStaff: true,
      firstName: 'Marta',
      lastName: 'Conti',
      email: 'marta@example.com',
      language: 'IT',
      canSeePromotions: true,
      mustChangePassword: false,
      mustSetName: true,
      consents: { privacyPolicy: true, saleConditions: false },
      fairs: [{ code: 'MAR26', description: 'Marca Bologna 2026' }],
      destination: '/fieredetail/MAR26',
    });
    expect(api.calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('turns an expired cookie session into an anonymous one and removes the cookie', async () => {
    api.answer('/api/user/current', {
      status: 401,
      body: { success: false, errors: [{ title: 'Sessione scaduta', code: 'UNAUTHENTICATED' }] },
    });
    const res = await post(VIEWER, { cookie: `shop_session=${TOKEN}` });
    expect(res.json()).toEqual({ data: { viewer: null } });
    expect(sessionCookie(res)).toMatchObject({ value: '', path: '/' });
    const bearer = await post(VIEWER, { authorization: `Bearer ${TOKEN}` });
    expect(bearer.json().errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });
});

describe('logout', () => {
  it('revokes the token at the API and removes the cookie', async () => {
    const res = await post('mutation { logout }', { cookie: `shop_session=${TOKEN}` });
    expect(res.json()).toEqual({ data: { logout: true } });
    expect(api.calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      ['/api/logout', `Bearer ${TOKEN}`],
    ]);
    expect(sessionCookie(res)).toMatchObject({ value: '' });
  });

  it('is harmless for an anonymous caller', async () => {
    expect((await post('mutation { logout }')).json()).toEqual({ data: { logout: true } });
    expect(api.calls).toHaveLength(0);
  });
});

describe('login rate limit (3 per IP in these tests)', () => {
  it('refuses an operation batching logins through aliases beyond the limit, before calling the API', async () => {
    const aliased = `mutation { ${[1, 2, 3, 4]
      .map((i) => `a${i}: login(input: { username: "u${i}", password: "p" }) { expiresAt }`)
      .join(' ')} }`;
    const res = await post(aliased);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Too many login attempts. Please wait a few minutes and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('counts logins one by one per IP, with Retry-After, and leaves other addresses alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(LOGIN, {}, ip)).statusCode).toBe(200);
    const refused = await post(LOGIN, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(api.count('/api/login')).toBe(3);
    expect((await post(LOGIN, {}, freshIp())).statusCode).toBe(200);
  });

  it('counts logins hidden in fragments too', async () => {
    const ip = freshIp();
    const viaFragment = `mutation { ...A ...A } fragment A on Mutation { login(input: { username: "x", password: "y" }) { expiresAt } }`;
    expect((await post(viaFragment, {}, ip)).statusCode).toBe(200);
    expect((await post(viaFragment, {}, ip)).statusCode).toBe(429);
  });
});
