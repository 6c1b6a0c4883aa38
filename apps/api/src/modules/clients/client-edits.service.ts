// Changes to a client record. Each runs in one transaction that first locks the client row (in the
// user's scope: out of reach is 404), so two edits of one client queue and each audit entry's "before"
// is what the other left; the audit entry is written in the same transaction. Which user types may
// make which edit is the route's permission (clients.editCompany, editContacts, editTerms, agents.assign).
import type { z } from 'zod';
import type {
  ClientRecord,
  clientAddressAddPayloadSchema,
  clientAddressRemovePayloadSchema,
  clientAddressUpdatePayloadSchema,
  clientAssignPayloadSchema,
  clientContactAddPayloadSchema,
  clientContactRemovePayloadSchema,
  clientContactUpdatePayloadSchema,
  clientNoteAddPayloadSchema,
  clientTermsPayloadSchema,
  clientUpdatePayloadSchema,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  agents,
  clientAddresses,
  clientContacts,
  clientNotes,
  clients,
  users,
  type ClientRow,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditRecord } from '../../kernel/audit';
import { clientScopeCondition, clientScopeOf } from '../../kernel/client-scope';
import * as contactEdits from './contact-edits';
import { money, toAmount } from '../../kernel/money';
import { clientNotFound, getClientRecord } from './clients.service';

type Input<S extends z.ZodType> = z.output<S>;
type Change = (tx: Database, client: ClientRow) => Promise<AuditRecord | AuditRecord[]>;

/** Locks the client (in scope), applies `change`, records its audit entries; answers the new record. */
async function editClient(db: Database, user: AuthUser, code: string, change: Change): Promise<ClientRecord> {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select()
      .from(clients)
      .where(and(eq(clients.code, code), clientScopeCondition(clientScopeOf(user))))
      .for('update');
    if (!client) throw clientNotFound();
    await recordAudit(tx, user, ...[await change(tx, client)].flat());
  });
  return getClientRecord(db, user, code);
}

const company = (c: ClientRow) => ({
  ragioneSociale: c.companyName,
  partitaIva: c.vatNumber,
  codiceFiscale: c.fiscalCode,
  email: c.email,
  telefono: c.phone,
  indirizzo: c.street,
  cap: c.postcode,
  citta: c.city,
  provincia: c.province,
  nazione: c.country,
});

export function updateCompany(db: Database, user: AuthUser, input: Input<typeof clientUpdatePayloadSchema>) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const before = company(client);
    const after = { ...before };
    for (const key of Object.keys(before) as Array<keyof typeof before>) {
      const value = input[key];
      if (value !== undefined) after[key] = value;
    }
    await tx
      .update(clients)
      .set({
        companyName: after.ragioneSociale,
        vatNumber: after.partitaIva,
        fiscalCode: after.codiceFiscale,
        email: after.email,
        phone: after.telefono,
        street: after.indirizzo,
        postcode: after.cap,
        city: after.citta,
        province: after.provincia,
        country: after.nazione,
      })
      .where(eq(clients.code, client.code));
    return { entity: 'client', key: client.code, clientCode: client.code, action: 'update', before, after };
  });
}

type AddressInput = Input<typeof clientAddressAddPayloadSchema>;
const addressRow = (input: AddressInput) => ({
  description: input.descrizione,
  street: input.indirizzo,
  postcode: input.cap,
  city: input.citta,
  province: input.provincia,
  country: input.nazione,
  isDefault: input.predefinito === 'S',
});
// Audit field names of a delivery address and a contact carry their kind ("destinazione.cap"), so the
// client's log tells them from the company's own fields; the summary names which one.
const addressAudit = (a: ReturnType<typeof addressRow>) => ({
  'destinazione.descrizione': a.description,
  'destinazione.indirizzo': a.street,
  'destinazione.cap': a.postcode,
  'destinazione.citta': a.city,
  'destinazione.provincia': a.province,
  'destinazione.nazione': a.country,
  'destinazione.predefinito': a.isDefault ? 'S' : 'N',
});

async function findAddress(tx: Database, clientCode: string, code: string) {
  const [address] = await tx
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientCode, clientCode), eq(clientAddresses.code, code)));
  if (!address) throw new AppError(404, 'NOT_FOUND', 'clients.addressNotFound', { field: 'destinazione' });
  return address;
}

/** One default address per client: the new default takes the flag from the others. */
async function clearDefault(tx: Database, clientCode: string) {
  await tx
    .update(clientAddresses)
    .set({ isDefault: false })
    .where(eq(clientAddresses.clientCode, clientCode));
}

export function addAddress(db: Database, user: AuthUser, input: AddressInput) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const existing = await tx
      .select({ code: clientAddresses.code })
      .from(clientAddresses)
      .where(eq(clientAddresses.clientCode, client.code));
    const highest = Math.max(0, ...existing.map((a) => Number(a.code)).filter(Number.isFinite));
    const code = String(highest + 1).padStart(3, '0');
    const row = addressRow(input);
    if (row.isDefault) await clearDefault(tx, client.code);
    await tx.insert(clientAddresses).values({ clientCode: client.code, code, ...row });
    const summary = `${code} ${row.description}`;
    return {
      entity: 'client',
      key: client.code,
      clientCode: client.code,
      action: 'create',
      after: addressAudit(row),
      summary,
    };
  });
}

export function updateAddress(
  db: Database,
  user: AuthUser,
  input: Input<typeof clientAddressUpdatePayloadSchema>,
) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const address = await findAddress(tx, client.code, input.destinazione);
    const row = addressRow(input);
    if (row.isDefault && !address.isDefault) await clearDefault(tx, client.code);
    await tx.update(clientAddresses).set(row).where(eq(clientAddresses.id, address.id));
    return {
      entity: 'client',
      key: client.code,
      clientCode: client.code,
      action: 'update',
      before: addressAudit(address),
      after: addressAudit(row),
      summary: `${address.code} ${row.description}`,
    };
  });
}

export function removeAddress(
  db: Database,
  user: AuthUser,
  input: Input<typeof clientAddressRemovePayloadSchema>,
) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const address = await findAddress(tx, client.code, input.destinazione);
    await tx.delete(clientAddresses).where(eq(clientAddresses.id, address.id));
    const summary = `${address.code} ${address.description}`;
    return {
      entity: 'client',
      key: client.code,
      clientCode: client.code,
      action: 'delete',
      before: addressAudit(address),
      summary,
    };
  });
}

const contacts: contactEdits.ContactsOf = {
  table: clientContacts,
  owner: clientContacts.clientCode,
  ownerValues: (clientCode) => ({ clientCode }),
  audit: (code) => ({ entity: 'client', key: code, clientCode: code }),
  notFound: 'clients.contactNotFound',
  skipUnchanged: false,
};

export function addContact(db: Database, user: AuthUser, input: Input<typeof clientContactAddPayloadSchema>) {
  return editClient(db, user, input.codice, (tx, client) =>
    contactEdits.addContact(tx, contacts, client.code, input),
  );
}

export function updateContact(
  db: Database,
  user: AuthUser,
  input: Input<typeof clientContactUpdatePayloadSchema>,
) {
  return editClient(db, user, input.codice, async (tx, client) => {
    // Never null: an unchanged contact is logged too (skipUnchanged is false).
    const entry = await contactEdits.updateContact(tx, contacts, client.code, input);
    return entry ?? [];
  });
}

export function removeContact(
  db: Database,
  user: AuthUser,
  input: Input<typeof clientContactRemovePayloadSchema>,
) {
  return editClient(db, user, input.codice, (tx, client) =>
    contactEdits.removeContact(tx, contacts, client.code, input.id),
  );
}

export function addNote(db: Database, user: AuthUser, input: Input<typeof clientNoteAddPayloadSchema>) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, user.id));
    const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ') || user.username;
    await tx
      .insert(clientNotes)
      .values({ clientCode: client.code, authorUserId: user.id, authorName, text: input.testo });
    return {
      entity: 'client',
      key: client.code,
      clientCode: client.code,
      action: 'create',
      after: { nota: input.testo },
    };
  });
}

const limitOf = (value: string | null) => (value === null ? null : toAmount(money(value), 2));

export function updateTerms(db: Database, user: AuthUser, input: Input<typeof clientTermsPayloadSchema>) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const before = {
      listino: client.priceList,
      sconti: client.discountChain,
      pagamento: client.paymentTerms,
      fido: limitOf(client.creditLimit),
    };
    const after = {
      listino: input.listino ?? before.listino,
      sconti: input.sconti ?? before.sconti,
      pagamento: input.pagamento ?? before.pagamento,
      fido: input.fido === undefined ? before.fido : input.fido,
    };
    await tx
      .update(clients)
      .set({
        priceList: after.listino,
        discountChain: after.sconti,
        paymentTerms: after.pagamento,
        creditLimit: after.fido === null ? null : after.fido.toFixed(2),
      })
      .where(eq(clients.code, client.code));
    return { entity: 'client', key: client.code, clientCode: client.code, action: 'update', before, after };
  });
}

/** Sets or clears the client's agent: audited on the client and on both agents. */
export function assignAgent(db: Database, user: AuthUser, input: Input<typeof clientAssignPayloadSchema>) {
  return editClient(db, user, input.codice, async (tx, client) => {
    const next = input.agente === '' ? null : input.agente;
    if (next !== null) {
      const [agent] = await tx.select({ code: agents.code }).from(agents).where(eq(agents.code, next));
      if (!agent) throw new AppError(422, 'VALIDATION', 'clients.unknownAgent', { field: 'agente' });
    }
    const previous = client.agentCode;
    if (previous === next) return [];
    await tx.update(clients).set({ agentCode: next }).where(eq(clients.code, client.code));
    const summary = `${client.code} ${client.companyName}`;
    const records: AuditRecord[] = [
      {
        entity: 'client',
        key: client.code,
        clientCode: client.code,
        action: 'assign',
        before: { agente: previous },
        after: { agente: next },
      },
    ];
    // On the agents' own logs: the client that left one and joined the other.
    if (previous) {
      records.push({
        entity: 'agent',
        key: previous,
        clientCode: client.code,
        action: 'assign',
        before: { cliente: client.code },
        summary,
      });
    }
    if (next) {
      records.push({
        entity: 'agent',
        key: next,
        clientCode: client.code,
        action: 'assign',
        after: { cliente: client.code },
        summary,
      });
    }
    return records;
  });
}
