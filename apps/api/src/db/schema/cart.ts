// Carts: one per logged-in user, or one per anonymous x-sessionid (merged into the user's at login).
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { products } from './product';
import { users } from './users';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The x-sessionid of a visitor's cart. */
    sessionId: varchar('session_id', { length: 128 }),
    /**
     * The client a staff user fills this cart for: a staff user has one cart per client, so changing
     * client never carries lines across. Null for customers' and visitors' carts.
     */
    clientCode: varchar('client_code', { length: 16 }).references(() => clients.code, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cart per user and client ('' for a customer's own cart); visitors' carts have no user.
    uniqueIndex('carts_user_client_uq').on(t.userId, sql`coalesce(${t.clientCode}, '')`),
    uniqueIndex('carts_session_id_uq').on(t.sessionId),
    // Exactly one owner: a user or an anonymous session.
    check('carts_owner_ck', sql`(${t.userId} is null) <> (${t.sessionId} is null)`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productCode: varchar('product_code', { length: 32 })
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** An extra discount (percent) staff give on this line while ordering for a client; 0 for none. */
    extraDiscount: numeric('extra_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productCode] }),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('cart_lines_extra_discount_ck', sql`${t.extraDiscount} >= 0 and ${t.extraDiscount} < 100`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
