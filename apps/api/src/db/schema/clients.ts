// The companies customers buy for (clients), their delivery addresses, and the sales agents who follow them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const agents = pgTable(
  'agents',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    /** The highest extra line discount (percent) the agent may give while ordering for a client. */
    maxDiscount: numeric('max_discount', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [check('agents_max_discount_ck', sql`${t.maxDiscount} >= 0 and ${t.maxDiscount} < 100`)],
);

export const clients = pgTable(
  'clients',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    companyName: text('company_name').notNull(),
    vatNumber: varchar('vat_number', { length: 20 }).notNull().default(''),
    fiscalCode: varchar('fiscal_code', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    street: text('street').notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    city: text('city').notNull(),
    province: varchar('province', { length: 2 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default('IT'),
    /** p1, p1b2b, p2 or p3: which list price the client pays. */
    priceList: varchar('price_list', { length: 8 }).notNull(),
    /** Discount chain applied after the list price, e.g. "20+10"; "" for none. */
    discountChain: varchar('discount_chain', { length: 32 }).notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    agentCode: varchar('agent_code', { length: 16 }).references(() => agents.code),
    /** Most the client may owe (open orders + unpaid documents); null for no limit. */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_agent_code_idx').on(t.agentCode),
    index('clients_company_name_idx').on(t.companyName),
    // The directory's default order: a page by name walks this index and stops after its rows.
    index('clients_name_sort_idx').on(sql`lower(${t.companyName})`, t.code),
    // The directory's search: one trigram index over what it searches (code, name, VAT number, city).
    index('clients_search_trgm_idx').using(
      'gin',
      sql`(${t.code} || ' ' || ${t.companyName} || ' ' || ${t.vatNumber} || ' ' || ${t.city}) gin_trgm_ops`,
    ),
    check('clients_credit_limit_ck', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
    check('clients_price_list_ck', sql`${t.priceList} in ('p1', 'p1b2b', 'p2', 'p3')`),
    // Numbers separated by '+', each a percentage below 100 (e.g. "20+10", "5", "12.5+3").
    check(
      'clients_discount_chain_ck',
      sql`${t.discountChain} ~ '^([0-9]{1,2}([.][0-9]{1,2})?([+][0-9]{1,2}([.][0-9]{1,2})?)*)?$'`,
    ),
  ],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: serial('id').primaryKey(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    description: text('description').notNull(),
    street: text('street').notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    city: text('city').notNull(),
    province: varchar('province', { length: 2 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default('IT'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [uniqueIndex('client_addresses_client_code_uq').on(t.clientCode, t.code)],
);

/** The people to talk to at a client (buyer, accounts, owner...). */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientCode)],
);

/** Notes staff write on a client record, newest first; the author is kept. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: serial('id').primaryKey(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_notes_client_idx').on(t.clientCode, t.createdAt)],
);

/**
 * Documents a client still has to pay (open items, as the accounting system reports them): with the
 * open orders, they make the client's exposure against its credit limit.
 */
export const receivables = pgTable(
  'receivables',
  {
    id: serial('id').primaryKey(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code, { onDelete: 'cascade' }),
    document: varchar('document', { length: 32 }).notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('receivables_client_idx').on(t.clientCode, t.dueOn),
    check('receivables_amounts_ck', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`),
  ],
);

export type AgentRow = typeof agents.$inferSelect;
export type NewAgentRow = typeof agents.$inferInsert;
export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
export type ClientAddressRow = typeof clientAddresses.$inferSelect;
export type NewClientAddressRow = typeof clientAddresses.$inferInsert;
export type ClientContactRow = typeof clientContacts.$inferSelect;
export type ClientNoteRow = typeof clientNotes.$inferSelect;
export type ReceivableRow = typeof receivables.$inferSelect;
