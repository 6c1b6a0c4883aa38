// Picture uploads for banners and promotions, outside GraphQL (as Apollo recommends): POST
// /uploads/banner-home, /uploads/banner-top and /uploads/promotion take multipart/form-data with one
// file, `file`, and answer `{ url, sizes: [{ url, width, height }] }`; the `url` is then sent as a
// banner's or promotion's `imageUrl`. Before the body is read, each needs one of the headers Apollo's
// CSRF prevention accepts (a plain HTML form cannot send them) and a session (cookie or Bearer) with
// the permission. The body (at most UPLOAD_BODY_LIMIT, raised for these routes only) is parsed by the
// platform's FormData and forwarded to the API (/api/banners/image, /api/promotions/image), which
// checks the picture and stores it. Errors come in GraphQL's shape, `{ errors: [{ message,
// extensions: { code, field, rule } }] }`: the API's mapped by kernel/errors/format-error.ts, its `immagine`
// named `file`.
import {
  CONTENT_RULES,
  IMAGE_UPLOAD_MAX_BYTES,
  REST_PATHS,
  sniffImageType,
  uploadedImageDataSchema,
  type Language,
  type Permission,
  type UploadedImageData,
} from '@shop/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FormData, Response } from 'undici';
import { callIdentityOf } from '../../kernel/context/context';
import { ERROR_CODE, upstreamFailureAnswer } from '../../kernel/errors/format-error';
import { createSession } from '../../kernel/session/session';
import { currentUser } from '../../kernel/upstream/current-user';
import { bannersUpstream } from './manage.upstream';
import { languageOfHeader } from '../../kernel/upstream/request-language';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import { requestRefusal } from '../../kernel/plugins/request-errors';

/** The largest body an upload may have (the file and the multipart framing). */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;
/** Apollo's csrfPrevention headers: a request with one of them (not empty) was preflighted. */
const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;
const FILE_FIELD = 'file';

type Send = (rest: RestClient, who: CallIdentity, form: FormData) => Promise<UploadedImageData>;

/**
 * Each upload route: the permission it needs, what it adds to the form and where the API takes it
 * (the picture's format).
 */
const UPLOADS: Record<string, { permission: Permission; fields: Record<string, string>; send: Send }> = {
  'banner-home': {
    permission: 'banners.edit',
    fields: { tipo: 'home' },
    send: (rest, who, form) => bannersUpstream(rest, who).image(form),
  },
  // The header's three texts share one icon format: any of their tipi names it.
  'banner-top': {
    permission: 'banners.edit',
    fields: { tipo: 'topleft' },
    send: (rest, who, form) => bannersUpstream(rest, who).image(form),
  },
  promotion: {
    permission: 'promotions.edit',
    fields: {},
    // The API's promotion picture call itself, not the promotions module's client: promotions is
    // built on clients, orders, cart and catalogue, and catalogue on content (no cycle back).
    send: (rest, who, form) =>
      rest.postMultipart(REST_PATHS.promotionsImage, form, uploadedImageDataSchema, who),
  },
};

const MEGABYTES = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));
/** The refusals the gateway makes itself, in the API's words (its catalogue's validation.<rule>). */
const MESSAGES: Record<string, Record<Language, string>> = {
  required: { it: 'Scegli un’immagine da caricare.', en: 'Choose a picture to upload.' },
  [CONTENT_RULES.imageTooLarge]: {
    it: `L’immagine è troppo grande: al massimo ${MEGABYTES} MB.`,
    en: `The picture is too large: at most ${MEGABYTES} MB.`,
  },
  [CONTENT_RULES.imageType]: {
    it: 'Il file non è un’immagine PNG, JPEG o WebP.',
    en: 'The file is not a PNG, JPEG or WebP image.',
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

/** A refused file: BAD_USER_INPUT on `file` with its rule, in the caller's language. */
function refuseFile(request: FastifyRequest, reply: FastifyReply, status: number, rule: string) {
  const header = request.headers['accept-language'];
  const language = languageOfHeader(typeof header === 'string' ? header : undefined) ?? 'it';
  const message = MESSAGES[rule]?.[language] ?? rule;
  return answer(reply, status, message, { code: ERROR_CODE.BAD_USER_INPUT, field: FILE_FIELD, rule });
}

/** The API's field of the file (`immagine`) is this route's `file`. */
const fileField = (field: string) => (field === 'immagine' ? FILE_FIELD : undefined);

async function readFile(request: FastifyRequest): Promise<File | null | 'malformed'> {
  try {
    const type = String(request.headers['content-type'] ?? '');
    const form = await new Response(request.body as Buffer, { headers: { 'content-type': type } }).formData();
    const value = form.get(FILE_FIELD);
    return value === null || typeof value === 'string' ? null : (value as File);
  } catch {
    return 'malformed';
  }
}

/** The API's refusal (or failure) as this route answers it: mapped where GraphQL's errors are. */
function upstreamRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof UpstreamError)) throw error;
  const { status, error: formatted } = upstreamFailureAnswer(error);
  if (status >= 500) request.log.warn({ err: error }, 'upload: the API failed');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return answer(reply, status, formatted.message, formatted.extensions as unknown as Extensions);
}

const preflighted = (request: FastifyRequest) =>
  CSRF_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '';
  });

/**
 * Before the body is read, so that a request to be refused never costs an upload's memory: the CSRF
 * header, a session the API still knows, and the permission (which the API checks again).
 */
function guard(rest: RestClient, permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!preflighted(request)) {
      return answer(
        reply,
        400,
        'This upload has been blocked as a potential Cross-Site Request Forgery (CSRF). Send a ' +
          'non-empty "apollo-require-preflight" or "x-apollo-operation-name" header.',
        { code: 'BAD_REQUEST' },
      );
    }
    const session = createSession(request, reply);
    if (session.token === undefined) {
      return answer(reply, 401, 'Sign in to upload pictures.', { code: ERROR_CODE.UNAUTHENTICATED });
    }
    try {
      const user = await currentUser(rest, callIdentityOf(request, session), undefined);
      if (!user.permessi.includes(permission)) {
        return answer(reply, 403, 'Your user may not do this.', { code: ERROR_CODE.FORBIDDEN });
      }
    } catch (error) {
      return upstreamRefusal(request, reply, error);
    }
  };
}

export function registerContentUploads(rest: RestClient): FastifyPluginAsync {
  return async (app) => {
    // In this plugin's scope only: multipart read whole up to the raised limit, nothing else parsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        request.log.info({ code: error.code }, 'upload refused');
        return refuseFile(request, reply, 413, CONTENT_RULES.imageTooLarge);
      }
      const { status, message, code } = requestRefusal(error, request, UPLOAD_BODY_LIMIT);
      const text =
        status === 415 ? 'Send the picture as multipart/form-data, the file in the field “file”.' : message;
      return answer(reply, status, text, { code });
    });

    for (const [name, upload] of Object.entries(UPLOADS)) {
      const options = { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: guard(rest, upload.permission) };
      app.post(`/uploads/${name}`, options, async (request, reply) => {
        const file = await readFile(request);
        if (file === 'malformed') {
          return answer(reply, 400, 'The request body is not valid multipart/form-data.', {
            code: 'BAD_REQUEST',
          });
        }
        // The contract's first checks, here too: nothing the API would refuse for them is sent to it.
        if (!file) return refuseFile(request, reply, 422, 'required');
        if (file.size > IMAGE_UPLOAD_MAX_BYTES)
          return refuseFile(request, reply, 413, CONTENT_RULES.imageTooLarge);
        if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
          return refuseFile(request, reply, 422, CONTENT_RULES.imageType);

        const form = new FormData();
        for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
        form.append('immagine', file, file.name || 'picture');
        const who = callIdentityOf(request, createSession(request, reply));
        try {
          const data = await upload
            .send(rest, who, form)
            .catch((error: unknown) => renameFields(error, fileField));
          return reply.header('cache-control', 'no-store').send({
            url: data.url,
            sizes: data.misure.map((size) => ({
              url: size.url,
              width: size.larghezza,
              height: size.altezza,
            })),
          });
        } catch (error) {
          return upstreamRefusal(request, reply, error);
        }
      });
    }
  };
}
