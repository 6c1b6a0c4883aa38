// A client as the contract shows it to its own users (spec §3 fields that pricing and orders need).
import type { Client, PriceList } from '@shop/contract';
import type { AgentRow } from '../../db/schema';
import type { Database } from '../../db/database';
import { findClient } from './client.repository';

export function toAgent(agent: AgentRow) {
  return { codice: agent.code, nome: agent.name, email: agent.email };
}

export async function getClient(db: Database, code: string): Promise<Client | null> {
  const found = await findClient(db, code);
  if (!found) return null;
  const { client, addresses, agent } = found;
  return {
    codice: client.code,
    ragioneSociale: client.companyName,
    partitaIva: client.vatNumber,
    codiceFiscale: client.fiscalCode,
    email: client.email,
    telefono: client.phone,
    sedeLegale: {
      indirizzo: client.street,
      cap: client.postcode,
      citta: client.city,
      provincia: client.province,
      nazione: client.country,
    },
    destinazioni: addresses.map((address) => ({
      codice: address.code,
      descrizione: address.description,
      indirizzo: address.street,
      cap: address.postcode,
      citta: address.city,
      provincia: address.province,
      nazione: address.country,
      predefinito: address.isDefault ? ('S' as const) : ('N' as const),
    })),
    // The column's check constraint keeps it to the contract's lists.
    listino: client.priceList as PriceList,
    sconti: client.discountChain,
    pagamento: client.paymentTerms,
    agente: agent ? toAgent(agent) : null,
  };
}
