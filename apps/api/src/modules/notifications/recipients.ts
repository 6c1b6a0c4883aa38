// Who is told about an event, read from the data when the event happens: the client's users, a user,
// the agent following a client, the users whose type holds a permission (within the client scope).
import { CLIENT_SCOPE, PERMISSIONS, type Permission, type UserTipo } from '@shop/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, orders, users } from '../../db/schema';

export interface Recipient {
  id: number;
  email: string;
  language: 'it' | 'en';
  name: string;
  tipo: UserTipo;
  clientCode: string | null;
}

const CUSTOMER_TIPI = ['C', 'WC', 'WU'] as const;

/** The client's own users (C, WC, WU). */
export const clientUsers = (clientCode: string): SQL =>
  and(eq(users.clientCode, clientCode), inArray(users.tipo, [...CUSTOMER_TIPI])) as SQL;

export const userById = (id: number): SQL => eq(users.id, id);

/** The agent user(s) following the client today. */
export const clientAgent = (clientCode: string): SQL =>
  and(
    eq(users.tipo, 'A'),
    sql`${users.agentCode} = (select ${clients.agentCode} from ${clients} where ${clients.code} = ${clientCode})`,
  ) as SQL;

/** Users whose type holds `permission` and whose client scope reaches `clientCode`. */
export function permissionHolders(permission: Permission, clientCode: string): SQL {
  const granted: readonly UserTipo[] = PERMISSIONS[permission];
  const conditions = granted.flatMap((tipo): SQL[] => {
    switch (CLIENT_SCOPE[tipo]) {
      case 'all':
        return [eq(users.tipo, tipo)];
      case 'followed':
        return [clientAgent(clientCode)];
      case 'own':
        return [and(eq(users.tipo, tipo), eq(users.clientCode, clientCode)) as SQL];
      default:
        return [];
    }
  });
  return or(...conditions) ?? sql`false`;
}

/**
 * The active users matching `condition`, with what a notification and an e-mail need; with
 * `clientCode`, each row also carries that client's name (one round trip for both).
 */
export async function findRecipients(
  db: Database,
  condition: SQL,
  clientCode?: string,
): Promise<{ recipients: Recipient[]; clientName: string }> {
  const rows = await db
    .select({
      clientName: clientCode
        ? sql<string>`(select ${clients.companyName} from ${clients} where ${clients.code} = ${clientCode})`
        : sql<string>`''`,
      id: users.id,
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      tipo: users.tipo,
      clientCode: users.clientCode,
    })
    .from(users)
    .where(and(eq(users.active, true), condition))
    .orderBy(users.id);
  const recipients = rows.map((row): Recipient => ({
    id: row.id,
    email: row.email,
    language: row.language === 'en' ? 'en' : 'it',
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    tipo: row.tipo as UserTipo,
    clientCode: row.clientCode,
  }));
  return { recipients, clientName: rows[0]?.clientName ?? clientCode ?? '' };
}

/** What the order events need of an order: its number, client, placer and total. */
export async function findOrderFacts(db: Database, orderId: number) {
  const [row] = await db
    .select({
      number: orders.number,
      clientCode: orders.clientCode,
      clientName: clients.companyName,
      placerId: orders.userId,
      placerTipo: users.tipo,
      placerFirstName: users.firstName,
      placerLastName: users.lastName,
      placerUsername: users.username,
      channel: orders.channel,
      total: orders.total,
      decimals: orders.decimals,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new Error(`order ${orderId} not found for its notification`);
  const placerName =
    [row.placerFirstName, row.placerLastName].filter(Boolean).join(' ') || row.placerUsername;
  return { ...row, placerName, placedByStaff: row.channel !== 'web' };
}

export async function findUserName(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return '';
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}
