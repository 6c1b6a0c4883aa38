// Quotes and quote requests (issue 16): the grid and one quote (quotes.read), the customer's request and
// answers (quotes.request, quotes.respond), the staff's editor and the prices of the codes typed in it
// (quotes.edit), the approval queue and decisions (quotes.approve), the thread (whoever reads the
// quote) and the PDF. See contract quotes.ts.
import {
  quoteNumberPayloadSchema,
  quotesAcceptPayloadSchema,
  quotesApprovalsPayloadSchema,
  quotesCreatePayloadSchema,
  quotesExtendPayloadSchema,
  quotesListPayloadSchema,
  quotesMessagePayloadSchema,
  quotesPricesPayloadSchema,
  quotesReasonPayloadSchema,
  quotesRequestPayloadSchema,
  quotesSavePayloadSchema,
  quotesWithdrawPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { pdfHeaders } from '../../http/attachment';
import {
  createQuote,
  decideQuote,
  extendQuote,
  listQuoteApprovals,
  saveQuote,
  sendQuote,
  withdrawQuote,
} from './quote-editing.service';
import { quotePdf } from './quote-pdf';
import { quoteProductPrices } from './quote-prices';
import {
  acceptQuote,
  answerQuote,
  listQuotes,
  readQuote,
  requestQuote,
  writeMessage,
} from './quotes.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const quotesRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.quotesList, { config: { permission: 'quotes.read' } }, async (request) => {
    const query = parsePayload(quotesListPayloadSchema, request.body);
    return ok(await listQuotes(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.quotesDetail, { config: { permission: 'quotes.read' } }, async (request) => {
    const { numero, Lingua } = parsePayload(quoteNumberPayloadSchema, request.body);
    return ok({ preventivo: await readQuote(app.db, authenticatedUser(request), numero, Lingua) });
  });

  // The quote as a PDF to download (errors stay the JSON envelope).
  app.post(REST_PATHS.quotesPdf, { config: { permission: 'quotes.read' } }, async (request, reply) => {
    const { numero, Lingua } = parsePayload(quoteNumberPayloadSchema, request.body);
    const { pdf, fileName } = await quotePdf(app.db, authenticatedUser(request), numero, Lingua);
    return reply.headers(pdfHeaders(fileName)).send(pdf);
  });

  app.post(REST_PATHS.quotesMessage, { config: { permission: 'quotes.read' } }, async (request) => {
    const input = parsePayload(quotesMessagePayloadSchema, request.body);
    return ok({ preventivo: await writeMessage(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.quotesRequest, { config: { permission: 'quotes.request' } }, async (request, reply) => {
    const input = parsePayload(quotesRequestPayloadSchema, request.body);
    const preventivo = await requestQuote(app.db, authenticatedUser(request), input);
    return reply.code(201).send(ok({ preventivo }));
  });

  app.post(REST_PATHS.quotesAccept, { config: { permission: 'quotes.respond' } }, async (request) => {
    const input = parsePayload(quotesAcceptPayloadSchema, request.body);
    return ok(await acceptQuote(app.db, authenticatedUser(request), input));
  });

  app.post(REST_PATHS.quotesDecline, { config: { permission: 'quotes.respond' } }, async (request) => {
    const { motivo, ...input } = parsePayload(quotesReasonPayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok({ preventivo: await answerQuote(app.db, user, { ...input, text: motivo }, 'decline') });
  });

  app.post(REST_PATHS.quotesChanges, { config: { permission: 'quotes.respond' } }, async (request) => {
    const { testo, ...input } = parsePayload(quotesMessagePayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok({ preventivo: await answerQuote(app.db, user, { ...input, text: testo }, 'changes') });
  });

  app.post(REST_PATHS.quotesCreate, { config: { permission: 'quotes.edit' } }, async (request, reply) => {
    const { cliente, Lingua } = parsePayload(quotesCreatePayloadSchema, request.body);
    const preventivo = await createQuote(app.db, authenticatedUser(request), cliente, Lingua);
    return reply.code(201).send(ok({ preventivo }));
  });

  app.post(REST_PATHS.quotesSave, { config: { permission: 'quotes.edit' } }, async (request) => {
    const input = parsePayload(quotesSavePayloadSchema, request.body);
    return ok({ preventivo: await saveQuote(app.db, authenticatedUser(request), input) });
  });

  // The client prices of codes typed in the editor before saving: the same permission as save.
  app.post(REST_PATHS.quotesPrices, { config: { permission: 'quotes.edit' } }, async (request) => {
    const input = parsePayload(quotesPricesPayloadSchema, request.body);
    return ok(await quoteProductPrices(app.db, authenticatedUser(request), input));
  });

  app.post(REST_PATHS.quotesSend, { config: { permission: 'quotes.edit' } }, async (request) => {
    const input = parsePayload(quoteNumberPayloadSchema, request.body);
    return ok({ preventivo: await sendQuote(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.quotesExtend, { config: { permission: 'quotes.edit' } }, async (request) => {
    const input = parsePayload(quotesExtendPayloadSchema, request.body);
    return ok({ preventivo: await extendQuote(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.quotesWithdraw, { config: { permission: 'quotes.edit' } }, async (request) => {
    const input = parsePayload(quotesWithdrawPayloadSchema, request.body);
    return ok({ preventivo: await withdrawQuote(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.quotesApprovals, { config: { permission: 'quotes.approve' } }, async (request) => {
    const query = parsePayload(quotesApprovalsPayloadSchema, request.body);
    return ok(await listQuoteApprovals(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.quotesApprove, { config: { permission: 'quotes.approve' } }, async (request) => {
    const input = parsePayload(quoteNumberPayloadSchema, request.body);
    return ok({ preventivo: await decideQuote(app.db, authenticatedUser(request), input, 'approve') });
  });

  app.post(REST_PATHS.quotesReject, { config: { permission: 'quotes.approve' } }, async (request) => {
    const input = parsePayload(quotesReasonPayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok({ preventivo: await decideQuote(app.db, user, input, 'reject') });
  });
};

export default quotesRoutes;
