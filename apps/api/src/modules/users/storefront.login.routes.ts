// POST /api/login — CodUtente + Password → an opaque Bearer token, its expiry and the user.
import { loginPayloadSchema, REST_PATHS } from '@shop/contract';
import { clientAddress } from '@shop/contract/client-address';
import type { FastifyPluginAsync } from 'fastify';
import { login, LoginRateLimitedError } from './login.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const loginRoutes: FastifyPluginAsync = async (app) => {
  // A stale token from an earlier session must not stop anyone from logging in again.
  app.post(REST_PATHS.login, { config: { bearerToken: 'ignore' } }, async (request, reply) => {
    const payload = parsePayload(loginPayloadSchema, request.body);
    try {
      const data = await login(app.db, {
        username: payload.CodUtente,
        password: payload.Password,
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? '',
        anonymousSessionId: request.sessionId,
        language: payload.Lingua,
      });
      return ok(data);
    } catch (err) {
      if (err instanceof LoginRateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  });
};

export default loginRoutes;
