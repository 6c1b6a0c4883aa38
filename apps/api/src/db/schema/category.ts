// The 3-level product category tree: "01" > "01.02" > "01.02.03", labels in both languages.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 32 }).references((): AnyPgColumn => categories.code),
    level: smallint('level').notNull(),
    /** Order among siblings, from 1. */
    position: integer('position').notNull(),
    labelIt: text('label_it').notNull(),
    labelEn: text('label_en').notNull(),
  },
  (t) => [
    index('categories_parent_code_idx').on(t.parentCode),
    check('categories_level_ck', sql`${t.level} between 1 and 3`),
    // A top category has no parent, every other one has: keeps the tree well-formed.
    check('categories_parent_level_ck', sql`(${t.level} = 1) = (${t.parentCode} is null)`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
