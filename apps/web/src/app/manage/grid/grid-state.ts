// A grid's state (page, page size, sort, search, filters) and its place in the URL's search params,
// so that a reload, a shared link and back/forward give the same rows. Pure functions: the hook
// (useGridState.ts) binds them to react-router. Defaults are left out of the URL.
//
//   ?page=3&size=100&sort=-turnover&q=rossi&city=Milano
//
// `sort` is a column's sort field, "-" in front for descending (the REST contract's convention);
// each filter is a param of its own, named as the filter. A page with two grids gives one a prefix.

export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface GridState {
  /** From 1. */
  page: number;
  pageSize: number;
  sort: GridSort | null;
  /** The free-text search, trimmed; '' for none. */
  search: string;
  /** Filter name → value ('' or missing: not filtered). */
  filters: Readonly<Record<string, string>>;
}

export interface GridStateOptions {
  /** Rows per page when the URL says none (default 50). */
  pageSize?: number;
  /** The page sizes offered (default 25, 50, 100, 200); others in the URL fall back to the default. */
  pageSizes?: readonly number[];
  /** The order when the URL says none (null: the server's own). */
  sort?: GridSort | null;
  /** The sort fields the grid's columns accept; any other `sort` in the URL is ignored. */
  sortFields?: readonly string[];
  /** The filters the grid has (their param names). */
  filterNames?: readonly string[];
  /** Put before every param name when two grids share a page ('orders.' → orders.page). */
  prefix?: string;
}

export const PAGE_SIZES: readonly number[] = [25, 50, 100, 200];
export const DEFAULT_PAGE_SIZE = 50;
const RESERVED = ['page', 'size', 'sort', 'q'];
const MAX_PAGE = 1_000_000;

const names = (prefix = '') => ({
  page: `${prefix}page`,
  size: `${prefix}size`,
  sort: `${prefix}sort`,
  search: `${prefix}q`,
  filter: (name: string) => `${prefix}${name}`,
});

export function parseSort(value: string | null, fields?: readonly string[]): GridSort | null {
  const text = value?.trim();
  if (!text) return null;
  const field = text.replace(/^-/, '');
  if (!field || (fields && !fields.includes(field))) return null;
  return { field, direction: text.startsWith('-') ? 'desc' : 'asc' };
}

export function formatSort(sort: GridSort | null): string {
  return sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : '';
}

export function parseGridState(params: URLSearchParams, options: GridStateOptions = {}): GridState {
  const n = names(options.prefix);
  const sizes = options.pageSizes ?? PAGE_SIZES;
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = Number(params.get(n.page));
  const size = Number(params.get(n.size));
  const filters: Record<string, string> = {};
  for (const name of options.filterNames ?? []) {
    const value = params.get(n.filter(name))?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: sizes.includes(size) ? size : defaultSize,
    sort: params.has(n.sort) ? parseSort(params.get(n.sort), options.sortFields) : (options.sort ?? null),
    search: params.get(n.search)?.trim() ?? '',
    filters,
  };
}

/**
 * The URL's params with `state` written in: other params are kept, values equal to the defaults are
 * left out (page 1, the default size and sort, empty search and filters).
 */
export function writeGridState(
  params: URLSearchParams,
  state: GridState,
  options: GridStateOptions = {},
): URLSearchParams {
  const n = names(options.prefix);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  set(n.page, state.page > 1 ? String(state.page) : null);
  set(n.size, state.pageSize !== (options.pageSize ?? DEFAULT_PAGE_SIZE) ? String(state.pageSize) : null);
  const sort = formatSort(state.sort);
  const defaultSort = formatSort(options.sort ?? null);
  // A sort that differs from the default is written; "no sort" over a default sort is written empty.
  if (sort === defaultSort) next.delete(n.sort);
  else next.set(n.sort, sort);
  set(n.search, state.search.trim());
  for (const name of options.filterNames ?? []) set(n.filter(name), state.filters[name]?.trim() ?? null);
  return next;
}

/** A filter may not take a name the grid uses itself. */
export function checkFilterNames(filterNames: readonly string[]): void {
  const clash = filterNames.find((name) => RESERVED.includes(name));
  if (clash)
    throw new Error(`grid filter "${clash}" clashes with the grid's own params (${RESERVED.join(', ')})`);
}

/** The next sort when a column's header is pressed: ascending, descending, then the default again. */
export function nextSort(current: GridSort | null, field: string): GridSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/**
 * A GraphQL list's `sort` argument ({ field: LAST_ORDER, direction: DESC }) from the grid's sort:
 * the sort field in SCREAMING_SNAKE_CASE (lastOrder → LAST_ORDER).
 */
export function toGraphqlSort<F extends string>(
  sort: GridSort | null,
): { field: F; direction: 'ASC' | 'DESC' } | null {
  if (!sort) return null;
  const field = sort.field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() as F;
  return { field, direction: sort.direction === 'desc' ? 'DESC' : 'ASC' };
}
