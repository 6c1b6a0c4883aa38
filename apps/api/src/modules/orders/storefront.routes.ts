// Orders: POST /api/order/create (Idempotency-Key header), /api/order/list, /api/order/detail, and the
// client's own open lines and documents: /api/order/backorders, /api/order/documents, /api/order/document
// (and /api/order/document/pdf).
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderCreatePayloadSchema,
  orderDetailPayloadSchema,
  orderBackordersPayloadSchema,
  orderDocumentPayloadSchema,
  orderDocumentPdfPayloadSchema,
  orderDocumentsPayloadSchema,
  orderListPayloadSchema,
  REST_PATHS,
  type OrderDetail,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { hashPayload, runIdempotent } from '../../kernel/idempotency';
import {
  orderingClient,
  getOrder,
  listOrders,
  placeOrderInTransaction,
  prepareOrder,
} from './checkout.service';
import { listBackorders } from './backorders.service';
import { documentPdf } from './document-pdf';
import { pdfHeaders } from '../../http/attachment';
import { getDocument, listDocuments } from './documents.service';
import { AppError } from '../../errors/app-error';
import { parsePayload } from '../../http/payload';
import { requestLanguage } from '../../kernel/texts/request-language';
import { ok } from '../../http/reply';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const orderRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: requireUser() };

  app.post(REST_PATHS.orderCreate, options, async (request, reply) => {
    const user = authenticatedUser(request);
    orderingClient(user);
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (!key.success) {
      throw new AppError(400, 'BAD_REQUEST', 'order.idempotencyKeyRequired', { field: 'Idempotency-Key' });
    }
    const payload = parsePayload(orderCreatePayloadSchema, request.body);
    // The language only shapes the answer: a retry in the other language is the same order.
    const { Lingua: _language, ...order } = payload;
    // Keys are per user; ordering for a client, the client is part of the request: the same key sent
    // again after changing client is "another payload" (422), never the other client's order.
    const hashed = user.onBehalf ? { ...order, cliente: user.clientCode } : order;
    const claim = { userId: user.id, key: key.data, scope: 'order.create', requestHash: hashPayload(hashed) };
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

  // The client's own: a customer's, or the client a staff user orders for (403 ordering for nobody).
  const ownClient = (user: ReturnType<typeof authenticatedUser>) =>
    ({ kind: 'client', clientCode: orderingClient(user) }) as const;

  app.post(REST_PATHS.orderBackorders, options, async (request) => {
    const { Lingua, ...query } = parsePayload(orderBackordersPayloadSchema, request.body);
    return ok(await listBackorders(app.db, ownClient(authenticatedUser(request)), query, Lingua));
  });

  app.post(REST_PATHS.orderDocuments, options, async (request) => {
    const { Lingua: _language, ...query } = parsePayload(orderDocumentsPayloadSchema, request.body);
    return ok(await listDocuments(app.db, ownClient(authenticatedUser(request)), query));
  });

  app.post(REST_PATHS.orderDocument, options, async (request) => {
    const { tipo, numero, Lingua } = parsePayload(orderDocumentPayloadSchema, request.body);
    const scope = ownClient(authenticatedUser(request));
    return ok({ documento: await getDocument(app.db, scope, tipo, numero, Lingua) });
  });

  app.post(REST_PATHS.orderDocumentPdf, options, async (request, reply) => {
    const { tipo, numero, Lingua } = parsePayload(orderDocumentPdfPayloadSchema, request.body);
    const language = Lingua ?? requestLanguage(request);
    const scope = ownClient(authenticatedUser(request));
    const { pdf, fileName } = await documentPdf(
      await getDocument(app.db, scope, tipo, numero, language),
      language,
    );
    return reply.headers(pdfHeaders(fileName)).send(pdf);
  });
};

export default orderRoutes;
