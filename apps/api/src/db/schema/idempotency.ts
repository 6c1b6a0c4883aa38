// Idempotency keys of unsafe calls (order create): a replay gets the stored answer, a retry while the
// first attempt runs gets 409, the same key with another payload 422.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    /** The call the key was used for, e.g. "order.create". */
    scope: varchar('scope', { length: 32 }).notNull(),
    /** SHA-256 of the call's parsed payload. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotency_keys_state_ck', sql`${t.state} in ('in_progress', 'done')`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
