// Promotions: header promotions (testata: a rule on the whole order) and product promotions (rules per
// product: a net price or an extra discount, and/or a free gift `omaggio` per N bought), with validity.
// A promotion has one kind (`offer`): percentage, net_price, free_goods (kind product) or order (kind
// header). Its products are `promotion_products` (each with its rule: a net price per product, or
// the promotion's percentage or gift); its categories and brands `promotion_targets`, which take the
// promotion's own rule. Its audience: `client_codes` and `price_lists` (either matching; both empty:
// everyone).
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
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './product';

export const promotions = pgTable(
  'promotions',
  {
    code: varchar('code', { length: 20 }).primaryKey(),
    /** 'header' (promozione di testata, on the order) or 'product' (on the listed products). */
    kind: varchar('kind', { length: 8 }).notNull(),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Image path under the static /promo/ folder. */
    image: text('image').notNull(),
    /** First and last day the promotion is in force, both included (shop's calendar days). */
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** Price lists it applies to (p1, p1b2b, p2, p3); empty means every list. */
    priceLists: text('price_lists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Header promotions: extra discount % on the order from a minimum order value (net of VAT). */
    orderDiscountPct: numeric('order_discount_pct', { precision: 5, scale: 2 }),
    minOrderValue: numeric('min_order_value', { precision: 12, scale: 2 }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** percentage, net_price, free_goods (on products) or order (on the whole order: kind header). */
    offer: varchar('offer', { length: 12 }).notNull(),
    /** percentage: the extra discount % on its products, categories and brands. */
    discountPct: numeric('discount_pct', { precision: 5, scale: 2 }),
    /** free_goods: `giftQty` free for every `giftEvery` bought, on its products, categories and brands. */
    giftEvery: integer('gift_every'),
    giftQty: integer('gift_qty'),
    /** Clients it is for (with price_lists: a buyer in either; both empty: everyone). */
    clientCodes: text('client_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check('promotions_kind_ck', sql`${t.kind} in ('header', 'product')`),
    check('promotions_offer_ck', sql`${t.offer} in ('percentage', 'net_price', 'free_goods', 'order')`),
    check('promotions_offer_kind_ck', sql`(${t.offer} = 'order') = (${t.kind} = 'header')`),
    check('promotions_validity_ck', sql`${t.validFrom} <= ${t.validTo}`),
    check(
      'promotions_image_ck',
      sql`${t.image} = '' or ${t.image} like '/promo/%' or ${t.image} like '/media/promotions/%'`,
    ),
    check(
      'promotions_discount_ck',
      sql`${t.discountPct} is null or (${t.discountPct} > 0 and ${t.discountPct} < 100)`,
    ),
    check(
      'promotions_gift_ck',
      sql`(${t.giftEvery} is null and ${t.giftQty} is null) or (${t.giftEvery} > 0 and ${t.giftQty} > 0)`,
    ),
    check(
      'promotions_order_discount_ck',
      sql`${t.orderDiscountPct} is null or (${t.orderDiscountPct} > 0 and ${t.orderDiscountPct} < 100)`,
    ),
    index('promotions_validity_idx').on(t.validFrom, t.validTo),
  ],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionCode: varchar('promotion_code', { length: 20 })
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    productCode: varchar('product_code', { length: 32 })
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    /** A net unit price replacing the list price, or an extra discount % on top of the client's chain. */
    netPrice: numeric('net_price', { precision: 12, scale: 4 }),
    extraDiscountPct: numeric('extra_discount_pct', { precision: 5, scale: 2 }),
    /** Free gift: `giftQty` units (omaggio) for every `giftEvery` units bought. */
    giftEvery: integer('gift_every'),
    giftQty: integer('gift_qty'),
  },
  (t) => [
    primaryKey({ columns: [t.promotionCode, t.productCode] }),
    index('promotion_products_product_idx').on(t.productCode),
    check('promotion_products_price_rule_ck', sql`${t.netPrice} is null or ${t.extraDiscountPct} is null`),
    check('promotion_products_net_price_ck', sql`${t.netPrice} is null or ${t.netPrice} >= 0`),
    check(
      'promotion_products_discount_ck',
      sql`${t.extraDiscountPct} is null or (${t.extraDiscountPct} > 0 and ${t.extraDiscountPct} < 100)`,
    ),
    check(
      'promotion_products_gift_ck',
      sql`(${t.giftEvery} is null and ${t.giftQty} is null) or (${t.giftEvery} > 0 and ${t.giftQty} > 0)`,
    ),
    check(
      'promotion_products_has_rule_ck',
      sql`${t.netPrice} is not null or ${t.extraDiscountPct} is not null or ${t.giftEvery} is not null`,
    ),
  ],
);

/** The categories (with everything under them) and brands a promotion acts on, with its own rule. */
export const promotionTargets = pgTable(
  'promotion_targets',
  {
    promotionCode: varchar('promotion_code', { length: 20 })
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    /** 'category' or 'brand'. */
    targetKind: varchar('target_kind', { length: 10 }).notNull(),
    targetCode: varchar('target_code', { length: 32 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionCode, t.targetKind, t.targetCode] }),
    index('promotion_targets_target_idx').on(t.targetKind, t.targetCode),
    check('promotion_targets_kind_ck', sql`${t.targetKind} in ('category', 'brand')`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionProductRow = typeof promotionProducts.$inferSelect;
export type NewPromotionProductRow = typeof promotionProducts.$inferInsert;
export type PromotionTargetRow = typeof promotionTargets.$inferSelect;
