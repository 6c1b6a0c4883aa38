// Imports of carts and orders: one row per import a user ran, keyed by the SHA-256 of its mode and
// normalised rows, so that the same file imported again (a retry after a timeout, a second click, the
// same file next week by mistake) answers the first result instead of making a second set.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the mode and the normalised rows. */
    key: varchar('key', { length: 64 }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    /** running: claimed, its transaction not committed yet; done: `result` holds the answer. */
    state: varchar('state', { length: 8 }).notNull(),
    rowCount: integer('row_count').notNull(),
    /** The run's answer (counts, clients with their orders, refused rows). */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('imports_user_key_uq').on(t.userId, t.key),
    index('imports_created_at_idx').on(t.createdAt),
    check('imports_state_ck', sql`${t.state} in ('running', 'done')`),
    check('imports_mode_ck', sql`${t.mode} in ('carts', 'orders')`),
  ],
);

export type ImportRecordRow = typeof imports.$inferSelect;
