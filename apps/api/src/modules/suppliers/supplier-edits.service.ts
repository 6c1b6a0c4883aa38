// Management's changes to suppliers. Each runs in one transaction that locks the supplier row first,
// so two edits of one supplier queue and each audit entry's "before" is what the other left; the audit
// entry (entity 'supplier', key the code) is written in the same transaction.
import type {
  SupplierRecord,
  suppliersContactAddPayloadSchema,
  suppliersContactRemovePayloadSchema,
  suppliersContactUpdatePayloadSchema,
  suppliersCreatePayloadSchema,
  suppliersUpdatePayloadSchema,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { supplierContacts, suppliers, type SupplierRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditRecord } from '../../kernel/audit';
import {
  addContact as addContactOf,
  removeContact as removeContactOf,
  updateContact as updateContactOf,
  type ContactsOf,
} from '../clients';
import { lockSupplier } from './suppliers.repository';
import { getSupplier, supplierNotFound } from './suppliers.service';

type Input<S extends z.ZodType> = z.output<S>;
type Change = (tx: Database, supplier: SupplierRow) => Promise<AuditRecord | null>;

async function editSupplier(
  db: Database,
  user: AuthUser,
  code: string,
  change: Change,
): Promise<SupplierRecord> {
  await db.transaction(async (tx) => {
    const supplier = await lockSupplier(tx, code);
    if (!supplier) throw supplierNotFound();
    const entry = await change(tx, supplier);
    if (entry) await recordAudit(tx, user, entry);
  });
  return getSupplier(db, code);
}

const company = (
  s: Pick<
    SupplierRow,
    'name' | 'vatNumber' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'province' | 'country'
  >,
) => ({
  ragioneSociale: s.name,
  partitaIva: s.vatNumber,
  email: s.email,
  telefono: s.phone,
  indirizzo: s.street,
  cap: s.postcode,
  citta: s.city,
  provincia: s.province,
  nazione: s.country,
});
type Company = ReturnType<typeof company>;
const row = (c: Company) => ({
  name: c.ragioneSociale,
  vatNumber: c.partitaIva,
  email: c.email,
  phone: c.telefono,
  street: c.indirizzo,
  postcode: c.cap,
  city: c.citta,
  province: c.provincia,
  country: c.nazione,
});

export async function createSupplier(
  db: Database,
  user: AuthUser,
  input: Input<typeof suppliersCreatePayloadSchema>,
): Promise<SupplierRecord> {
  const values: Company = {
    ragioneSociale: input.ragioneSociale,
    partitaIva: input.partitaIva,
    email: input.email,
    telefono: input.telefono,
    indirizzo: input.indirizzo,
    cap: input.cap,
    citta: input.citta,
    provincia: input.provincia,
    nazione: input.nazione,
  };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(suppliers)
      .values({ code: input.codice, ...row(values) })
      .onConflictDoNothing()
      .returning({ code: suppliers.code });
    if (inserted.length === 0) {
      throw new AppError(422, 'VALIDATION', 'suppliers.codeTaken', { field: 'codice' });
    }
    await recordAudit(tx, user, {
      entity: 'supplier',
      key: input.codice,
      action: 'create',
      after: { ...values, attivo: 'S' },
    });
  });
  return getSupplier(db, input.codice);
}

export function updateSupplier(
  db: Database,
  user: AuthUser,
  input: Input<typeof suppliersUpdatePayloadSchema>,
) {
  return editSupplier(db, user, input.codice, async (tx, supplier) => {
    const before = company(supplier);
    const after = { ...before };
    for (const key of Object.keys(before) as Array<keyof Company>) {
      const value = input[key];
      if (value !== undefined) after[key] = value;
    }
    await tx.update(suppliers).set(row(after)).where(eq(suppliers.code, supplier.code));
    return { entity: 'supplier', key: supplier.code, action: 'update', before, after };
  });
}

export function setSupplierActive(db: Database, user: AuthUser, code: string, active: boolean) {
  return editSupplier(db, user, code, async (tx, supplier) => {
    if (supplier.active === active) return null;
    await tx.update(suppliers).set({ active }).where(eq(suppliers.code, supplier.code));
    return {
      entity: 'supplier',
      key: supplier.code,
      action: active ? 'reactivate' : 'deactivate',
      before: { attivo: supplier.active ? 'S' : 'N' },
      after: { attivo: active ? 'S' : 'N' },
    };
  });
}

const contacts: ContactsOf = {
  table: supplierContacts,
  owner: supplierContacts.supplierCode,
  ownerValues: (supplierCode) => ({ supplierCode }),
  audit: (code) => ({ entity: 'supplier', key: code }),
  notFound: 'suppliers.contactNotFound',
  skipUnchanged: true,
};

export function addContact(
  db: Database,
  user: AuthUser,
  input: Input<typeof suppliersContactAddPayloadSchema>,
) {
  return editSupplier(db, user, input.codice, (tx, supplier) =>
    addContactOf(tx, contacts, supplier.code, input),
  );
}

export function updateContact(
  db: Database,
  user: AuthUser,
  input: Input<typeof suppliersContactUpdatePayloadSchema>,
) {
  return editSupplier(db, user, input.codice, (tx, supplier) =>
    updateContactOf(tx, contacts, supplier.code, input),
  );
}

export function removeContact(
  db: Database,
  user: AuthUser,
  input: Input<typeof suppliersContactRemovePayloadSchema>,
) {
  return editSupplier(db, user, input.codice, (tx, supplier) =>
    removeContactOf(tx, contacts, supplier.code, input.id),
  );
}
