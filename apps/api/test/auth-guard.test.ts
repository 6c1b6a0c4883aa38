// requireUser(...tipi), the guard other routes use: 401 without a user, 403 for a user of another tipo.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ok } from '../src/http/reply';
import authPlugin from '../src/modules/users/auth.plugin';
import { authenticatedUser, requireUser } from '../src/kernel/auth-user';
import databasePlugin from '../src/plugins/database';
import errorsPlugin from '../src/plugins/errors';
import formBodyPlugin from '../src/plugins/form-body';
import sessionPlugin from '../src/plugins/session';
import { loginAs } from './helpers/login';
import { post } from './helpers/requests';
import { useTestApp } from './helpers/test-app';
import { testEnv } from './helpers/test-database';

const ctx = useTestApp();
let guarded: FastifyInstance;

beforeAll(async () => {
  // A route as a domain would declare it, on the same database as the shop app that issues tokens.
  guarded = Fastify();
  await guarded.register(errorsPlugin);
  await guarded.register(databasePlugin, { config: loadConfig(testEnv()), database: ctx.database.handle });
  await guarded.register(formBodyPlugin);
  await guarded.register(async (api) => {
    await api.register(sessionPlugin);
    await api.register(authPlugin);
    api.post('/api/staff-only', { preHandler: requireUser('A', 'X') }, async (request) =>
      ok({ codutente: authenticatedUser(request).username }),
    );
  });
  await guarded.ready();
});
afterAll(async () => {
  await guarded?.close();
});

describe('requireUser', () => {
  it('lets a user of an allowed tipo through, with request.user set', async () => {
    const { headers } = await loginAs(ctx.app, 'moretti');
    const response = await post(guarded, '/api/staff-only', {}, { headers });
    expect(response.json()).toEqual({ success: true, data: { codutente: 'moretti' } });
  });

  it('answers 403 to a logged-in user of another tipo', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(
      guarded,
      '/api/staff-only',
      {},
      { headers: { ...headers, 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({
      code: 'FORBIDDEN',
      title: 'Your user is not allowed to do this.',
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await post(guarded, '/api/staff-only', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
  });
});
