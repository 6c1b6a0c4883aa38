// Products: descriptions in both languages, list prices per price list, stock, pack and order quantities,
// flags for the type filter (E highlights, N news, O outlet) and the search columns and indexes.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands } from './brand';
import { categories } from './category';
import { suppliers } from './suppliers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Prices are exact decimals; drizzle hands them over as strings so that no float rounding creeps in. */
const price = (name: string) => numeric(name, { precision: 12, scale: 4 });

export const products = pgTable(
  'products',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    brandCode: varchar('brand_code', { length: 20 })
      .notNull()
      .references(() => brands.code),
    /** A leaf (level 3) of the category tree. */
    categoryCode: varchar('category_code', { length: 32 })
      .notNull()
      .references(() => categories.code),
    supplierCode: varchar('supplier_code', { length: 20 })
      .notNull()
      .references(() => suppliers.code),
    /** Unit of sale: PZ piece, CF pack, KG, LT, CT carton. */
    um: varchar('um', { length: 4 }).notNull(),
    /** Pieces in one unit of sale (12 for a pack of 12; 1 for a piece or a kilogram). */
    packSize: integer('pack_size').notNull().default(1),
    minQty: integer('min_qty').notNull().default(1),
    stepQty: integer('step_qty').notNull().default(1),
    /** List prices (net of VAT) per price list: p1 public, p1b2b business, p2 and p3 reseller lists. */
    priceP1: price('price_p1').notNull(),
    priceP1b2b: price('price_p1b2b').notNull(),
    priceP2: price('price_p2').notNull(),
    priceP3: price('price_p3').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * The next delivery expected from the supplier: its day and the units of sale it brings; both null
     * when none is expected. Filled by the ERP exchange (the demo seed sets some).
     */
    nextArrivalOn: date('next_arrival_on'),
    nextArrivalQty: integer('next_arrival_qty'),
    hot: boolean('hot').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    news: boolean('news').notNull().default(false),
    outlet: boolean('outlet').notNull().default(false),
    /** Average of the ratings (1–5) and how many there are; null when nobody rated. */
    rating: numeric('rating', { precision: 2, scale: 1 }),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Image paths or URLs, the first is the main one. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    // Stored full-text vectors: the code as a word, then the description, stemmed per language.
    searchIt: tsvector('search_it')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('italian'::regconfig, ${products.code} || ' ' || ${products.descriptionIt})`,
      ),
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('english'::regconfig, ${products.code} || ' ' || ${products.descriptionEn})`,
      ),
  },
  (t) => [
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check(
      'products_next_arrival_ck',
      sql`(${t.nextArrivalOn} is null and ${t.nextArrivalQty} is null) or (${t.nextArrivalOn} is not null and ${t.nextArrivalQty} > 0)`,
    ),
    check('products_quantities_ck', sql`${t.packSize} > 0 and ${t.minQty} > 0 and ${t.stepQty} > 0`),
    check(
      'products_prices_ck',
      sql`${t.priceP1} >= 0 and ${t.priceP1b2b} >= 0 and ${t.priceP2} >= 0 and ${t.priceP3} >= 0`,
    ),
    check('products_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('products_um_ck', sql`${t.um} in ('PZ', 'CF', 'KG', 'LT', 'CT')`),
    // Code prefix search (LIKE 'ABC%') whatever the database collation.
    index('products_code_prefix_idx').on(t.code.op('varchar_pattern_ops')),
    // Typo-tolerant search: trigram indexes on each description. None on the code: codes match
    // exactly or as a prefix (the index above), and PostgreSQL used a code trigram index for the
    // equality probes of joins on the code (cart lines with their products), ~10 ms a line.
    index('products_description_it_trgm_idx').using('gin', t.descriptionIt.op('gin_trgm_ops')),
    index('products_description_en_trgm_idx').using('gin', t.descriptionEn.op('gin_trgm_ops')),
    index('products_search_it_idx').using('gin', t.searchIt),
    index('products_search_en_idx').using('gin', t.searchEn),
    // Category filter by code prefix ("01.02" matches its leaves "01.02.xx").
    index('products_category_idx').on(t.categoryCode.op('varchar_pattern_ops')),
    // Ordered pages without a search term: by description (case-insensitive, byte order, so that PGlite
    // and any server collation agree) or by list price, read in index order.
    index('products_description_it_sort_idx').on(sql`lower(${t.descriptionIt}) collate "C"`, t.code),
    index('products_description_en_sort_idx').on(sql`lower(${t.descriptionEn}) collate "C"`, t.code),
    index('products_price_p1_idx').on(t.priceP1, t.code),
    // Sorting by price follows the viewer's price list: one index per list.
    index('products_price_p1b2b_idx').on(t.priceP1b2b, t.code),
    index('products_price_p2_idx').on(t.priceP2, t.code),
    index('products_price_p3_idx').on(t.priceP3, t.code),
    // The type filters E, N, O: small partial indexes, so that a page and its count never scan the table.
    index('products_highlight_idx')
      .on(t.code)
      .where(sql`${t.highlight}`),
    index('products_news_idx')
      .on(t.code)
      .where(sql`${t.news}`),
    index('products_outlet_idx')
      .on(t.code)
      .where(sql`${t.outlet}`),
    index('products_brand_idx').on(t.brandCode),
    index('products_supplier_idx').on(t.supplierCode),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
