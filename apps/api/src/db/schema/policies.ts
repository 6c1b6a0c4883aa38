// The privacy policy and the sale conditions (spec §3 "policy item", §5) as versions: a draft that
// management edits, then published versions that are never changed again (users' acceptances refer
// to them). Items per version and language.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    /** privacypolicy or condizionidivendita */
    category: varchar('category', { length: 32 }).notNull(),
    /** 1, 2, 3… per category; a draft holds the number it will be published with. */
    number: integer('number').notNull(),
    /** draft or published */
    status: varchar('status', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('policy_versions_category_number_uq').on(t.category, t.number),
    // At most one draft per document.
    uniqueIndex('policy_versions_one_draft_uq')
      .on(t.category)
      .where(sql`${t.status} = 'draft'`),
    check('policy_versions_category_ck', sql`${t.category} in ('privacypolicy', 'condizionidivendita')`),
    check('policy_versions_status_ck', sql`${t.status} in ('draft', 'published')`),
    check('policy_versions_published_ck', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

export type PolicyVersionRow = typeof policyVersions.$inferSelect;

export const policyItems = pgTable(
  'policy_items',
  {
    id: serial('id').primaryKey(),
    /** privacypolicy or condizionidivendita (the version's own). */
    category: varchar('category', { length: 32 }).notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => policyVersions.id, { onDelete: 'cascade' }),
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
    uniqueIndex('policy_items_version_language_code_uq').on(t.versionId, t.language, t.code),
    check('policy_items_category_ck', sql`${t.category} in ('privacypolicy', 'condizionidivendita')`),
    check('policy_items_language_ck', sql`${t.language} in ('it', 'en')`),
  ],
);

export type PolicyItemRow = typeof policyItems.$inferSelect;
export type NewPolicyItemRow = typeof policyItems.$inferInsert;
