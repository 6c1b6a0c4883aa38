// The user of a request (`request.user`, set by the users module's auth plugin from the Bearer
// token) and the guards routes use: every module reads who is calling through this file.
import { AUTHORIZATION_HEADER, bearerTokenSchema, type UserTipo } from '@shop/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

export interface AuthUser {
  /** users.id */
  id: number;
  username: string;
  tipo: UserTipo;
  /**
   * The client the user buys for right now: a customer's own client, or the client a staff user is
   * ordering for (currentorder); null otherwise. Pricing, carts and orders follow it.
   */
  clientCode: string | null;
  /** A customer's own client (C, WC, WU); null for staff. */
  ownClientCode: string | null;
  /** True while a staff user is ordering for `clientCode` (orders record who placed them). */
  onBehalf: boolean;
  /** The agent record of a type A user. */
  agentCode: string | null;
  /** sessions.id of the token used. */
  sessionId: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the request's Bearer token; null when the request carries none. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** 'ignore': the route reads the Authorization header itself (login, logout). */
    bearerToken?: 'ignore';
  }
}

/** The token of a `Bearer <token>` header; undefined without the header; 401 when malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTHORIZATION_HEADER];
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const parsed = bearerTokenSchema.safeParse(match?.[1]);
  if (!parsed.success) throw new AppError(401, 'UNAUTHENTICATED', 'auth.invalidToken');
  return parsed.data;
}

/** preHandler for routes that need a user, of one of `tipi` when given: 401 without one, 403 otherwise. */
export function requireUser(...tipi: UserTipo[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.required');
    if (tipi.length > 0 && !tipi.includes(request.user.tipo)) {
      throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
    }
  };
}

/** The user of a route guarded by `requireUser` (typed non-null). */
export function authenticatedUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.required');
  return request.user;
}
