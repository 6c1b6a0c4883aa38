// A user's wishlist: products with the day they were added; a product appears once per user.
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './product';
import { users } from './users';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: varchar('product_code', { length: 32 })
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productCode),
    index('wishlist_items_user_added_idx').on(t.userId, t.addedAt),
  ],
);

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
