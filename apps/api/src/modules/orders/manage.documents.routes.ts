// Delivery notes and invoices of the reserved area (documents.read): the list and one document with
// everything its PDF shows, and that PDF, in the user's client scope (an agent: the clients he follows).
import {
  documentsDetailPayloadSchema,
  documentsListPayloadSchema,
  documentsPdfPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { clientScopeOf } from '../../kernel/client-scope';
import { documentPdf } from './document-pdf';
import { pdfHeaders } from '../../http/attachment';
import { getDocument, listDocuments } from './documents.service';
import { requestLanguage } from '../../kernel/texts/request-language';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const documentsRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.documentsList, { config: { permission: 'documents.read' } }, async (request) => {
    const query = parsePayload(documentsListPayloadSchema, request.body);
    return ok(await listDocuments(app.db, clientScopeOf(authenticatedUser(request)), query));
  });

  app.post(REST_PATHS.documentsDetail, { config: { permission: 'documents.read' } }, async (request) => {
    const { tipo, numero, Lingua } = parsePayload(documentsDetailPayloadSchema, request.body);
    const scope = clientScopeOf(authenticatedUser(request));
    return ok({ documento: await getDocument(app.db, scope, tipo, numero, Lingua) });
  });

  // The same document as a PDF to download (errors stay the JSON envelope).
  app.post(REST_PATHS.documentsPdf, { config: { permission: 'documents.read' } }, async (request, reply) => {
    const { tipo, numero, Lingua } = parsePayload(documentsPdfPayloadSchema, request.body);
    const language = Lingua ?? requestLanguage(request);
    const scope = clientScopeOf(authenticatedUser(request));
    const { pdf, fileName } = await documentPdf(
      await getDocument(app.db, scope, tipo, numero, language),
      language,
    );
    return reply.headers(pdfHeaders(fileName)).send(pdf);
  });
};

export default documentsRoutes;
