// Quotes (preventivi): contract quotes.ts. One quote record covers the customer's request (its lines in
// quote_request_lines) and the staff's answer (numbered revisions with their lines; a revision is
// editable until sent, then frozen), a thread of messages and the history of its statuses. "scaduta"
// is not a status: it is read from the current revision's valid_until (end of that day, Europe/Rome).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { orders } from './orders';
import { users } from './users';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });
const STATUSES = sql`('richiesta', 'bozza', 'in_approvazione', 'inviata', 'modifiche_richieste', 'accettata', 'rifiutata', 'annullata')`;

/** The last sequence used per year: "P2026/000012". Taken in the quote's transaction: no gaps. */
export const quoteNumberCounters = pgTable('quote_number_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 16 }).notNull(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** 'request' (a customer asked) or 'staff' (made by staff on their own). */
    origin: varchar('origin', { length: 8 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    /** The revision shown and edited now; 0 while a request has no answer yet. */
    currentRevision: integer('current_revision').notNull().default(0),
    /** The order made when the customer accepted it. */
    orderId: integer('order_id').references(() => orders.id),
    /** Why the customer declined it (rifiutata). */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.number),
    index('quotes_client_idx').on(t.clientCode, t.updatedAt),
    index('quotes_updated_idx').on(t.updatedAt),
    // The approval queue: the few quotes waiting.
    index('quotes_in_approval_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'in_approvazione'`),
    // One quote makes at most one order, whatever happens concurrently.
    uniqueIndex('quotes_order_uq').on(t.orderId),
    check('quotes_status_ck', sql`${t.status} in ${STATUSES}`),
    check('quotes_origin_ck', sql`${t.origin} in ('request', 'staff')`),
  ],
);

/** What the customer asked: product and wanted quantity (the request's notes open the thread). */
export const quoteRequestLines = pgTable(
  'quote_request_lines',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.lineNo] }),
    check('quote_request_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** Valid to the end of this day in the shop's calendar (Europe/Rome). */
    validUntil: date('valid_until').notNull(),
    customerNotes: text('customer_notes').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it went to the customer (after approval, if it needed one); null: a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Waited for approval because a discount passed the maker's ceiling. */
    neededApproval: boolean('needed_approval').notNull().default(false),
    total: amount('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.revision] })],
);

export const quoteRevisionLines = pgTable(
  'quote_revision_lines',
  {
    quoteId: integer('quote_id').notNull(),
    revision: integer('revision').notNull(),
    lineNo: integer('line_no').notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    um: varchar('um', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The client's list price when the revision was saved. */
    listPrice: amount('list_price').notNull(),
    /**
     * The client's own net price when the revision was saved: what his cart charged for the product
     * (list, discount chain, promotions in force). Lines saved before it existed hold the list price.
     */
    clientPrice: amount('client_price').notNull(),
    /** Percent off the list price, all discounts together (computed from the net price). */
    discountPct: numeric('discount_pct', { precision: 7, scale: 4 }).notNull(),
    /** The agent's extra discount: percent off the client price (given, or derived from a net price). */
    extraDiscountPct: numeric('extra_discount_pct', { precision: 7, scale: 4 }).notNull(),
    netPrice: amount('net_price').notNull(),
    total: amount('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.revision, t.lineNo] }),
    index('quote_revision_lines_revision_idx').on(t.quoteId, t.revision),
    check('quote_revision_lines_quantity_ck', sql`${t.quantity} > 0 and ${t.netPrice} >= 0`),
  ],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    byCustomer: boolean('by_customer').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_messages_quote_idx').on(t.quoteId, t.id)],
);

export const quoteStatusHistory = pgTable(
  'quote_status_history',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_status_history_quote_idx').on(t.quoteId, t.id)],
);
