// The product list's filters, search and sort as SQL on `products`, and the paging arithmetic.
import type { Language, ProductListQuery } from '@shop/contract';
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { products, promotionProducts } from '../../db/schema';
import { productInPromotion } from '../promotion/promotion-conditions';
import { likePrefix, searchTerms } from '../search/search-terms';

export type SearchMode = 'exact' | 'fuzzy';

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
  const rank = code
    ? sql`case when ${products.code} = ${code} then 0 when ${products.code} like ${likePrefix(code)} then 1 else 2 end`
    : sql`2`;
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
    conditions.push(
      or(
        eq(products.categoryCode, query.category),
        like(products.categoryCode, likePrefix(`${query.category}.`)),
      ) as SQL,
    );
  }
  if (query.brand) conditions.push(eq(products.brandCode, query.brand));
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

/** ORDER BY for the query; the code breaks ties, so that pages never overlap or skip a product. */
export function productOrder(query: ProductListQuery, ctx: FilterContext): SQL[] {
  const { description } = languageColumns(ctx.language);
  const direction = query.direction === 'desc' ? desc : asc;
  switch (query.sort) {
    case 'code':
      return [direction(products.code)];
    case 'description':
      return [direction(sortable(description)), direction(products.code)];
    case 'price':
      // List price p1 (the public list): the pricing slice sorts by the viewer's own list.
      return [direction(products.priceP1), direction(products.code)];
    case 'relevance':
      return query.search_term
        ? [
            asc(searchCondition(query.search_term, ctx.language, ctx.mode).rank),
            asc(description),
            asc(products.code),
          ]
        : [asc(description), asc(products.code)];
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
