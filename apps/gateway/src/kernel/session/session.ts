// How a caller proves who they are. Browsers: an httpOnly, SameSite=Lax cookie (Secure when the
// request came over https) that only the gateway reads and writes, so the token never reaches page
// JavaScript. Other channels (apps, integrations): `Authorization: Bearer <token>`, which wins when
// both are present. Resolvers set or clear the cookie through `context.session`.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'shop_session';

/** Which way the caller sends its token: decides whether login sets a cookie or returns the token. */
export type SessionTransport = 'cookie' | 'bearer';

export interface Session {
  /** The caller's token, from the Bearer header or the session cookie; undefined when anonymous. */
  readonly token: string | undefined;
  /** 'bearer' when the request carried an Authorization header, otherwise 'cookie'. */
  readonly transport: SessionTransport;
  /** Stores the token in the session cookie until `expiresAt`. */
  setCookie(token: string, expiresAt: Date): void;
  /** Removes the session cookie (logout, or a token the API no longer accepts). */
  clearCookie(): void;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return undefined;
  return header.slice('bearer '.length).trim() || undefined;
}

export function createSession(request: FastifyRequest, reply: FastifyReply): Session {
  const bearer = bearerToken(request);
  const cookie = request.cookies[SESSION_COOKIE] || undefined;
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    secure: request.protocol === 'https',
  };
  return {
    token: bearer ?? cookie,
    transport: request.headers.authorization ? 'bearer' : 'cookie',
    setCookie: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clearCookie: () => void reply.clearCookie(SESSION_COOKIE, options),
  };
}
