// POST /api/logout — revokes the Bearer token's session (no payload).
import { REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { logout } from './login.service';
import { AppError } from '../../errors/app-error';
import { ok } from '../../http/reply';
import { bearerToken } from '../../kernel/auth-user';

const logoutRoutes: FastifyPluginAsync = async (app) => {
  // Reads the token itself: logging out with an already expired or revoked token succeeds.
  app.post(REST_PATHS.logout, { config: { bearerToken: 'ignore' } }, async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'auth.required');
    await logout(app.db, token);
    return ok({ revocato: 'S' as const });
  });
};

export default logoutRoutes;
