// Internal documents (intdocument, issue 15): files staff attach to a client or an order. /list,
// /upload (multipart: the file in `file`, its name in `nomeFile`), /download (the bytes, as an
// attachment of the sniffed type), /delete. Customers hold neither permission: they never see them.
import {
  intdocumentsIdPayloadSchema,
  intdocumentsListPayloadSchema,
  intdocumentsUploadPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteInternalDocument,
  internalDocumentFile,
  listInternalDocuments,
  uploadInternalDocument,
} from './internal-documents.service';
import { InternalDocumentFiles } from './internal-document-files';
import { attachmentHeaders } from '../../http/attachment';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

export default function intdocumentsRoutes(mediaDir: string): FastifyPluginAsync {
  const files = new InternalDocumentFiles(mediaDir);
  return async (app) => {
    app.post(
      REST_PATHS.intdocumentsList,
      { config: { permission: 'intdocuments.read' } },
      async (request) => {
        const owner = parsePayload(intdocumentsListPayloadSchema, request.body);
        return ok({ documenti: await listInternalDocuments(app.db, authenticatedUser(request), owner) });
      },
    );

    app.post(
      REST_PATHS.intdocumentsUpload,
      { config: { permission: 'intdocuments.edit' } },
      async (request, reply) => {
        const input = parsePayload(intdocumentsUploadPayloadSchema, request.body);
        const documento = await uploadInternalDocument(app.db, files, authenticatedUser(request), input);
        return reply.code(201).send(ok({ documento }));
      },
    );

    app.post(
      REST_PATHS.intdocumentsDownload,
      { config: { permission: 'intdocuments.read' } },
      async (request, reply) => {
        const { id } = parsePayload(intdocumentsIdPayloadSchema, request.body);
        const file = await internalDocumentFile(app.db, files, authenticatedUser(request), id);
        return reply.headers(attachmentHeaders(file)).send(file.bytes);
      },
    );

    app.post(
      REST_PATHS.intdocumentsDelete,
      { config: { permission: 'intdocuments.edit' } },
      async (request) => {
        const { id } = parsePayload(intdocumentsIdPayloadSchema, request.body);
        return ok({ documento: await deleteInternalDocument(app.db, files, authenticatedUser(request), id) });
      },
    );
  };
}
