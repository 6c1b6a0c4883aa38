// Figures of each client kept up to date by triggers on orders and receivables (migration 0011), so
// the client directory can sort 5,000 clients by turnover or last order without adding up 200,000
// orders per page: whoever writes an order (the shop, an import, the large data set generator) keeps
// them right without knowing they exist. Read-only for the application.
import { date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });

/** One row per client that has ordered or owes something. */
export const clientFigures = pgTable('client_figures', {
  clientCode: varchar('client_code', { length: 16 })
    .primaryKey()
    .references(() => clients.code, { onDelete: 'cascade' }),
  /** When the client last ordered (any order, even one cancelled later). */
  lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
  /** The shop-calendar year (Europe/Rome) that year_orders and year_turnover count; 0 for none. */
  salesYear: integer('sales_year').notNull().default(0),
  /** Orders of sales_year, cancelled ones left out, and their total. */
  yearOrders: integer('year_orders').notNull().default(0),
  yearTurnover: amount('year_turnover').notNull().default('0'),
  /** Orders received or confirmed (not shipped, delivered or cancelled) and their total. */
  openOrders: integer('open_orders').notNull().default(0),
  openAmount: amount('open_amount').notNull().default('0'),
  /** What the client still owes on its receivables (amount − paid). */
  unpaidAmount: amount('unpaid_amount').notNull().default('0'),
});

/** Orders (cancelled ones left out) and turnover per client and shop-calendar month. */
export const clientMonthlySales = pgTable(
  'client_monthly_sales',
  {
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month').notNull(),
    orders: integer('orders').notNull().default(0),
    turnover: amount('turnover').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.clientCode, t.month] }),
    index('client_monthly_sales_month_idx').on(t.month),
  ],
);

export type ClientFiguresRow = typeof clientFigures.$inferSelect;
