// POST /api/order/reorder: a past order of the caller's client back into the cart.
import { REST_PATHS, reorderPayloadSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { reorder } from './reorder.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const reorderRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.orderReorder, { preHandler: requireUser() }, async (request) => {
    const { NumeroOrdine, Lingua } = parsePayload(reorderPayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok(await reorder(app.db, user, request.sessionId, NumeroOrdine, Lingua));
  });
};

export default reorderRoutes;
