// Seeds the agents, the demo clients (the first six and the directory's) and their delivery addresses.
import type { Database } from '../db/database';
import { agents, clientAddresses, clientFigures, clientMonthlySales, clients } from '../db/schema';
import { AGENTS, CLIENT_ADDRESSES, CLIENTS } from './data/clients';
import type { Seeder } from './core/seeder';

export const agentSeeder: Seeder = {
  name: 'agents',
  table: agents,
  async seed(db: Database) {
    await db.insert(agents).values(AGENTS);
    return AGENTS.length;
  },
};

export const clientSeeder: Seeder = {
  name: 'clients',
  table: clients,
  // Kept by triggers from orders and receivables: emptied with the clients on `seed --force`.
  dependents: [clientFigures, clientMonthlySales],
  async seed(db: Database) {
    await db.insert(clients).values(CLIENTS);
    return CLIENTS.length;
  },
};

export const clientAddressSeeder: Seeder = {
  name: 'client addresses',
  table: clientAddresses,
  async seed(db: Database) {
    await db.insert(clientAddresses).values(CLIENT_ADDRESSES);
    return CLIENT_ADDRESSES.length;
  },
};
