// The per-request GraphQL context: who is calling (session id, token), the upstream API bound to
// that caller, the request's DataLoaders and the session helper. Built fresh for every request so
// nothing leaks between callers; only the PublicCache (public, language-keyed data) is shared.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdSchema, SESSION_ID_COOKIE, SESSION_ID_HEADER } from '@shop/contract';
import { clientAddress } from '@shop/contract/client-address';
import type { ContentVersionWatcher } from './cache/content-version';
import type { PublicCache } from './cache/public-cache';
import { createLoaders } from './loaders/define-loaders';
import { LOADER_DEFINITIONS, type Loaders } from './loaders';
import { createSession, type Session } from './session/session';
import type { CallIdentity, RestClient } from './upstream/rest-client';
import { createUpstream, type Upstream } from './upstream';

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

export interface ContextDeps {
  rest: RestClient;
  publicCache: PublicCache;
  content: Pick<ContentVersionWatcher, 'caughtUp'>;
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

/**
 * The context of one caller. `cookieSessionId` stands in for the x-sessionid header where the request has
 * none: a page request rendered on the server carries the id in a cookie (plugins/page-render.ts).
 */
export function buildContext(
  { rest, publicCache, content }: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  cookieSessionId?: string,
): GatewayContext {
  const session = createSession(request, reply);
  const identity = callIdentityOf(request, session, cookieSessionId);
  const { sessionId, forwardedFor } = identity;
  const upstream = createUpstream(rest, identity);
  // Public data is asked for with its language argument and shared between callers by it: no header.
  const publicUpstream = createUpstream(rest, { sessionId, forwardedFor });
  const loaders = createLoaders(LOADER_DEFINITIONS, { upstream, publicUpstream, publicCache });
  const contentChanged = async <T>(result: T) => {
    await content.caughtUp();
    return result;
  };
  return { sessionId, ip: forwardedFor, upstream, loaders, session, contentChanged, request };
}
