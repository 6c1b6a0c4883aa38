// POST /api/user/fiere — the fairs of the logged-in user (any type; type F users work at fairs).
import { fairsPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getUserFairs } from './fair.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../kernel/texts/request-language';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const fairRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.userFairs, { preHandler: requireUser() }, async (request) => {
    const { Lingua } = parsePayload(fairsPayloadSchema, request.body);
    const fiere = await getUserFairs(
      app.db,
      authenticatedUser(request).id,
      Lingua ?? requestLanguage(request),
    );
    return ok({ fiere });
  });
};

export default fairRoutes;
