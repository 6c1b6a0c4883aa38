// The answers users gave to the policy items: kept as a history (which version, which item, what,
// when), never changed: what a user accepted, and when, stays provable.
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { policyVersions } from './policies';
import { users } from './users';

export const consentAnswers = pgTable(
  'consent_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 32 }).notNull(),
    /** The version of the document answered (null only for answers older than versions, none today). */
    versionId: integer('version_id').references(() => policyVersions.id),
    itemCode: varchar('item_code', { length: 32 }).notNull(),
    /** S for a ticked checkbox, 1–5 for the option chosen. */
    value: varchar('value', { length: 8 }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_answers_user_idx').on(t.userId, t.category)],
);

export type ConsentAnswerRow = typeof consentAnswers.$inferSelect;
export type NewConsentAnswerRow = typeof consentAnswers.$inferInsert;
