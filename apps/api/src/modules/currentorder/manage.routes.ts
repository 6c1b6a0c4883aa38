// Ordering for a client: POST /api/currentorder, /clients, /start, /finish, /takeover (permission
// orders.placeFor) and the extra line discount POST /api/cart/discount (orders.lineDiscount).
// Management routes: the permission is checked by plugins/management.ts, the client scope here.
import {
  cartDiscountPayloadSchema,
  currentOrderClientsPayloadSchema,
  currentOrderFinishPayloadSchema,
  currentOrderPayloadSchema,
  currentOrderStartPayloadSchema,
  currentOrderTakeoverPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  finishCurrentOrder,
  getCurrentOrder,
  searchClients,
  startCurrentOrder,
  takeOverClientCart,
} from './currentorder.service';
import { setCartLineDiscount } from './line-discount.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const placeFor = { config: { permission: 'orders.placeFor' as const } };

const currentOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.currentOrder, placeFor, async (request) => {
    parsePayload(currentOrderPayloadSchema, request.body);
    return ok(await getCurrentOrder(app.db, authenticatedUser(request)));
  });

  app.post(REST_PATHS.currentOrderClients, placeFor, async (request) => {
    const query = parsePayload(currentOrderClientsPayloadSchema, request.body);
    return ok(await searchClients(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.currentOrderStart, placeFor, async (request) => {
    const { codCliente } = parsePayload(currentOrderStartPayloadSchema, request.body);
    return ok(await startCurrentOrder(app.db, authenticatedUser(request), codCliente));
  });

  app.post(REST_PATHS.currentOrderFinish, placeFor, async (request) => {
    parsePayload(currentOrderFinishPayloadSchema, request.body);
    return ok(await finishCurrentOrder(app.db, authenticatedUser(request)));
  });

  app.post(REST_PATHS.currentOrderTakeover, placeFor, async (request) => {
    parsePayload(currentOrderTakeoverPayloadSchema, request.body);
    return ok(await takeOverClientCart(app.db, authenticatedUser(request)));
  });

  app.post(REST_PATHS.cartDiscount, { config: { permission: 'orders.lineDiscount' } }, async (request) => {
    const { codArt, sconto, Lingua } = parsePayload(cartDiscountPayloadSchema, request.body);
    return ok(await setCartLineDiscount(app.db, authenticatedUser(request), codArt, sconto, Lingua));
  });
};

export default currentOrderRoutes;
