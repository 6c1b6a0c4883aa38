// The client directory and the client record, in the user's client scope (an agent: his clients).
import type { Client, ClientListData, ClientListQuery, ClientRecord } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { shopDay } from '../../kernel/shop-calendar';
import {
  findClient,
  findClientInScope,
  findDirectoryPage,
  findRecordParts,
  type FiguresPeriod,
} from './clients.repository';
import { toAgent, toClient, toListItem, toRecord } from './clients.view';

/** Today and the year the figures count, in the shop's calendar (Europe/Rome). */
export function shopPeriod(now: Date = new Date()): FiguresPeriod & { today: string; month: string } {
  const today = shopDay(now);
  return { today, year: Number(today.slice(0, 4)), month: `${today.slice(0, 7)}-01` };
}

export async function listClients(
  db: Database,
  user: AuthUser,
  query: ClientListQuery,
): Promise<ClientListData> {
  const { rows, total } = await findDirectoryPage(db, clientScopeOf(user), query, shopPeriod());
  return listData(rows.map(toListItem), total, query);
}

/** A client out of the user's reach is "not found", whatever its code: the code reveals nothing. */
export function clientNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'clients.notFound', { field: 'codice' });
}

export async function getClientRecord(db: Database, user: AuthUser, code: string): Promise<ClientRecord> {
  const period = shopPeriod();
  const head = await findClientInScope(db, clientScopeOf(user), code, period);
  if (!head) throw clientNotFound();
  const parts = await findRecordParts(db, code);
  return toRecord(head, parts, period.today);
}

/** A client as the contract shows it to its own users (spec §3 fields that pricing and orders need). */
export async function getClient(db: Database, code: string): Promise<Client | null> {
  const found = await findClient(db, code);
  if (!found) return null;
  const { client, addresses, agent } = found;
  return { ...toClient(client, addresses), agente: agent ? toAgent(agent) : null };
}
