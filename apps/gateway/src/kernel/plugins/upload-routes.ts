// What the gateway's multipart and file routes outside GraphQL share (internal documents, returns):
// refusals in GraphQL's error shape, the API's refusals passed on, the CSRF pre-flight header check,
// the session-and-permission gate, the multipart body read with undici, the file passed through with
// the API's headers, and the gateway's own field refusals in the caller's language.
import type { Language, Permission } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Response } from 'undici';
import { callIdentityOf } from '../context/context';
import { ERROR_CODE, upstreamFailureAnswer } from '../errors/format-error';
import { createSession } from '../session/session';
import { currentUser } from '../upstream/current-user';
import { languageOfHeader } from '../upstream/request-language';
import type { RestClient } from '../upstream/rest-client';
import { UpstreamError } from '../upstream/upstream-error';

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

export const preflighted = (request: FastifyRequest) =>
  CSRF_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '';
  });

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
