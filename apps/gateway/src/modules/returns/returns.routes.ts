// Returns for the browser, outside GraphQL (as the internal-documents module's routes and the orders
// module's document-pdfs.routes.ts do; the parts they share are kernel/plugins/upload-routes.ts):
//   POST /uploads/return  multipart/form-data: `lines` (JSON `[{ deliveryNote, line, quantity, reason,
//        note }]`, reason as GraphQL's ReturnReason), `note`, an optional `photo` (and `photoLine`, the
//        request's line it shows); answers 201 `{ return: { id, number, status } }`. Before the body is
//        read it needs one of Apollo's CSRF headers, a session and RETURNS_REQUEST (the API checks
//        again and applies the client scope). The photo's size and type (sniffed from its content)
//        are checked here first and again by the API; refusals are BAD_USER_INPUT on `photo`, a
//        refused line on `lines.<i>.quantity` (and the like); a line asking more than is left also
//        carries `result`, the schema's ReturnQuantityExceeded (with `__typename`).
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
import type { FastifyPluginAsync } from 'fastify';
import { FormData } from 'undici';
import { callIdentityOf } from '../../kernel/context/context';
import {
  returnField,
  returnQuantityExceeded,
  toRestReturnLines,
  toReturnStatus,
  type RequestedReturnLine,
} from './returns.mapping';
import type { ReturnQuantityExceededModel } from './returns.models';
import { ERROR_CODE } from '../../kernel/errors/format-error';
import { createSession } from '../../kernel/session/session';
import type { RestClient } from '../../kernel/upstream/rest-client';
import { returnsUpstream } from './upstream';
import { renameFields } from '../../kernel/upstream/upstream-error';
import {
  acceptMultipartOnly,
  answer,
  formText,
  passFile,
  readForm,
  refuseField,
  refuseMalformed,
  signedIn,
  uploadGate,
  upstreamRefusal,
} from '../../kernel/plugins/upload-routes';

/** The photo and the form's framing and fields. */
export const RETURN_REQUEST_BODY_LIMIT = RETURN_PHOTO_MAX_BYTES + 256 * 1024;
const MEGABYTES = Math.round(RETURN_PHOTO_MAX_BYTES / (1024 * 1024));

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

/** The form's lines (GraphQL's names) as sent; null when not a JSON array. */
function sentLines(json: string): RequestedReturnLine[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.map((line: unknown) => (line && typeof line === 'object' ? line : {}) as RequestedReturnLine);
}

const GATE = { signInMessage: 'Sign in to use returns.', what: 'returns' };

/** What the upload answers: enough to open the return's page. */
const toReturnJson = (r: ReturnDetail) => ({
  id: String(r.id),
  number: r.numero,
  status: toReturnStatus(r.stato),
});

export function registerReturns(rest: RestClient): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>(RETURN_PHOTO_ROUTE, { compress: false }, async (request, reply) => {
      const { id } = request.params;
      if (!/^\d{1,9}$/.test(id)) {
        return answer(reply, 404, 'There is no such photo.', { code: ERROR_CODE.NOT_FOUND });
      }
      if (!(await signedIn(rest, request, reply, GATE))) return reply;
      const who = callIdentityOf(request, createSession(request, reply));
      try {
        return passFile(reply, await returnsUpstream(rest, who).photo(id));
      } catch (error) {
        return upstreamRefusal(request, reply, error, GATE.what);
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
        if (!(await signedIn(rest, request, reply, GATE))) return reply;
        const who = callIdentityOf(request, createSession(request, reply));
        const language = request.query.lang === 'en' ? 'en' : 'it';
        try {
          return passFile(reply, await returnsUpstream(rest, who).pdf(id, language));
        } catch (error) {
          return upstreamRefusal(request, reply, error, GATE.what);
        }
      },
    );

    await app.register(async (uploads) => {
      acceptMultipartOnly(uploads, {
        bodyLimit: RETURN_REQUEST_BODY_LIMIT,
        tooLarge: (request, reply) =>
          refuseField(request, reply, MESSAGES, {
            status: 413,
            field: 'photo',
            rule: RETURN_PHOTO_RULES.tooLarge,
          }),
        unsupported: 'Send the return request as multipart/form-data (lines, note, photo).',
      });
      const onRequest = uploadGate(rest, { ...GATE, permission: 'returns.request' });

      uploads.post(
        RETURN_REQUEST_UPLOAD_ROUTE,
        { bodyLimit: RETURN_REQUEST_BODY_LIMIT, onRequest },
        async (request, reply) => {
          const form = await readForm(request);
          if (!form) return refuseMalformed(reply);
          const lines = sentLines(formText(form, 'lines'));
          if (lines === null)
            return refuseField(request, reply, MESSAGES, { status: 422, field: 'lines', rule: 'lines' });
          const upstreamForm = new FormData();
          upstreamForm.append('righe', toRestReturnLines(lines));
          upstreamForm.append('note', formText(form, 'note'));
          const photoLine = formText(form, 'photoLine');
          const value = form.get('photo');
          const photo = value === null || typeof value === 'string' ? null : (value as File);
          if (photo && photo.size > 0) {
            if (photo.size > RETURN_PHOTO_MAX_BYTES) {
              return refuseField(request, reply, MESSAGES, {
                status: 413,
                field: 'photo',
                rule: RETURN_PHOTO_RULES.tooLarge,
              });
            }
            const bytes = new Uint8Array(await photo.arrayBuffer());
            if (!sniffReturnPhotoType(bytes)) {
              return refuseField(request, reply, MESSAGES, {
                status: 422,
                field: 'photo',
                rule: RETURN_PHOTO_RULES.type,
              });
            }
            if (photoLine) upstreamForm.append('fotoRiga', photoLine);
            upstreamForm.append('nomeFile', photo.name || 'foto');
            upstreamForm.append('foto', new Blob([bytes]), photo.name || 'foto');
          }
          const who = callIdentityOf(request, createSession(request, reply));
          // A line asking more than is left travels typed beside the error, as requestReturn answers it.
          let exceeded: ReturnQuantityExceededModel | undefined;
          try {
            const made = await returnsUpstream(rest, who)
              .request(upstreamForm)
              .catch((error: unknown) => {
                exceeded = returnQuantityExceeded(error, lines);
                return renameFields(error, returnField);
              });
            return reply
              .code(201)
              .header('cache-control', 'no-store')
              .send({ return: toReturnJson(made) });
          } catch (error) {
            return upstreamRefusal(request, reply, error, GATE.what, exceeded && { result: exceeded });
          }
        },
      );
    });
  };
}
