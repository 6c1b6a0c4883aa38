// Suppliers (fornitori) the distributor buys from; products name one, search suggests them.
import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const suppliers = pgTable('suppliers', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  vatNumber: varchar('vat_number', { length: 16 }).notNull().default(''),
});

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;
