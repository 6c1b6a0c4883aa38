// In-app notifications (per user; texts rendered when read) and the e-mail outbox (rendered when
// queued, sent by the outbox sender). Both are written by `notify` inside the transaction of the change
// they announce, so a change that rolls back announces nothing and a committed one is never lost.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NOTIFICATION_KINDS of the contract: which message keys render it. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The event's data the texts are made from (order number, client, status...). */
    params: jsonb('params').notNull().default({}),
    /** A shop path to open, or null. */
    link: text('link'),
    /** The event and the recipient: a transaction retried after a commit cannot notify twice. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The bell's count: the user's unread ones only.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The user it was written for (null once that user is deleted); the address is kept as sent. */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending → sending → sent | logged | failed (OUTBOX_STATUSES of the contract). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it (again): due while pending, the lease's end while sending; null when done. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event and the recipient: the same e-mail is never queued twice. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    // What the sender polls: only the rows still to send.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'logged', 'failed')`),
    check('mail_outbox_language_ck', sql`${t.language} in ('it', 'en')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
