// Returns (resi, `reqresi`): what a customer may still return (/returnable), asking (/request, form
// data or multipart with the photo in `foto`), the grid (/list), one return (/detail), its thread
// (/message), staff decisions (/approve, /reject), a photo's bytes (/photo) and the credit note PDF
// (/pdf). One set of calls for both sides: each names its permission and the user's client scope does
// the rest (a customer: his own client; an agent: the clients he follows); see contract returns.ts.
import {
  REST_PATHS,
  returnsApprovePayloadSchema,
  returnsDetailPayloadSchema,
  returnsListPayloadSchema,
  returnsMessagePayloadSchema,
  returnsPdfPayloadSchema,
  returnsPhotoPayloadSchema,
  returnsRejectPayloadSchema,
  returnsRequestPayloadSchema,
  returnsReturnablePayloadSchema,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { attachmentHeaders, pdfHeaders } from '../../http/attachment';
import { InternalDocumentFiles } from '../internal-documents';
import { creditNotePdf } from './credit-note-pdf';
import { approveReturn, rejectReturn } from './returns-decisions.service';
import {
  getReturn,
  listReturnable,
  listReturns,
  requestReturn,
  returnPhotoFile,
  writeReturnMessage,
} from './returns.service';
import { requestLanguage } from '../../kernel/texts/request-language';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

export default function returnsRoutes(mediaDir: string): FastifyPluginAsync {
  const files = new InternalDocumentFiles(mediaDir, 'returns');
  return async (app) => {
    app.post(REST_PATHS.returnsReturnable, { config: { permission: 'returns.request' } }, async (request) => {
      const query = parsePayload(returnsReturnablePayloadSchema, request.body);
      return ok(await listReturnable(app.db, authenticatedUser(request), query));
    });

    app.post(
      REST_PATHS.returnsRequest,
      { config: { permission: 'returns.request' } },
      async (request, reply) => {
        const input = parsePayload(returnsRequestPayloadSchema, request.body);
        const reso = await requestReturn(app.db, files, authenticatedUser(request), input);
        return reply.code(201).send(ok({ reso }));
      },
    );

    app.post(REST_PATHS.returnsList, { config: { permission: 'returns.read' } }, async (request) => {
      const query = parsePayload(returnsListPayloadSchema, request.body);
      return ok(await listReturns(app.db, authenticatedUser(request), query));
    });

    app.post(REST_PATHS.returnsDetail, { config: { permission: 'returns.read' } }, async (request) => {
      const { id, Lingua } = parsePayload(returnsDetailPayloadSchema, request.body);
      return ok({ reso: await getReturn(app.db, authenticatedUser(request), id, Lingua) });
    });

    app.post(REST_PATHS.returnsMessage, { config: { permission: 'returns.read' } }, async (request) => {
      const input = parsePayload(returnsMessagePayloadSchema, request.body);
      return ok({ reso: await writeReturnMessage(app.db, authenticatedUser(request), input) });
    });

    app.post(REST_PATHS.returnsApprove, { config: { permission: 'returns.manage' } }, async (request) => {
      const input = parsePayload(returnsApprovePayloadSchema, request.body);
      return ok({ reso: await approveReturn(app.db, authenticatedUser(request), input) });
    });

    app.post(REST_PATHS.returnsReject, { config: { permission: 'returns.manage' } }, async (request) => {
      const input = parsePayload(returnsRejectPayloadSchema, request.body);
      return ok({ reso: await rejectReturn(app.db, authenticatedUser(request), input) });
    });

    app.post(REST_PATHS.returnsPhoto, { config: { permission: 'returns.read' } }, async (request, reply) => {
      const { id } = parsePayload(returnsPhotoPayloadSchema, request.body);
      const file = await returnPhotoFile(app.db, files, authenticatedUser(request), id);
      return reply.headers(attachmentHeaders(file)).send(file.bytes);
    });

    // The credit note as a PDF to download (errors stay the JSON envelope).
    app.post(REST_PATHS.returnsPdf, { config: { permission: 'returns.read' } }, async (request, reply) => {
      const { id, Lingua } = parsePayload(returnsPdfPayloadSchema, request.body);
      const language = Lingua ?? requestLanguage(request);
      const { pdf, fileName } = await creditNotePdf(app.db, authenticatedUser(request), id, language);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    });
  };
}
