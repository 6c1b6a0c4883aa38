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
} from '../domains/internal-documents/internal-documents.service';
import { InternalDocumentFiles } from '../domains/internal-documents/internal-document-files';
import { parsePayload } from '../http/payload';
import { ok } from '../http/reply';
import { authenticatedUser } from '../plugins/auth';

/** `attachment` with the name as typed (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
        return reply
          .headers({
            'content-type': file.contentType,
            'content-disposition': attachmentHeader(file.fileName),
            'content-length': String(file.bytes.length),
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            // A file opened in place runs nothing (a PDF with scripts, an SVG never accepted anyway).
            'content-security-policy': "default-src 'none'; sandbox",
          })
          .send(file.bytes);
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
