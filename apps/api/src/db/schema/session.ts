// Login sessions (opaque Bearer tokens, stored only as their SHA-256) and login attempts (rate limit).
import { bigserial, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Hex SHA-256 of the token: a leaked table gives no usable token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The x-sessionid the user logged in with (its anonymous cart merges into the user's). */
    anonymousSessionId: varchar('anonymous_session_id', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /**
     * The client a staff user is ordering for in this session (currentorder): the storefront then
     * prices, fills the cart and places orders as that client. Null when not ordering for anyone.
     */
    actingClientCode: varchar('acting_client_code', { length: 16 }).references(() => clients.code, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Every login attempt, counted in the database so that all API replicas apply one limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The CodUtente tried, lower-cased (it need not exist). */
    account: varchar('account', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
