// The per-request GraphQL context: who is calling (session id, token), the upstream API bound to
// that caller, the request's DataLoaders and the session helper. Built fresh for every request so
// nothing leaks between callers (src/context.ts, from the modules); only the PublicCache (public,
// language-keyed data) is shared. The kernel does not know the modules: `Upstream` and `Loaders` are
// filled with every module's calls and loaders where the modules are listed (modules/index.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionIdSchema, SESSION_ID_COOKIE, SESSION_ID_HEADER } from '@shop/contract';
import { clientAddress } from '@shop/contract/client-address';
import type { Session } from '../session/session';
import type { CallIdentity } from '../upstream/rest-client';

/** What the upstream of every request has, whatever the modules add. */
export interface UpstreamBase {
  /** Whether the caller sent a token (Bearer header or session cookie), or logged in in this request. */
  readonly hasToken: boolean;
  /**
   * After a login in this request, the rest of the request acts as the new user: the fields of the
   * login answer that need their own call (a fair's place and dates) are asked with the new token.
   */
  actAs: (token: string) => void;
}

/**
 * The upstream API as seen by one caller: every REST call of the contract, bound to the caller's
 * identity. Each module adds its calls (its `upstream` factory); modules/index.ts merges them here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by modules/index.ts
export interface Upstream extends UpstreamBase {}

/** The DataLoaders of one request, by name; modules/index.ts adds every module's loaders here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by modules/index.ts
export interface Loaders {}

export interface GatewayContext {
  sessionId: string;
  /** The client's IP (from X-Forwarded-For only as far as TRUST_PROXY trusts it): rate limits key on it. */
  ip: string;
  upstream: Upstream;
  loaders: Loaders;
  session: Session;
  /**
   * After a change to what the storefront shows everyone (a banner, a promotion): answers `result` once
   * this gateway's public caches no longer hold what the change replaced.
   */
  contentChanged: <T>(result: T) => Promise<T>;
  /** The HTTP request, for the gateway's own Apollo plugins (resolvers use the fields above). */
  request: FastifyRequest;
}

/** The browser's x-sessionid when valid; a fresh random one otherwise (an anonymous one-off caller). */
function sessionIdOf(request: FastifyRequest): string {
  const raw = request.headers[SESSION_ID_HEADER];
  const parsed = sessionIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : randomBytes(16).toString('hex');
}

/** The session id a page request carries in its cookie (the storefront writes it), when valid. */
export function cookieSessionIdOf(request: FastifyRequest): string | undefined {
  const parsed = sessionIdSchema.safeParse(request.cookies[SESSION_ID_COOKIE]);
  return parsed.success ? parsed.data : undefined;
}

/** The caller's Accept-Language, passed on to the API (which reads only its first known language). */
function languageOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['accept-language'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.slice(0, 200) : undefined;
}

/** Who the request's REST calls are made for: its session id, token, address and language. */
export function callIdentityOf(
  request: FastifyRequest,
  session: Session,
  sessionId?: string,
): CallIdentity & { forwardedFor: string } {
  return {
    sessionId: sessionId ?? sessionIdOf(request),
    token: session.token,
    forwardedFor: clientAddress(request),
    language: languageOf(request),
  };
}
