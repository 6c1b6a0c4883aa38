// The companies customers buy for (clients), their delivery addresses, and the sales agents who follow them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const agents = pgTable('agents', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: text('name').notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
});

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
  },
  (t) => [
    index('clients_agent_code_idx').on(t.agentCode),
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

export type AgentRow = typeof agents.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
export type ClientAddressRow = typeof clientAddresses.$inferSelect;
export type NewClientAddressRow = typeof clientAddresses.$inferInsert;
