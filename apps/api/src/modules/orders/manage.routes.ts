// The orders of the reserved area (issue 15): the grid, an order's record, the calls that move it along
// its life and the backorders. Each route names its permission (plugins/management.ts); the services
// apply the user's client scope (an agent: the clients he follows) and the transition table.
import {
  ordersBackordersPayloadSchema,
  ordersDetailPayloadSchema,
  ordersEditlinesPayloadSchema,
  ordersInvoicePayloadSchema,
  ordersListPayloadSchema,
  ordersSetstatusPayloadSchema,
  ordersShipPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { clientScopeOf } from '../../kernel/client-scope';
import { listBackorders } from './backorders.service';
import { invoiceDeliveryNotes } from './invoices.service';
import { editOrderLines } from './order-lines.service';
import { setOrderStatus } from './order-status.service';
import { getOrderRecord, listOrdersGrid } from './orders.service';
import { shipOrder } from './shipments.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.ordersList, { config: { permission: 'orders.read' } }, async (request) => {
    const query = parsePayload(ordersListPayloadSchema, request.body);
    return ok(await listOrdersGrid(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.ordersDetail, { config: { permission: 'orders.read' } }, async (request) => {
    const { numero, Lingua } = parsePayload(ordersDetailPayloadSchema, request.body);
    return ok({ ordine: await getOrderRecord(app.db, authenticatedUser(request), numero, Lingua) });
  });

  app.post(REST_PATHS.ordersSetstatus, { config: { permission: 'orders.manage' } }, async (request) => {
    const input = parsePayload(ordersSetstatusPayloadSchema, request.body);
    return ok({ ordine: await setOrderStatus(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.ordersEditlines, { config: { permission: 'orders.manage' } }, async (request) => {
    const input = parsePayload(ordersEditlinesPayloadSchema, request.body);
    return ok({ ordine: await editOrderLines(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.ordersShip, { config: { permission: 'orders.ship' } }, async (request) => {
    const input = parsePayload(ordersShipPayloadSchema, request.body);
    return ok(await shipOrder(app.db, authenticatedUser(request), input));
  });

  app.post(REST_PATHS.ordersInvoice, { config: { permission: 'invoices.create' } }, async (request) => {
    const input = parsePayload(ordersInvoicePayloadSchema, request.body);
    return ok(await invoiceDeliveryNotes(app.db, authenticatedUser(request), input));
  });

  app.post(REST_PATHS.ordersBackorders, { config: { permission: 'orders.read' } }, async (request) => {
    const { Lingua, ...query } = parsePayload(ordersBackordersPayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok(await listBackorders(app.db, clientScopeOf(user), query, Lingua));
  });
};

export default ordersRoutes;
