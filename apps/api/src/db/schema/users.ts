// Users of every tipo (spec §3, §6): credentials, the S/N flags the web forces modals on, consents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, clients } from './clients';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The login name (codutente); unique whatever its case. */
    username: varchar('username', { length: 64 }).notNull(),
    tipo: varchar('tipo', { length: 2 }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    /** `scrypt$N$r$p$salt$hash` (see modules/users/password.ts). */
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mustSetName: boolean('must_set_name').notNull().default(false),
    promotionsAllowed: boolean('promotions_allowed').notNull().default(false),
    language: varchar('language', { length: 2 }).notNull().default('it'),
    clientCode: varchar('client_code', { length: 16 }).references(() => clients.code),
    agentCode: varchar('agent_code', { length: 16 }).references(() => agents.code),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    saleConditionsAcceptedAt: timestamp('sale_conditions_accepted_at', { withTimezone: true }),
    /**
     * The policy versions those acceptances are of (policy_versions.number): a user whose version is
     * not the one in force has not accepted it (modules/policies).
     */
    privacyVersion: integer('privacy_version'),
    saleConditionsVersion: integer('sale_conditions_version'),
    active: boolean('active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When management last unlocked the account: failed logins before it no longer count towards the
     * per-account limit (modules/users/login-limit.ts). Null when never unlocked.
     */
    loginUnlockedAt: timestamp('login_unlocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_client_code_idx').on(t.clientCode),
    check('users_tipo_ck', sql`${t.tipo} in ('C', 'WC', 'WU', 'A', 'X', 'U', 'F')`),
    check('users_language_ck', sql`${t.language} in ('it', 'en')`),
    // A customer always buys for a client; an agent is always an agent record.
    check('users_customer_client_ck', sql`${t.tipo} not in ('C', 'WC', 'WU') or ${t.clientCode} is not null`),
    check('users_agent_ck', sql`${t.tipo} <> 'A' or ${t.agentCode} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
