// The items of the privacy policy and the sale conditions (spec §3 "policy item"), per language.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const policyItems = pgTable(
  'policy_items',
  {
    id: serial('id').primaryKey(),
    /** privacypolicy or condizionidivendita */
    category: varchar('category', { length: 32 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    testo1: text('testo1').notNull().default(''),
    testo2: text('testo2').notNull().default(''),
    testo3: text('testo3').notNull().default(''),
    testo4: text('testo4').notNull().default(''),
    testo5: text('testo5').notNull().default(''),
  },
  (t) => [
    uniqueIndex('policy_items_category_language_code_uq').on(t.category, t.language, t.code),
    check('policy_items_category_ck', sql`${t.category} in ('privacypolicy', 'condizionidivendita')`),
    check('policy_items_language_ck', sql`${t.language} in ('it', 'en')`),
  ],
);

export type PolicyItemRow = typeof policyItems.$inferSelect;
export type NewPolicyItemRow = typeof policyItems.$inferInsert;
