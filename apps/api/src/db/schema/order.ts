// Orders with their lines (prices frozen when placed), status history and yearly numbering.
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
import { clients } from './client';
import { users } from './user';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });
const STATUSES = sql`('ricevuto', 'confermato', 'spedito', 'consegnato', 'annullato')`;

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
    status: varchar('status', { length: 12 }).notNull().default('ricevuto'),
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
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_client_created_idx').on(t.clientCode, t.createdAt),
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
    promotionCode: varchar('promotion_code', { length: 20 }),
    total: amount('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0 and ${t.freeQuantity} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    check('order_status_history_status_ck', sql`${t.status} in ${STATUSES}`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
