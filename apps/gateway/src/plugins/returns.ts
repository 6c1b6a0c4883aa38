// Returns for the browser, outside GraphQL (as internal-documents.ts and document-pdfs.ts do):
//   POST /uploads/return  multipart/form-data: `lines` (JSON `[{ deliveryNote, line, quantity, reason,
//        note }]`, reason as GraphQL's ReturnReason), `note`, an optional `photo` (and `photoLine`, the
//        request's line it shows); answers 201 `{ return: { id, number, status } }`. Before the body is
//        read it needs one of Apollo's CSRF headers, a session and RETURNS_REQUEST (the API checks
//        again and applies the client scope). The photo's size and type (sniffed from its content)
//        are checked here first and again by the API; refusals are BAD_USER_INPUT on `photo`, a
//        refused line on `lines.<i>.quantity` (and the like).
//   GET /return-files/photos/<id>  a photo as an attachment of its sniffed type (nosniff, no-store),
//        for a session that may read its return.
//   GET /return-files/<id>/credit-note.pdf  a return's credit note (?lang=en), for a session that may
//        read the return (the documents PDF route refuses kind `nc`: this one serves it).
// Errors come in GraphQL's shape, `{ errors: [{ message, extensions: { code, field, rule } }] }`.
import {
  RETURN_CREDIT_NOTE_ROUTE,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_ROUTE,
  RETURN_PHOTO_RULES,
  RETURN_REQUEST_UPLOAD_ROUTE,
  sniffReturnPhotoType,
  type Language,
  type ReturnDetail,
} from '@shop/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FormData, Response } from 'undici';
import { callIdentityOf } from '../context';
import { restReason, returnField, toReturnStatus } from '../domains/returns/returns.mapping';
import { ERROR_CODE, upstreamFailureAnswer } from '../errors/format-error';
import { createSession } from '../session/session';
import { currentUser } from '../upstream/auth';
import { languageOfHeader } from '../upstream/request-language';
import type { RestClient } from '../upstream/rest-client';
import { returnsUpstream } from '../upstream/returns';
import { UpstreamError, renameFields } from '../upstream/upstream-error';
import { requestRefusal } from './request-errors';

/** The photo and the form's framing and fields. */
export const RETURN_REQUEST_BODY_LIMIT = RETURN_PHOTO_MAX_BYTES + 256 * 1024;
const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;
const MEGABYTES = Math.round(RETURN_PHOTO_MAX_BYTES / (1024 * 1024));
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'content-security-policy',
] as const;

/** The refusals the gateway makes itself, in the API's words (its validation.<rule>). */
const MESSAGES: Record<string, Record<Language, string>> = {
  [RETURN_PHOTO_RULES.tooLarge]: {
    it: `La foto è troppo grande: al massimo ${MEGABYTES} MB.`,
    en: `The photo is too large: at most ${MEGABYTES} MB.`,
  },
  [RETURN_PHOTO_RULES.type]: {
    it: 'Tipo di foto non ammesso: sono accettate JPEG, PNG e WebP.',
    en: 'Photo type not allowed: JPEG, PNG and WebP are accepted.',
  },
  lines: {
    it: 'Indica le righe da rendere.',
    en: 'Give the lines to return.',
  },
};

interface Extensions {
  code: string;
  field?: string;
  rule?: string;
}

function answer(reply: FastifyReply, status: number, message: string, extensions: Extensions) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions }] });
}

function refuseField(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  field: string,
  rule: string,
) {
  const header = request.headers['accept-language'];
  const language = languageOfHeader(typeof header === 'string' ? header : undefined) ?? 'it';
  const message = MESSAGES[rule]?.[language] ?? rule;
  return answer(reply, status, message, { code: ERROR_CODE.BAD_USER_INPUT, field, rule });
}

function upstreamRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof UpstreamError)) throw error;
  const { status, error: formatted } = upstreamFailureAnswer(error);
  if (status >= 500) request.log.warn({ err: error }, 'returns: the API failed');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return answer(reply, status, formatted.message, formatted.extensions as unknown as Extensions);
}

const preflighted = (request: FastifyRequest) =>
  CSRF_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '';
  });

/** A session the API knows, holding `permission` (or any session when none); otherwise the refusal is sent. */
async function signedIn(
  rest: RestClient,
  request: FastifyRequest,
  reply: FastifyReply,
  permission?: 'returns.request',
): Promise<boolean> {
  const session = createSession(request, reply);
  if (session.token === undefined) {
    await answer(reply, 401, 'Sign in to use returns.', { code: ERROR_CODE.UNAUTHENTICATED });
    return false;
  }
  if (!permission) return true;
  try {
    const user = await currentUser(rest, callIdentityOf(request, session), undefined);
    if (user.permessi.includes(permission)) return true;
    await answer(reply, 403, 'Your user may not do this.', { code: ERROR_CODE.FORBIDDEN });
  } catch (error) {
    await upstreamRefusal(request, reply, error);
  }
  return false;
}

async function readForm(request: FastifyRequest) {
  try {
    const type = String(request.headers['content-type'] ?? '');
    return await new Response(request.body as Buffer, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

const text = (form: Awaited<ReturnType<typeof readForm>>, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's lines (GraphQL's names) → the API's `righe`; null when not a JSON array. */
function toRestLines(json: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return JSON.stringify(
    parsed.map((line: unknown) => {
      const l = (line && typeof line === 'object' ? line : {}) as Record<string, unknown>;
      return {
        ddt: l.deliveryNote,
        riga: l.line,
        qta: l.quantity,
        motivo: typeof l.reason === 'string' ? (restReason(l.reason) ?? l.reason) : l.reason,
        nota: l.note,
      };
    }),
  );
}

/** What the upload answers: enough to open the return's page. */
const toReturnJson = (r: ReturnDetail) => ({
  id: String(r.id),
  number: r.numero,
  status: toReturnStatus(r.stato),
});

/** Pass a file from the API on, with its headers. */
function passFile(reply: FastifyReply, file: { headers: Record<string, unknown>; body: unknown }) {
  for (const name of PASSED_HEADERS) {
    const value = file.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  return reply.header('x-content-type-options', 'nosniff').code(200).send(file.body);
}

export function registerReturns(rest: RestClient): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>(RETURN_PHOTO_ROUTE, { compress: false }, async (request, reply) => {
      const { id } = request.params;
      if (!/^\d{1,9}$/.test(id)) {
        return answer(reply, 404, 'There is no such photo.', { code: ERROR_CODE.NOT_FOUND });
      }
      if (!(await signedIn(rest, request, reply))) return reply;
      const who = callIdentityOf(request, createSession(request, reply));
      try {
        return passFile(reply, await returnsUpstream(rest, who).photo(id));
      } catch (error) {
        return upstreamRefusal(request, reply, error);
      }
    });

    app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
      RETURN_CREDIT_NOTE_ROUTE,
      // A PDF is compressed inside already.
      { compress: false },
      async (request, reply) => {
        const { id } = request.params;
        if (!/^\d{1,9}$/.test(id)) {
          return answer(reply, 404, 'There is no such return.', { code: ERROR_CODE.NOT_FOUND });
        }
        if (!(await signedIn(rest, request, reply))) return reply;
        const who = callIdentityOf(request, createSession(request, reply));
        const language = request.query.lang === 'en' ? 'en' : 'it';
        try {
          return passFile(reply, await returnsUpstream(rest, who).pdf(id, language));
        } catch (error) {
          return upstreamRefusal(request, reply, error);
        }
      },
    );

    await app.register(async (uploads) => {
      // In this scope only: multipart read whole up to the raised limit, nothing else parsed.
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: RETURN_REQUEST_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      uploads.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return refuseField(request, reply, 413, 'photo', RETURN_PHOTO_RULES.tooLarge);
        }
        const { status, message, code } = requestRefusal(error, request, RETURN_REQUEST_BODY_LIMIT);
        const shown =
          status === 415 ? 'Send the return request as multipart/form-data (lines, note, photo).' : message;
        return answer(reply, status, shown, { code });
      });

      const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!preflighted(request)) {
          return answer(
            reply,
            400,
            'This upload has been blocked as a potential Cross-Site Request Forgery (CSRF). Send a ' +
              'non-empty "apollo-require-preflight" or "x-apollo-operation-name" header.',
            { code: 'BAD_REQUEST' },
          );
        }
        if (!(await signedIn(rest, request, reply, 'returns.request'))) return reply;
      };

      uploads.post(
        RETURN_REQUEST_UPLOAD_ROUTE,
        { bodyLimit: RETURN_REQUEST_BODY_LIMIT, onRequest },
        async (request, reply) => {
          const form = await readForm(request);
          if (!form) {
            return answer(reply, 400, 'The request body is not valid multipart/form-data.', {
              code: 'BAD_REQUEST',
            });
          }
          const lines = toRestLines(text(form, 'lines'));
          if (lines === null) return refuseField(request, reply, 422, 'lines', 'lines');
          const upstreamForm = new FormData();
          upstreamForm.append('righe', lines);
          upstreamForm.append('note', text(form, 'note'));
          const photoLine = text(form, 'photoLine');
          const value = form.get('photo');
          const photo = value === null || typeof value === 'string' ? null : (value as File);
          if (photo && photo.size > 0) {
            if (photo.size > RETURN_PHOTO_MAX_BYTES) {
              return refuseField(request, reply, 413, 'photo', RETURN_PHOTO_RULES.tooLarge);
            }
            const bytes = new Uint8Array(await photo.arrayBuffer());
            if (!sniffReturnPhotoType(bytes)) {
              return refuseField(request, reply, 422, 'photo', RETURN_PHOTO_RULES.type);
            }
            if (photoLine) upstreamForm.append('fotoRiga', photoLine);
            upstreamForm.append('nomeFile', photo.name || 'foto');
            upstreamForm.append('foto', new Blob([bytes]), photo.name || 'foto');
          }
          const who = callIdentityOf(request, createSession(request, reply));
          try {
            const made = await returnsUpstream(rest, who)
              .request(upstreamForm)
              .catch((error: unknown) => renameFields(error, returnField));
            return reply
              .code(201)
              .header('cache-control', 'no-store')
              .send({ return: toReturnJson(made) });
          } catch (error) {
            return upstreamRefusal(request, reply, error);
          }
        },
      );
    });
  };
}
