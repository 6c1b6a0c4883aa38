// The contacts of a record (a client's, a supplier's): each owner has its own table with the same four
// fields, changed and logged the same way. The owner's service locks its record, calls these inside
// that transaction and writes the audit entry they answer.
import type { clientContactAddPayloadSchema, suppliersContactAddPayloadSchema } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { clientContacts, supplierContacts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { MessageKey } from '../../kernel/texts/messages';
import type { AuditRecord } from '../../kernel/audit';

/** The contact fields of the add and update calls (the same in every owner's contract). */
export type ContactInput =
  z.output<typeof clientContactAddPayloadSchema> | z.output<typeof suppliersContactAddPayloadSchema>;

type ContactsTable = typeof clientContacts | typeof supplierContacts;
type ContactRow = ContactsTable['$inferSelect'];

export interface ContactsOf {
  table: ContactsTable;
  /** The table's column that holds the owner's code. */
  owner: typeof clientContacts.clientCode | typeof supplierContacts.supplierCode;
  /** The owner's row values for a new contact (`{ clientCode }`). */
  ownerValues: (ownerCode: string) => { clientCode: string } | { supplierCode: string };
  /** The audit entry's entity, key (and client) for a change of the owner `ownerCode`. */
  audit: (ownerCode: string) => Pick<AuditRecord, 'entity' | 'key' | 'clientCode'>;
  /** The message of the 404 when the owner has no contact with the id given. */
  notFound: MessageKey;
  /** An update that changes nothing writes nothing and logs nothing (suppliers); else it is logged. */
  skipUnchanged: boolean;
}

const contactRow = (c: ContactInput) => ({ name: c.nome, role: c.ruolo, email: c.email, phone: c.telefono });
// A contact's fields carry their kind ("contatto.email"), so the owner's log tells them from its own.
const contactAudit = (c: ReturnType<typeof contactRow>) => ({
  'contatto.nome': c.name,
  'contatto.ruolo': c.role,
  'contatto.email': c.email,
  'contatto.telefono': c.phone,
});

async function findContact(tx: Database, of: ContactsOf, ownerCode: string, id: number): Promise<ContactRow> {
  const [contact] = await tx
    .select()
    .from(of.table)
    .where(and(eq(of.owner, ownerCode), eq(of.table.id, id)));
  if (!contact) throw new AppError(404, 'NOT_FOUND', of.notFound, { field: 'id' });
  return contact;
}

export async function addContact(
  tx: Database,
  of: ContactsOf,
  ownerCode: string,
  input: ContactInput,
): Promise<AuditRecord> {
  const contact = contactRow(input);
  await tx.insert(of.table).values({ ...of.ownerValues(ownerCode), ...contact });
  return { ...of.audit(ownerCode), action: 'create', after: contactAudit(contact), summary: contact.name };
}

export async function updateContact(
  tx: Database,
  of: ContactsOf,
  ownerCode: string,
  input: ContactInput & { id: number },
): Promise<AuditRecord | null> {
  const existing = await findContact(tx, of, ownerCode, input.id);
  const contact = contactRow(input);
  const before = contactAudit(existing);
  const after = contactAudit(contact);
  if (of.skipUnchanged && JSON.stringify(before) === JSON.stringify(after)) return null;
  await tx.update(of.table).set(contact).where(eq(of.table.id, existing.id));
  return { ...of.audit(ownerCode), action: 'update', before, after, summary: contact.name };
}

export async function removeContact(
  tx: Database,
  of: ContactsOf,
  ownerCode: string,
  id: number,
): Promise<AuditRecord> {
  const existing = await findContact(tx, of, ownerCode, id);
  await tx.delete(of.table).where(eq(of.table.id, existing.id));
  return { ...of.audit(ownerCode), action: 'delete', before: contactAudit(existing), summary: existing.name };
}
