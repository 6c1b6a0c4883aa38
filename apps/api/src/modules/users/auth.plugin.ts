// Resolves `Authorization: Bearer <token>` to `request.user` on every /api call (routes that need a
// user guard with `requireUser(...tipi)` of kernel/auth-user.ts). A token that is present but malformed,
// expired or revoked is refused with 401 everywhere (not quietly treated as anonymous): a client
// that means to act as a user must not, say, fill an anonymous cart by mistake. Routes that must work
// with a stale token (login, logout) opt out with `config: { bearerToken: 'ignore' }`.
import { can, CLIENT_SCOPE, type UserTipo } from '@shop/contract';
import fp from 'fastify-plugin';
import { findSessionUser } from './session.repository';
import { hashToken } from './token';
import { AppError } from '../../errors/app-error';
import { bearerToken } from '../../kernel/auth-user';

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
