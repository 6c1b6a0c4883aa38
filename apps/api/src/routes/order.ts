// Orders: POST /api/order/create (Idempotency-Key header), /api/order/list, /api/order/detail.
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderCreatePayloadSchema,
  orderDetailPayloadSchema,
  orderListPayloadSchema,
  REST_PATHS,
  type OrderDetail,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { hashPayload, runIdempotent } from '../domains/idempotency/idempotency.service';
import {
  customerClient,
  getOrder,
  listOrders,
  placeOrderInTransaction,
  prepareOrder,
} from '../domains/order/order.service';
import { AppError } from '../errors/app-error';
import { parsePayload } from '../http/payload';
import { ok } from '../http/reply';
import { authenticatedUser, requireUser } from '../plugins/auth';

const orderRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: requireUser() };

  app.post(REST_PATHS.orderCreate, options, async (request, reply) => {
    const user = authenticatedUser(request);
    customerClient(user);
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (!key.success) {
      throw new AppError(400, 'BAD_REQUEST', 'order.idempotencyKeyRequired', { field: 'Idempotency-Key' });
    }
    const payload = parsePayload(orderCreatePayloadSchema, request.body);
    // The language only shapes the answer: a retry in the other language is the same order.
    const { Lingua: _language, ...order } = payload;
    const claim = { userId: user.id, key: key.data, scope: 'order.create', requestHash: hashPayload(order) };
    const response = await runIdempotent(app.db, claim, async () => {
      // Address, settings and the client's terms before the transaction, in parallel.
      const now = new Date();
      const terms = await prepareOrder(app.db, user, payload, now);
      return app.db.transaction(async (tx) => {
        // The answer is stored by the order's last statement, with the order's number in it.
        const answer = (ordine: OrderDetail) => ({ status: 201, body: ok({ ordine }) });
        return answer(await placeOrderInTransaction(tx, user, payload, now, terms, { claim, answer }));
      });
    });
    return reply.code(response.status).send(response.body);
  });

  app.post(REST_PATHS.orderList, options, async (request) => {
    const payload = parsePayload(orderListPayloadSchema, request.body);
    return ok(await listOrders(app.db, authenticatedUser(request), payload));
  });

  app.post(REST_PATHS.orderDetail, options, async (request) => {
    const { NumeroOrdine, Lingua } = parsePayload(orderDetailPayloadSchema, request.body);
    return ok({ ordine: await getOrder(app.db, authenticatedUser(request), NumeroOrdine, Lingua) });
  });
};

export default orderRoutes;
