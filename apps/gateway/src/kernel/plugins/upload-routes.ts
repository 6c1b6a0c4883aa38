// What the gateway's multipart and file routes outside GraphQL share (picture uploads, internal
// documents, returns): refusals in GraphQL's error shape, the API's refusals passed on, the upload gate
// (the CSRF pre-flight header, then the session and the permission), a scope that takes multipart
// bodies only, the multipart body read with undici, the file passed through with the API's headers,
// and the gateway's own field refusals in the caller's language.
import type { Language, Permission } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Response } from 'undici';
import { callIdentityOf } from '../context/context';
import { ERROR_CODE, upstreamFailureAnswer } from '../errors/format-error';
import { createSession } from '../session/session';
import { currentUser } from '../upstream/current-user';
import { languageOfHeader } from '../upstream/request-language';
import type { RestClient } from '../upstream/rest-client';
import { UpstreamError } from '../upstream/upstream-error';
import { requestRefusal } from './request-errors';

/** Either header makes a browser pre-flight the request, as GraphQL's CSRF prevention asks. */
const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'content-security-policy',
] as const;

export interface Extensions {
  code: string;
  field?: string;
  rule?: string;
}

export function answer(
  reply: FastifyReply,
  status: number,
  message: string,
  extensions: Extensions,
  /** More members of the answer beside `errors` (a typed failure's `result`). */
  extra: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions }], ...extra });
}

/** A field refused by the gateway itself, in the words of `messages[rule]` for the caller's language. */
export function refuseField(
  request: FastifyRequest,
  reply: FastifyReply,
  messages: Record<string, Record<Language, string>>,
  refusal: { status: number; field: string; rule: string },
) {
  const header = request.headers['accept-language'];
  const language = languageOfHeader(typeof header === 'string' ? header : undefined) ?? 'it';
  const message = messages[refusal.rule]?.[language] ?? refusal.rule;
  const { status, field, rule } = refusal;
  return answer(reply, status, message, { code: ERROR_CODE.BAD_USER_INPUT, field, rule });
}

/** The API's refusal as GraphQL's error shape (`what` names the route in the log of a failure). */
export function upstreamRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  what: string,
  extra?: Record<string, unknown>,
) {
  if (!(error instanceof UpstreamError)) throw error;
  const { status, error: formatted } = upstreamFailureAnswer(error);
  if (status >= 500) request.log.warn({ err: error }, `${what}: the API failed`);
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return answer(reply, status, formatted.message, formatted.extensions as unknown as Extensions, extra);
}

const preflighted = (request: FastifyRequest) =>
  CSRF_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '';
  });

/** A body that the multipart parser cannot read. */
export const refuseMalformed = (reply: FastifyReply) =>
  answer(reply, 400, 'The request body is not valid multipart/form-data.', { code: 'BAD_REQUEST' });

/**
 * A session the API knows, holding `permission` (any session when none is named); otherwise the
 * refusal is sent (401 `signInMessage`, 403, or the API's) and the answer is false.
 */
export async function signedIn(
  rest: RestClient,
  request: FastifyRequest,
  reply: FastifyReply,
  gate: { permission?: Permission; signInMessage: string; what: string },
): Promise<boolean> {
  const session = createSession(request, reply);
  if (session.token === undefined) {
    await answer(reply, 401, gate.signInMessage, { code: ERROR_CODE.UNAUTHENTICATED });
    return false;
  }
  if (!gate.permission) return true;
  try {
    const user = await currentUser(rest, callIdentityOf(request, session), undefined);
    if (user.permessi.includes(gate.permission)) return true;
    await answer(reply, 403, 'Your user may not do this.', { code: ERROR_CODE.FORBIDDEN });
  } catch (error) {
    await upstreamRefusal(request, reply, error, gate.what);
  }
  return false;
}

/**
 * An upload route's onRequest hook, run before the body is read so that a request to be refused never
 * costs an upload's memory: one of Apollo's CSRF headers (a plain HTML form cannot send them), then a
 * session holding `gate.permission` (the API checks again).
 */
export function uploadGate(
  rest: RestClient,
  gate: { permission: Permission; signInMessage: string; what: string },
) {
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
    if (!(await signedIn(rest, request, reply, gate))) return reply;
  };
}

/**
 * Makes `scope` (a plugin's own encapsulated instance) take multipart/form-data only, read whole up to
 * `bodyLimit` (raised for its routes alone); a body over it is answered by `tooLarge` (a refusal of the
 * route's file field), any other refused request in GraphQL's error shape, a 415 with `unsupported`.
 */
export function acceptMultipartOnly(
  scope: FastifyInstance,
  options: {
    bodyLimit: number;
    tooLarge: (request: FastifyRequest, reply: FastifyReply) => unknown;
    unsupported: string;
  },
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit },
    (_request, body, done) => done(null, body),
  );
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return options.tooLarge(request, reply);
    const { status, message, code } = requestRefusal(error, request, options.bodyLimit);
    return answer(reply, status, status === 415 ? options.unsupported : message, { code });
  });
}

/** The multipart body (buffered by the route's content-type parser), or null when it is not one. */
export async function readForm(request: FastifyRequest) {
  try {
    const type = String(request.headers['content-type'] ?? '');
    return await new Response(request.body as Buffer, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

export const formText = (form: Awaited<ReturnType<typeof readForm>>, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
};

/** A file from the API, passed through with its headers (never sniffed as another type). */
export function passFile(reply: FastifyReply, file: { headers: Record<string, unknown>; body: unknown }) {
  for (const name of PASSED_HEADERS) {
    const value = file.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  return reply.header('x-content-type-options', 'nosniff').code(200).send(file.body);
}
