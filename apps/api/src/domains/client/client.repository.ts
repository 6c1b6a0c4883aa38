// Queries on clients, their delivery addresses and agents.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agents, clientAddresses, clients, type AgentRow } from '../../db/schema';

export async function findAgent(db: Database, code: string): Promise<AgentRow | undefined> {
  const [agent] = await db.select().from(agents).where(eq(agents.code, code)).limit(1);
  return agent;
}

export async function findClient(db: Database, code: string) {
  const [client] = await db.select().from(clients).where(eq(clients.code, code)).limit(1);
  if (!client) return undefined;
  const addresses = await db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientCode, code))
    .orderBy(asc(clientAddresses.code));
  const agent = client.agentCode ? await findAgent(db, client.agentCode) : undefined;
  return { client, addresses, agent };
}
