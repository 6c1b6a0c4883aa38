// Carts: one per logged-in user, or one per anonymous x-sessionid (merged into the user's at login).
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './product';
import { users } from './user';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The x-sessionid of a visitor's cart. */
    sessionId: varchar('session_id', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_id_uq').on(t.userId),
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
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productCode] }),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
