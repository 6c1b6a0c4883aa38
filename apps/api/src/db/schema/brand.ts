// Brands (marchi): `nome` (the code) and `descizione` (the name) at the REST boundary, as the spec spells them.
import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: text('name').notNull(),
  /** Display order in brand lists (alphabetical by default). */
  position: integer('position').notNull().default(0),
});

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
