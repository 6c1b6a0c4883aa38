// The per-request GraphQL context: who is calling (session id, token) and the upstream API bound to
// that caller. Built fresh for every request so nothing leaks between callers.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionIdSchema, SESSION_ID_HEADER } from '@shop/contract';
import type { RestClient } from './upstream/rest-client';
import { createUpstream, type Upstream } from './upstream';

export interface GatewayContext {
  sessionId: string;
  upstream: Upstream;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** The browser's x-sessionid when valid; a fresh random one otherwise (an anonymous one-off caller). */
function sessionIdOf(request: FastifyRequest): string {
  const raw = request.headers[SESSION_ID_HEADER];
  const parsed = sessionIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : randomBytes(16).toString('hex');
}

export function buildContext(rest: RestClient, request: FastifyRequest): GatewayContext {
  const sessionId = sessionIdOf(request);
  return { sessionId, upstream: createUpstream(rest, { sessionId, token: bearerToken(request) }) };
}
