// Delivery notes, invoices and quotes as PDF for the browser:
// GET /documents/<ddt|invoice|quote>/<year>/<seq>.pdf (`?lang=en` for English; @shop/contract's
// documentPdfPath builds the address). A plain link with the session cookie (or a Bearer token) is
// enough, so the web app can offer a download link. For delivery notes and invoices, staff with
// DOCUMENTS_READ get the API's staff route (their client scope applies: an agent only his clients'),
// anyone else signed in the customer's own (/api/order/document/pdf: only their company's
// documents). A quote ("P<year>/<seq>") has one API route for both sides (quotes.read, the API keeps
// each to his client scope; a customer gets the last sent revision). The PDF is passed through with the API's headers (attachment, private, no-store);
// refusals come as JSON in GraphQL's error shape, mapped where GraphQL's errors are.
import { DOCUMENT_PDF_ROUTE, REST_PATHS, type DocumentType } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callIdentityOf } from '../../kernel/context/context';
import { ERROR_CODE, upstreamFailureAnswer } from '../../kernel/errors/format-error';
import { createSession } from '../../kernel/session/session';
import { currentUser } from '../../kernel/upstream/current-user';
import type { RestClient } from '../../kernel/upstream/rest-client';
import { UpstreamError } from '../../kernel/upstream/upstream-error';

const KINDS: Record<string, DocumentType | 'quote'> = { ddt: 'ddt', invoice: 'fattura', quote: 'quote' };
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;

interface Params {
  kind: string;
  year: string;
  file: string;
}

function refuse(reply: FastifyReply, status: number, message: string, code: string, field?: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });
}

export function registerDocumentPdfs(app: FastifyInstance, rest: RestClient): void {
  app.get<{ Params: Params; Querystring: { lang?: string } }>(
    DOCUMENT_PDF_ROUTE,
    // A PDF is compressed inside already.
    { compress: false },
    async (request, reply) => {
      const { kind, year, file } = request.params;
      const tipo = KINDS[kind];
      const sequence = /^(\d{1,9})\.pdf$/.exec(file)?.[1];
      if (!tipo || !/^\d{4}$/.test(year) || !sequence) {
        return refuse(reply, 404, 'There is no such document.', ERROR_CODE.NOT_FOUND);
      }
      const session = createSession(request, reply);
      if (session.token === undefined) {
        return refuse(reply, 401, 'Sign in to download documents.', ERROR_CODE.UNAUTHENTICATED);
      }
      const who = callIdentityOf(request, session);
      const language = request.query.lang === 'en' ? 'en' : 'it';
      try {
        const numero = `${year}/${sequence.padStart(6, '0')}`;
        const pdf =
          tipo === 'quote'
            ? await rest.postForFile(REST_PATHS.quotesPdf, { numero: `P${numero}`, Lingua: language }, who)
            : await rest.postForFile(
                (await currentUser(rest, who, undefined)).permessi.includes('documents.read')
                  ? REST_PATHS.documentsPdf
                  : REST_PATHS.orderDocumentPdf,
                { tipo, numero, Lingua: language },
                who,
              );
        for (const name of PASSED_HEADERS) {
          const value = pdf.headers[name];
          if (typeof value === 'string') reply.header(name, value);
        }
        return reply.code(200).send(pdf.body);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const { status, error: formatted } = upstreamFailureAnswer(error);
        if (status >= 500) request.log.warn({ err: error }, 'document pdf: the API failed');
        const code = String(formatted.extensions?.code ?? ERROR_CODE.INTERNAL_SERVER_ERROR);
        return refuse(reply, status, formatted.message, code);
      }
    },
  );
}
