// The product list's filters, search and sort as SQL on `products`, and the paging arithmetic.
import type { Language, ProductListQuery } from '@shop/contract';
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { type PriceList, productInPromotion } from '../pricing';
import { likePrefix, searchTerms } from './search-terms';

export type SearchMode = 'exact' | 'fuzzy';

const PRICE_COLUMNS: Record<PriceList, typeof products.priceP1> = {
  p1: products.priceP1,
  p1b2b: products.priceP1b2b,
  p2: products.priceP2,
  p3: products.priceP3,
};

const LEAF_CODE = /^\d{2}\.\d{2}\.\d{2}$/;

/** The description and full-text columns of a language, with the text-search configuration. */
export function languageColumns(language: Language) {
  return language === 'en'
    ? { description: products.descriptionEn, vector: products.searchEn, config: 'english' }
    : { description: products.descriptionIt, vector: products.searchIt, config: 'italian' };
}

/**
 * The search as a condition and a relevance rank (lower is better). Exact mode: the code exactly, the
 * code as a prefix, then the words in the description (stemmed, each word a prefix). Fuzzy mode, the
 * fallback when exact finds nothing: the words with their typos corrected (`correctedQuery` of
 * typo-correction.ts), matched in the description like exact words; no rank (A–Z).
 */
export function searchCondition(term: string, language: Language, mode: SearchMode, corrected?: string) {
  const { code, tsQuery } = searchTerms(term);
  const { vector, config } = languageColumns(language);
  if (mode === 'fuzzy') {
    return {
      where: corrected ? sql`${vector} @@ to_tsquery(${config}::regconfig, ${corrected})` : sql`false`,
      rank: undefined,
    };
  }
  const parts: SQL[] = [];
  if (code) parts.push(eq(products.code, code), like(products.code, likePrefix(code)));
  if (tsQuery) parts.push(sql`${vector} @@ to_tsquery(${config}::regconfig, ${tsQuery})`);
  // Without a code candidate every match is a word match: no rank (a bare constant in ORDER BY would
  // be read as a column position).
  const rank = code
    ? sql`case when ${products.code} = ${code} then 0 when ${products.code} like ${likePrefix(code)} then 1 else 2 end`
    : undefined;
  return { where: parts.length > 0 ? (or(...parts) as SQL) : sql`false`, rank };
}

export interface FilterContext {
  language: Language;
  /** The shop's today (YYYY-MM-DD), for promotions in force. */
  today: string;
  mode: SearchMode;
  /** Fuzzy mode: the typed words with their corrections, as a to_tsquery text. */
  corrected?: string;
  /** The logged-in user, for favourites (F): the products on their wishlist. */
  userId?: number;
  /** The viewer's price list: sorting by price follows the prices this viewer sees (default p1). */
  priceList?: PriceList;
  /** The client the viewer buys for (null: none): promotions aimed at clients show only to them. */
  clientCode?: string | null;
}

/** Every condition of the query: active products, search, category, brand, promotion and type. */
export function productConditions(query: ProductListQuery, ctx: FilterContext): SQL {
  const conditions: SQL[] = [eq(products.active, true)];
  if (query.search_term)
    conditions.push(searchCondition(query.search_term, ctx.language, ctx.mode, ctx.corrected).where);
  if (query.category) {
    // Products sit in leaves ("01.02.03"): a leaf matches by equality, a higher level by code prefix.
    conditions.push(
      LEAF_CODE.test(query.category)
        ? eq(products.categoryCode, query.category)
        : like(products.categoryCode, likePrefix(`${query.category}.`)),
    );
  }
  if (query.brand) conditions.push(eq(products.brandCode, query.brand));
  if (query.supplier) conditions.push(eq(products.supplierCode, query.supplier.toUpperCase()));
  // A promotion acts on its products and on everything under its categories and of its brands.
  if (query.promo)
    conditions.push(productInPromotion(ctx.today, ctx.clientCode ?? null, query.promo.toUpperCase()));
  if (query.type === 'P') conditions.push(productInPromotion(ctx.today, ctx.clientCode ?? null));
  if (query.type === 'E') conditions.push(eq(products.highlight, true));
  if (query.type === 'N') conditions.push(eq(products.news, true));
  if (query.type === 'O') conditions.push(eq(products.outlet, true));
  if (query.type === 'F') {
    conditions.push(
      ctx.userId === undefined
        ? sql`false`
        : // By table name: the wishlist belongs to the cart/wishlist slice (db/schema/wishlist.ts).
          sql`exists (select 1 from wishlist_items where wishlist_items.product_code = ${products.code}
            and wishlist_items.user_id = ${ctx.userId})`,
    );
  }
  return and(...conditions) as SQL;
}

/** Descriptions sort case-insensitively in byte order (the expression of the sort indexes). */
const sortable = (column: ReturnType<typeof languageColumns>['description']) =>
  sql`lower(${column}) collate "C"`;

/** Does the query narrow the catalogue (anything but language, paging and sort)? */
const isFiltered = (query: ProductListQuery) =>
  Boolean(query.search_term || query.category || query.brand || query.promo || query.type);

/**
 * The same order without the sort index's expression. Descriptions correlate with categories (a family's
 * products share their first words), so walking the sort index and filtering can read most of the
 * table before it finds a page; with a filter, PostgreSQL must select the matches and sort only those.
 */
const sortableFiltered = (column: ReturnType<typeof languageColumns>['description']) =>
  sql`lower(${column}) collate "C" || ''`;

/** ORDER BY for the query; the code breaks ties, so that pages never overlap or skip a product. */
export function productOrder(query: ProductListQuery, ctx: FilterContext): SQL[] {
  const { description } = languageColumns(ctx.language);
  const direction = query.direction === 'desc' ? desc : asc;
  const byDescription = isFiltered(query) ? sortableFiltered(description) : sortable(description);
  switch (query.sort) {
    case 'code':
      return [direction(products.code)];
    case 'description':
      return [direction(byDescription), direction(products.code)];
    case 'price': {
      // The list price of the viewer's own price list (each list has its sort index). Discounts and
      // promotions are left out: a client's discount chain scales every price alike, and sorting by
      // promotional prices would need every match priced before a page can be chosen.
      // As with descriptions, a filtered page sorts its matches instead of walking the price index
      // (a search for "detersivo" by price read 10,000 index entries to find 12 matches: 26 ms).
      const price = PRICE_COLUMNS[ctx.priceList ?? 'p1'];
      return [direction(isFiltered(query) ? sql`${price} + 0` : price), direction(products.code)];
    }
    case 'relevance': {
      const rank = query.search_term
        ? searchCondition(query.search_term, ctx.language, ctx.mode, ctx.corrected).rank
        : undefined;
      return [...(rank ? [asc(rank)] : []), asc(byDescription), asc(products.code)];
    }
  }
}

export interface PageInfo {
  page: number;
  pagesize: number;
  pages: number;
  offset: number;
}

export function pageInfo(page: number, pagesize: number, total: number): PageInfo {
  return { page, pagesize, pages: Math.ceil(total / pagesize), offset: (page - 1) * pagesize };
}
