// The per-request GraphQL context: who is calling (session id, token), the upstream API bound to
// that caller, the request's DataLoaders and the session helper. Built fresh for every request so
// nothing leaks between callers; only the PublicCache (public, language-keyed data) is shared.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdSchema, SESSION_ID_HEADER } from '@shop/contract';
import type { PublicCache } from './cache/public-cache';
import { createLoaders } from './loaders/define-loaders';
import { LOADER_DEFINITIONS, type Loaders } from './loaders';
import { createSession, type Session } from './session/session';
import type { RestClient } from './upstream/rest-client';
import { createUpstream, type Upstream } from './upstream';

export interface GatewayContext {
  sessionId: string;
  /** The client's IP (behind a proxy only when TRUST_PROXY is set): rate limits key on it. */
  ip: string;
  upstream: Upstream;
  loaders: Loaders;
  session: Session;
  /** The HTTP request, for the gateway's own Apollo plugins (resolvers use the fields above). */
  request: FastifyRequest;
}

export interface ContextDeps {
  rest: RestClient;
  publicCache: PublicCache;
}

/** The browser's x-sessionid when valid; a fresh random one otherwise (an anonymous one-off caller). */
function sessionIdOf(request: FastifyRequest): string {
  const raw = request.headers[SESSION_ID_HEADER];
  const parsed = sessionIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : randomBytes(16).toString('hex');
}

export function buildContext(
  { rest, publicCache }: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): GatewayContext {
  const sessionId = sessionIdOf(request);
  const session = createSession(request, reply);
  const forwardedFor = request.ip;
  const upstream = createUpstream(rest, { sessionId, token: session.token, forwardedFor });
  const publicUpstream = createUpstream(rest, { sessionId, forwardedFor });
  const loaders = createLoaders(LOADER_DEFINITIONS, { upstream, publicUpstream, publicCache });
  return { sessionId, ip: request.ip, upstream, loaders, session, request };
}
