// The product list's filters, search and sort as SQL on `products`, and the paging arithmetic.
import type { Language, ProductListQuery } from '@shop/contract';
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { products, promotionProducts } from '../../db/schema';
import { productInPromotion } from '../promotion/promotion-conditions';
import { likePrefix, searchTerms } from '../search/search-terms';

export type SearchMode = 'exact' | 'fuzzy';

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
 * fallback when exact finds nothing: trigram word similarity, which forgives typos.
 */
export function searchCondition(term: string, language: Language, mode: SearchMode) {
  const { code, tsQuery, text } = searchTerms(term);
  const { description, vector, config } = languageColumns(language);
  if (mode === 'fuzzy') {
    return {
      where: or(sql`${text} <% ${description}`, sql`${text} <% ${products.code}`) as SQL,
      rank: sql`1 - greatest(word_similarity(${text}, ${description}), word_similarity(${text}, ${products.code}))`,
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
  /** The logged-in user, for favourites (F): the products on their wishlist. */
  userId?: number;
}

/** Every condition of the query: active products, search, category, brand, promotion and type. */
export function productConditions(query: ProductListQuery, ctx: FilterContext): SQL {
  const conditions: SQL[] = [eq(products.active, true)];
  if (query.search_term) conditions.push(searchCondition(query.search_term, ctx.language, ctx.mode).where);
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
  if (query.promo) {
    conditions.push(sql`exists (select 1 from ${promotionProducts} where ${promotionProducts.productCode} = ${products.code}
      and ${promotionProducts.promotionCode} = ${query.promo})`);
  }
  if (query.type === 'P') conditions.push(productInPromotion(ctx.today));
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
    case 'price':
      // List price p1 (the public list): the pricing slice sorts by the viewer's own list.
      return [direction(products.priceP1), direction(products.code)];
    case 'relevance': {
      const rank = query.search_term
        ? searchCondition(query.search_term, ctx.language, ctx.mode).rank
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
