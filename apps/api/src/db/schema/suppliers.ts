// Suppliers (fornitori) the distributor buys from, and the people to talk to there; products name one,
// search suggests the active ones.
import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const suppliers = pgTable('suppliers', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  vatNumber: varchar('vat_number', { length: 16 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  street: text('street').notNull().default(''),
  postcode: varchar('postcode', { length: 10 }).notNull().default(''),
  province: varchar('province', { length: 2 }).notNull().default(''),
  country: varchar('country', { length: 2 }).notNull().default('IT'),
  /** A deactivated supplier leaves the search box and the Fornitori table; its products stay. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The people to talk to at a supplier (sales, orders, accounts...). */
export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: serial('id').primaryKey(),
    supplierCode: varchar('supplier_code', { length: 20 })
      .notNull()
      .references(() => suppliers.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
  },
  (t) => [index('supplier_contacts_supplier_idx').on(t.supplierCode)],
);

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;
export type SupplierContactRow = typeof supplierContacts.$inferSelect;
