// POST /api/outbox/list and /api/outbox/retry: the e-mail outbox (management: outbox.read,
// outbox.retry). Links in bodies are shown completed with SHOP_URL, as the sender sends them.
import { outboxListPayloadSchema, outboxRetryPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listOutbox, retryOutboxMessage } from './notifications.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

/** The routes, given the shop's address (SHOP_URL) that completes the links of the bodies. */
export default function outboxRoutes(shopUrl: string): FastifyPluginAsync {
  return async (app) => {
    app.post(REST_PATHS.outboxList, { config: { permission: 'outbox.read' } }, async (request) => {
      const query = parsePayload(outboxListPayloadSchema, request.body);
      return ok(await listOutbox(app.db, query, shopUrl));
    });
    app.post(REST_PATHS.outboxRetry, { config: { permission: 'outbox.retry' } }, async (request) => {
      const { id } = parsePayload(outboxRetryPayloadSchema, request.body);
      return ok({ messaggio: await retryOutboxMessage(app.db, authenticatedUser(request), id, shopUrl) });
    });
  };
}
