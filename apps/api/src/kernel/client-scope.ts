// Which clients a user may read and act on (the contract's CLIENT_SCOPE): X and U every client, an
// agent the clients he follows, a customer their own, anyone else none. Applied in the queries
// (`clientScopeCondition`), so a forgotten check cannot leak another client's data.
import { CLIENT_SCOPE } from '@shop/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { clients, users } from '../db/schema';
import type { AuthUser } from './auth-user';

export type ClientScope =
  | { kind: 'all' }
  | { kind: 'agent'; agentCode: string }
  | { kind: 'client'; clientCode: string }
  | { kind: 'none' };

/** The scope of a user; a visitor (null) reaches no client. */
export function clientScopeOf(
  user: Pick<AuthUser, 'tipo' | 'agentCode' | 'ownClientCode'> | null,
): ClientScope {
  if (!user) return { kind: 'none' };
  switch (CLIENT_SCOPE[user.tipo]) {
    case 'all':
      return { kind: 'all' };
    case 'followed':
      return user.agentCode ? { kind: 'agent', agentCode: user.agentCode } : { kind: 'none' };
    case 'own':
      return user.ownClientCode ? { kind: 'client', clientCode: user.ownClientCode } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * A condition on the clients table (or on a join with it) that keeps the rows of the scope:
 * `where(and(filters, clientScopeCondition(scope)))`.
 */
export function clientScopeCondition(
  scope: ClientScope,
  columns: { code: PgColumn; agentCode: PgColumn } = { code: clients.code, agentCode: clients.agentCode },
): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'agent':
      return eq(columns.agentCode, scope.agentCode);
    case 'client':
      return eq(columns.code, scope.clientCode);
    default:
      return sql`false`;
  }
}

/** True when the client exists and is in the user's scope (one indexed lookup). */
export async function canReadClient(
  db: Database,
  user: Pick<AuthUser, 'tipo' | 'agentCode' | 'ownClientCode'> | null,
  clientCode: string,
): Promise<boolean> {
  const scope = clientScopeOf(user);
  if (scope.kind === 'none' || (scope.kind === 'client' && scope.clientCode !== clientCode)) return false;
  const [row] = await db
    .select({ code: clients.code })
    .from(clients)
    .where(and(eq(clients.code, clientCode), clientScopeCondition(scope)))
    .limit(1);
  return row !== undefined;
}

/** What the user scope needs to know of the viewer. */
export type ScopedViewer = Pick<AuthUser, 'id' | 'tipo' | 'agentCode' | 'ownClientCode'>;

/**
 * A condition on users left-joined with their clients (`users left join clients on clients.code =
 * users.client_code`) that keeps the users whose data `viewer` may read: themselves, and the users of
 * the clients in the viewer's scope (every user for scope all; an agent's followed clients; a
 * customer's own client). Calls that name another user (promotion's TipoUtente/CodUtente) look the
 * user up through it, so a user out of reach is never found.
 */
export function userScopeCondition(
  viewer: ScopedViewer,
  columns: { userId: PgColumn; clientCode: PgColumn; agentCode: PgColumn } = {
    userId: users.id,
    clientCode: clients.code,
    agentCode: clients.agentCode,
  },
): SQL {
  const scope = clientScopeOf(viewer);
  if (scope.kind === 'all') return sql`true`;
  const inScope = clientScopeCondition(scope, { code: columns.clientCode, agentCode: columns.agentCode });
  return or(eq(columns.userId, viewer.id), inScope) ?? inScope;
}
