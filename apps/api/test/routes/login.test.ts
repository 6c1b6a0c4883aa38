// Contract tests of POST /api/login and POST /api/logout: credentials, tokens, expiry, revocation,
// and the login rate limit per account and per address.
import { failureSchema, loginResponseSchema, REST_PATHS } from '@shop/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '../../src/db/schema';
import { hashToken } from '../../src/modules/users/token';
import { DEMO_PASSWORD } from '../../src/seed/data/users';
import { loginAs } from '../helpers/login';
import { BODY_FORMATS, INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let address = 0;
/** A fresh client address per test: the per-address limit must not leak between tests. */
const fromNewAddress = (headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': `203.0.113.${++address}`, ...headers },
});

const sessionCount = async () => (await ctx.database.handle.db.select({ n: count() }).from(sessions))[0]?.n;

function expectClean(body: string) {
  for (const pattern of INTERNALS) expect(body).not.toMatch(pattern);
}

describe('POST /api/login', () => {
  it.each(BODY_FORMATS)('answers a token, its expiry and the user for a %s body', async (format) => {
    const response = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: 'rossi', Password: DEMO_PASSWORD },
      { format, ...fromNewAddress() },
    );
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    const { token, scadenza, utente } = body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(scadenza) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(utente).toMatchObject({ tipo: 'C', codutente: 'rossi', destinazione: '/account' });
  });

  it('stores only the SHA-256 of the token, with the x-sessionid it logged in from', async () => {
    const { token } = await loginAs(ctx.app, 'ferri');
    const rows = await ctx.database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.anonymousSessionId).toBe('test-session_0123456789');
    const all = await ctx.database.handle.db.execute(sql`select token_hash from sessions`);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('reads the user code in any case and answers in the payload language', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: ' ROSSI ', Password: DEMO_PASSWORD, Lingua: 'en' },
      fromNewAddress(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.utente.codutente).toBe('rossi');
  });

  it.each([
    ['a wrong password', 'rossi', 'Sbagliata123'],
    ['an unknown user', 'nessuno', DEMO_PASSWORD],
    ['a password in another case', 'rossi', DEMO_PASSWORD.toUpperCase()],
  ])('refuses %s with the same 401, and opens no session', async (_, CodUtente, Password) => {
    const before = await sessionCount();
    const response = await post(ctx.app, REST_PATHS.login, { CodUtente, Password }, fromNewAddress());
    expect(response.statusCode).toBe(401);
    const body = failureSchema.parse(response.json());
    expect(body.errors[0]).toEqual({
      code: 'UNAUTHENTICATED',
      title: 'Codice utente o password non corretti.',
    });
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['no CodUtente', { Password: DEMO_PASSWORD }, 'CodUtente'],
    ['no Password', { CodUtente: 'rossi' }, 'Password'],
    ['an empty Password', { CodUtente: 'rossi', Password: '' }, 'Password'],
    ['a 10 kB CodUtente', { CodUtente: 'x'.repeat(10_240), Password: 'x' }, 'CodUtente'],
    ['a 10 kB Password', { CodUtente: 'rossi', Password: 'x'.repeat(10_240) }, 'Password'],
  ])('refuses %s with 422 on that field, without counting an attempt', async (_, fields, field) => {
    const attempts = async () =>
      (await ctx.database.handle.db.select({ n: count() }).from(loginAttempts))[0]?.n;
    const before = await attempts();
    const response = await post(ctx.app, REST_PATHS.login, fields, fromNewAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field });
    expect(await attempts()).toBe(before);
  });

  it('treats SQL in the user code as a plain wrong login', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: "rossi' OR '1'='1", Password: "' OR '1'='1" },
      fromNewAddress(),
    );
    expect(response.statusCode).toBe(401);
    expectClean(response.body);
  });

  it('needs an x-sessionid like every call', async () => {
    const response = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: 'rossi', Password: DEMO_PASSWORD },
      { noSession: true },
    );
    expect(response.statusCode).toBe(400);
  });

  it('logs in even when the caller still sends a revoked token', async () => {
    const old = await loginAs(ctx.app, 'gallo');
    await post(ctx.app, REST_PATHS.logout, {}, { headers: old.headers });
    const response = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: 'gallo', Password: DEMO_PASSWORD },
      fromNewAddress(old.headers),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  const attempt = (CodUtente: string, Password: string, ip: string, lang = 'it') =>
    post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente, Password },
      { headers: { 'x-forwarded-for': ip, 'accept-language': lang } },
    );

  it('refuses a 6th try within 15 minutes on one account with 429, Retry-After and a clear message', async () => {
    // Each failure from another address: the limit follows the account, whoever tries it.
    for (let i = 0; i < 5; i++)
      expect((await attempt('colombo', 'Sbagliata123', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const limited = await attempt('colombo', DEMO_PASSWORD, '192.0.2.99', 'en');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().errors[0]).toEqual({
      code: 'RATE_LIMITED',
      title: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    // The right password does not get through while limited, and other accounts are not affected.
    expect((await attempt('ferri', DEMO_PASSWORD, '192.0.2.98')).statusCode).toBe(200);
  });

  it('frees the account when the failures leave the 15-minute window', async () => {
    for (let i = 0; i < 5; i++) await attempt('gallo', 'Sbagliata123', '192.0.2.150');
    expect((await attempt('gallo', DEMO_PASSWORD, '192.0.2.151')).statusCode).toBe(429);
    await ctx.database.handle.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.account, 'gallo'));
    expect((await attempt('gallo', DEMO_PASSWORD, '192.0.2.151')).statusCode).toBe(200);
  });

  it('resets the account counter after a successful login', async () => {
    for (let i = 0; i < 4; i++) await attempt('admin', 'Sbagliata123', '192.0.2.200');
    expect((await attempt('admin', DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt('admin', 'Sbagliata123', '192.0.2.201')).statusCode).toBe(401);
    expect((await attempt('admin', DEMO_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });

  it('limits one address to 20 failures over any accounts, even after a success from it', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++)
      expect((await attempt(`ghost${i}`, 'Sbagliata123', ip)).statusCode).toBe(401);
    expect((await attempt('moretti', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 10; i < 20; i++)
      expect((await attempt(`ghost${i}`, 'Sbagliata123', ip)).statusCode).toBe(401);
    const limited = await attempt('moretti', DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].title).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.',
    );
    expect((await attempt('moretti', DEMO_PASSWORD, '198.51.100.78')).statusCode).toBe(200);
  });
});

describe('client address', () => {
  const withForwardedFor = (forwardedFor: string, Password = DEMO_PASSWORD, CodUtente = 'rossi') =>
    post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente, Password },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );
  /** The address the last attempt of `account` was counted against. */
  const lastAddress = async (account: string) => {
    const rows = await ctx.database.handle.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.account, account))
      .orderBy(sql`${loginAttempts.id} desc`)
      .limit(1);
    return rows[0]?.ip;
  };

  it('logs in with an X-Forwarded-For longer than the 64 characters an address column holds', async () => {
    const response = await withForwardedFor('x'.repeat(100));
    expect(response.statusCode).toBe(200);
    // Not an address: the attempt is counted against the proxy that sent it (the connecting peer).
    expect(await lastAddress('rossi')).toBe('127.0.0.1');
  });

  it('counts a failure with a 10 kB X-Forwarded-For as a plain 401', async () => {
    const response = await withForwardedFor(
      `${'203.0.113.9, '.repeat(800)}${'z'.repeat(80)}`,
      'Sbagliata123',
      'ghost-long',
    );
    expect(response.statusCode).toBe(401);
    expectClean(response.body);
  });

  it.each([
    ['the nearest hop of a list', '10.0.0.1, 198.51.100.9', '198.51.100.9'],
    ['an IPv4 address written as IPv6', '::ffff:198.51.100.10', '198.51.100.10'],
    ['IPv6 without its zone id', `FE80::1%${'eth'.repeat(30)}`, 'fe80::1'],
    [
      'the longest IPv6 spelling',
      'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255',
      'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255',
    ],
  ])('records %s', async (_, forwardedFor, stored) => {
    expect((await withForwardedFor(forwardedFor, 'Sbagliata123', 'ghost-address')).statusCode).toBe(401);
    expect(await lastAddress('ghost-address')).toBe(stored);
  });

  it('keeps counting one client whose address is written in other ways', async () => {
    for (let i = 0; i < 10; i++) await withForwardedFor('198.51.100.20', 'Sbagliata123', `ghost-a${i}`);
    for (let i = 0; i < 10; i++)
      await withForwardedFor('::ffff:198.51.100.20', 'Sbagliata123', `ghost-b${i}`);
    expect((await withForwardedFor('::FFFF:198.51.100.20')).statusCode).toBe(429);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: later calls with it get 401', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).statusCode).toBe(200);
    const response = await post(ctx.app, REST_PATHS.logout, {}, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { revocato: 'S' } });
    const after = await post(ctx.app, REST_PATHS.currentUser, {}, { headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('leaves the other sessions of the user alive', async () => {
    const [first, second] = [await loginAs(ctx.app, 'ferri'), await loginAs(ctx.app, 'ferri')];
    await post(ctx.app, REST_PATHS.logout, {}, { headers: first.headers });
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers: second.headers })).statusCode).toBe(
      200,
    );
  });

  it('succeeds again with an already revoked token (the caller is logged out either way)', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    await post(ctx.app, REST_PATHS.logout, {}, { headers });
    expect((await post(ctx.app, REST_PATHS.logout, {}, { headers })).statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
    ['another scheme', { authorization: 'Basic cm9zc2k6cGFzc3dvcmQ=' }],
  ])('answers %s with 401', async (_, headers: Record<string, string>) => {
    const response = await post(ctx.app, REST_PATHS.logout, {}, { headers });
    expect(response.statusCode).toBe(401);
    expectClean(response.body);
  });
});
