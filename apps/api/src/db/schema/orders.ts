// Orders with their lines (prices frozen when placed), status history and yearly numbering. Statuses
// and which may follow which: packages/contract order-lifecycle.ts; the documents an order's shipments
// and invoices make: document.ts.
import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });
const STATUSES = sql`('in_approvazione', 'ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale', 'spedito', 'fatturato', 'annullato', 'rifiutato')`;
/** Not yet wholly shipped (the contract's OPEN_ORDER_STATUSES). */
const OPEN = sql`('ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale')`;
const CHANNELS = sql`('web', 'agent', 'office', 'fair', 'import', 'quote')`;

/** The last sequence used per year: "2026/000123" is year 2026, sequence 123. */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    status: varchar('status', { length: 16 }).notNull().default('ricevuto'),
    /**
     * How it came in: web (the customer), agent (an agent for his client), office (sales office or
     * management for a client), fair, import. `userId` is who placed it.
     */
    channel: varchar('channel', { length: 8 }).notNull().default('web'),
    orderType: varchar('order_type', { length: 8 }).notNull(),
    priceList: varchar('price_list', { length: 8 }).notNull(),
    discountChain: varchar('discount_chain', { length: 32 }).notNull(),
    // The delivery address as it was when ordered (a later change of the address book changes nothing).
    deliveryCode: varchar('delivery_code', { length: 16 }).notNull(),
    deliveryDescription: text('delivery_description').notNull(),
    deliveryStreet: text('delivery_street').notNull(),
    deliveryPostcode: varchar('delivery_postcode', { length: 10 }).notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryProvince: varchar('delivery_province', { length: 2 }).notNull(),
    deliveryCountry: varchar('delivery_country', { length: 2 }).notNull(),
    requestedDelivery: date('requested_delivery'),
    notes: text('notes').notNull().default(''),
    saleConditionsAcceptedAt: timestamp('sale_conditions_accepted_at', { withTimezone: true }).notNull(),
    decimals: integer('decimals').notNull(),
    subtotal: amount('subtotal').notNull(),
    headerPromotionCode: varchar('header_promotion_code', { length: 20 }),
    headerDiscount: amount('header_discount').notNull(),
    total: amount('total').notNull(),
    items: integer('items').notNull(),
    lineCount: integer('line_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by every change staff make (status, lines, shipment, invoice): a change sent with an older
     * version is refused (optimistic concurrency: two people acting on one order at once).
     */
    version: integer('version').notNull().default(1),
    /** The day staff expect to ship what is still open (backorders), when they said. */
    expectedShipping: date('expected_shipping'),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    // A client's orders by day, and everyone's: the status and total (and on the second the client and
    // channel) ride along in the key, so the dashboard's sums over a month read the index alone.
    index('orders_client_created_idx').on(t.clientCode, t.createdAt, t.status, t.total),
    index('orders_created_idx').on(t.createdAt, t.status, t.total, t.clientCode, t.channel),
    // The order grid sorted by amount (largest first): a page without sorting every order.
    index('orders_total_idx').on(t.total, t.id),
    // The few orders still open (not wholly shipped), per client; and those waiting, oldest first.
    index('orders_open_client_idx')
      .on(t.clientCode)
      .where(sql`${t.status} in ${OPEN}`),
    index('orders_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'ricevuto'`),
    // The approval queue: the few orders waiting for approval, oldest first.
    index('orders_in_approval_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'in_approvazione'`),
    check('orders_channel_ck', sql`${t.channel} in ${CHANNELS}`),
    check('orders_status_ck', sql`${t.status} in ${STATUSES}`),
    check('orders_amounts_ck', sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.headerDiscount} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    // No foreign key: an order keeps its lines when a product leaves the catalogue.
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    um: varchar('um', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull(),
    freeQuantity: integer('free_quantity').notNull().default(0),
    listPrice: amount('list_price').notNull(),
    netPrice: amount('net_price').notNull(),
    discounts: varchar('discounts', { length: 64 }).notNull(),
    /** The extra discount (percent) given by staff on this line, included in netPrice. */
    extraDiscount: numeric('extra_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    promotionCode: varchar('promotion_code', { length: 20 }),
    total: amount('total').notNull(),
    /**
     * Units shipped so far (delivery notes); quantity − shipped is the line's backorder while the order
     * is open. The free units ship with the line's last units.
     */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0 and ${t.freeQuantity} >= 0`),
    check('order_lines_shipped_ck', sql`${t.shippedQuantity} >= 0 and ${t.shippedQuantity} <= ${t.quantity}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change; null when not known (entries written before issue 15, imports, the seed). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A reason or remark given with the change (a cancellation's reason, a delivery note's number). */
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    check('order_status_history_status_ck', sql`${t.status} in ${STATUSES}`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
