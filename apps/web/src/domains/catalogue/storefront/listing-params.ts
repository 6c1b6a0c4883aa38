// The URL is the state of a product listing (spec §2): which listing the path names, the filters of
// its query string, the page and the order. Parsing and building are pure, so reload, share and
// back/forward give the same results, and both directions are unit-tested.
import { PRODUCT_TYPE_CODES, productTypeName } from '@shop/contract/rules';
import type { ProductFilter, ProductSort, ProductType, SortDirection } from '../../../gql/graphql';
import { localizePath, stripLocale, type Locale } from '../../../i18n/locale';

export type ListingKind =
  | 'search'
  | 'category'
  | 'brand'
  | 'promotion'
  | 'promotions'
  | 'highlights'
  | 'news'
  | 'favourites'
  | 'outlet';

export interface ListingState {
  kind: ListingKind;
  filter: ProductFilter;
  /** From 1. */
  page: number;
  sort: ProductSort;
  direction: SortDirection;
}

/** The flag listings: their path, their `type` code (spec §2, from the contract) and the kind of page. */
export const TYPE_LISTINGS = {
  promotions: { path: '/offerte', code: PRODUCT_TYPE_CODES.PROMOTIONS },
  highlights: { path: '/inevidenza', code: PRODUCT_TYPE_CODES.HIGHLIGHTS },
  news: { path: '/novita', code: PRODUCT_TYPE_CODES.NEWS },
  favourites: { path: '/preferiti', code: PRODUCT_TYPE_CODES.FAVOURITES },
  outlet: { path: '/outlet', code: PRODUCT_TYPE_CODES.OUTLET },
} as const satisfies Partial<Record<ListingKind, { path: string; code: string }>>;

const SORTS: readonly ProductSort[] = ['RELEVANCE', 'CODE', 'DESCRIPTION', 'PRICE'];

/** `0`, `-1` and empty mean "all" (spec §3 "Filter option"). */
function filterValue(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === '0' || trimmed === '-1') return undefined;
  return trimmed;
}

function typeValue(value: string | null): ProductType | undefined {
  return productTypeName(filterValue(value));
}

/** The code in a path like /category/{code}/{slug}, decoded; undefined when absent. */
function pathCode(segments: readonly string[]): string | undefined {
  const raw = segments[1];
  if (!raw) return undefined;
  try {
    return filterValue(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

function paging(params: URLSearchParams): Pick<ListingState, 'page' | 'sort' | 'direction'> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort')?.toUpperCase() as ProductSort | undefined;
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: sort && SORTS.includes(sort) ? sort : 'RELEVANCE',
    direction: params.get('dir')?.toLowerCase() === 'desc' ? 'DESC' : 'ASC',
  };
}

/** Drops the filters left undefined, so equal states give equal GraphQL variables. */
function compact(filter: ProductFilter): ProductFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/**
 * The listing a location shows, or null when the path is not a listing. The query string decides
 * the filters (`?category=` wins over the code in the path: the spec's routes carry both).
 */
export function parseListing(pathname: string, search: string): ListingState | null {
  const params = new URLSearchParams(search);
  const segments = stripLocale(pathname).split('/').filter(Boolean);
  const name = segments[0]?.toLowerCase();
  const base = paging(params);
  const listing = (kind: ListingKind, filter: ProductFilter): ListingState => ({
    kind,
    filter: compact(filter),
    ...base,
  });
  switch (name) {
    case 'search':
      return listing('search', {
        searchTerm: params.get('search_term')?.trim().slice(0, 100) || undefined,
        category: filterValue(params.get('category')),
        brand: filterValue(params.get('brand')),
        // Where the search box's supplier suggestions lead (the spec has no supplier route).
        supplier: filterValue(params.get('supplier')),
        promo: filterValue(params.get('promo')),
        type: typeValue(params.get('type')),
      });
    case 'category':
      return listing('category', { category: filterValue(params.get('category')) ?? pathCode(segments) });
    case 'brand':
      return listing('brand', { brand: filterValue(params.get('brand')) ?? pathCode(segments) });
    case 'offerte': {
      const promo = filterValue(params.get('promo'));
      return promo ? listing('promotion', { promo }) : listing('promotions', { type: 'PROMOTIONS' });
    }
    case 'inevidenza':
      return listing('highlights', { type: 'HIGHLIGHTS' });
    case 'novita':
      return listing('news', { type: 'NEWS' });
    case 'preferiti':
      return listing('favourites', { type: 'FAVOURITES' });
    case 'outlet':
      return listing('outlet', { type: 'OUTLET' });
    default:
      return null;
  }
}

/** The spec §2 `type` code of a product type (P, E, N, F, O). */
export function typeCode(type: ProductType): string {
  return PRODUCT_TYPE_CODES[type];
}

/** The search page's address for these filters (spec §2: /search?search_term&category&brand…). */
export function searchPath(filter: ProductFilter, locale: Locale): string {
  const params = new URLSearchParams();
  params.set('search_term', filter.searchTerm ?? '');
  params.set('category', filter.category ?? '0');
  params.set('brand', filter.brand ?? '0');
  params.set('type', filter.type ? typeCode(filter.type) : '-1');
  params.set('promo', filter.promo ?? '-1');
  if (filter.supplier) params.set('supplier', filter.supplier);
  return localizePath(`/search?${params.toString()}`, locale);
}

/**
 * The same listing with another page or order: the path and the listing's own parameters stay,
 * `page` (left out for 1), `sort` and `dir` (left out for the default) change.
 */
export function withPaging(
  search: string,
  change: Partial<Pick<ListingState, 'page' | 'sort' | 'direction'>>,
): string {
  const params = new URLSearchParams(search);
  const current = paging(params);
  const next = { ...current, ...change };
  // A new order starts again from the first page.
  if (change.sort !== undefined || change.direction !== undefined) next.page = change.page ?? 1;
  const set = (key: string, value: string | undefined) =>
    value === undefined ? params.delete(key) : params.set(key, value);
  set('page', next.page > 1 ? String(next.page) : undefined);
  set('sort', next.sort === 'RELEVANCE' ? undefined : next.sort.toLowerCase());
  set('dir', next.sort !== 'RELEVANCE' && next.direction === 'DESC' ? 'desc' : undefined);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The address of a flag listing (spec §2: /offerte?type=P, /novita?type=N …). */
export function typeListingPath(kind: keyof typeof TYPE_LISTINGS, locale: Locale): string {
  const { path, code } = TYPE_LISTINGS[kind];
  return localizePath(`${path}?type=${code}`, locale);
}
