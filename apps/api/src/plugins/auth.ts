// Resolves `Authorization: Bearer <token>` to `request.user` on every /api call, and offers
// `requireUser(...tipi)` to the routes that need a user. A token that is present but malformed,
// expired or revoked is refused with 401 everywhere (not quietly treated as anonymous): a client
// that means to act as a user must not, say, fill an anonymous cart by mistake. Routes that must work
// with a stale token (login, logout) opt out with `config: { bearerToken: 'ignore' }`.
import { AUTHORIZATION_HEADER, bearerTokenSchema, can, CLIENT_SCOPE, type UserTipo } from '@shop/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../domains/auth/session.repository';
import { hashToken } from '../domains/auth/token';
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

/**
 * The client a staff session orders for, while the user may still do so: an agent only for a client
 * he follows now (a client moved to another agent drops out at once), U and X for any client.
 */
function actingClient(
  tipo: UserTipo,
  found: { actingClientCode: string | null; actingAgentCode: string | null; agentCode: string | null },
): string | null {
  if (!found.actingClientCode || !can(tipo, 'orders.placeFor')) return null;
  const scope = CLIENT_SCOPE[tipo];
  if (scope === 'all') return found.actingClientCode;
  if (scope === 'followed' && found.agentCode !== null && found.actingAgentCode === found.agentCode) {
    return found.actingClientCode;
  }
  return null;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    // preHandler: after the body is read, so a refusal speaks the payload's Lingua too.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.bearerToken === 'ignore') return;
      const token = bearerToken(request);
      if (token === undefined) return;
      const tokenHash = hashToken(token);
      const found = await findSessionUser(app.db, tokenHash);
      if (!found) throw new AppError(401, 'UNAUTHENTICATED', 'auth.sessionExpired');
      const tipo = found.tipo as UserTipo; // kept to USER_TIPI by the column's check constraint
      const acting = actingClient(tipo, found);
      request.user = {
        id: found.userId,
        username: found.username,
        tipo,
        clientCode: acting ?? found.clientCode,
        ownClientCode: found.clientCode,
        onBehalf: acting !== null,
        agentCode: found.agentCode,
        sessionId: found.sessionId,
        tokenHash,
      };
    });
  },
  { name: 'auth', dependencies: ['database', 'session'] },
);
