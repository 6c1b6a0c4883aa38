// The advanced filter's rules (spec §2 "Advanced filter dialog", §3 "Filter option", §4 "Filters",
// §5), as pure functions over the URL's values. The dialog is a view on top of these.
import { PRODUCT_TYPE_CODES } from '@shop/contract/rules';
import { localizePath, type Locale } from '../../../../i18n/locale';

/** The four filters with options; the free text is the fifth field. */
export type FilterKind = 'category' | 'brand' | 'type' | 'promo';

/** What the filter holds, as the URL carries it (strings, "All" as 0 or -1). */
export interface FilterState {
  searchTerm: string;
  category: string;
  brand: string;
  type: string;
  promo: string;
}

/** The codice of the default 'All' option: -1 for type and promo, 0 for category and brand. */
export const ALL_OPTION: Readonly<Record<FilterKind, string>> = {
  category: '0',
  brand: '0',
  type: '-1',
  promo: '-1',
};

/** What Reset sends: category -1, brand 0, type -1, promo -1 and no text. */
export const RESET_STATE: Readonly<FilterState> = {
  searchTerm: '',
  category: '-1',
  brand: '0',
  type: '-1',
  promo: '-1',
};

/** Favourites: offered only to logged-in users. */
export const FAVOURITES_TYPE = PRODUCT_TYPE_CODES.FAVOURITES;
/** Sent as the type when a promotion is chosen with type All. */
export const PROMOTIONS_TYPE = PRODUCT_TYPE_CODES.PROMOTIONS;

/** 0 or -1 (or nothing) means All. */
export function isAll(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || v === '0' || v === '-1';
}

/** The option a select shows for a value: the 'All' option for 0, -1 or nothing. */
export function selectedOption(kind: FilterKind, value: string | null | undefined): string {
  return isAll(value) ? ALL_OPTION[kind] : (value ?? '').trim();
}

/**
 * The filter from the URL: search_term, category, brand, promo and type; a missing type is -1
 * (spec §2), a missing category, brand or promo is its 'All' option.
 */
export function readFilter(params: URLSearchParams): FilterState {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  return {
    searchTerm: get('search_term'),
    category: get('category') || ALL_OPTION.category,
    brand: get('brand') || ALL_OPTION.brand,
    type: get('type') || '-1',
    promo: get('promo') || ALL_OPTION.promo,
  };
}

/** Type F for a visitor is not offered, so it is not sent either. */
function allowedType(type: string, loggedIn: boolean): string {
  if (isAll(type)) return type;
  return type === FAVOURITES_TYPE && !loggedIn ? ALL_OPTION.type : type;
}

/** The type that is sent: with a promotion chosen and type All, P. */
export function typeToSend(state: FilterState, loggedIn: boolean): string {
  const type = allowedType(state.type, loggedIn);
  return !isAll(state.promo) && isAll(type) ? PROMOTIONS_TYPE : type;
}

/** The query string of /search: search_term, category, brand, type, promo (in that order). */
export function searchParams(state: FilterState, loggedIn: boolean): URLSearchParams {
  return new URLSearchParams([
    ['search_term', state.searchTerm.trim()],
    ['category', state.category],
    ['brand', state.brand],
    ['type', typeToSend(state, loggedIn)],
    ['promo', state.promo],
  ]);
}

/** The /search page (localised) for a filter state. */
export function searchPath(state: FilterState, locale: Locale, loggedIn: boolean): string {
  return localizePath(`/search?${searchParams(state, loggedIn).toString()}`, locale);
}

/** Reset: the cleared filter (text too). */
export function resetFilter(): FilterState {
  return { ...RESET_STATE };
}

/** A tree item: a category, a type, a brand or a promotion. */
export interface TreeChoice {
  kind: FilterKind;
  code: string;
}

/** Choosing a tree item resets the other three filters and sets its own (the text stays). */
export function chooseTreeItem(state: FilterState, choice: TreeChoice): FilterState {
  return {
    searchTerm: state.searchTerm,
    category: RESET_STATE.category,
    brand: RESET_STATE.brand,
    type: RESET_STATE.type,
    promo: RESET_STATE.promo,
    [choice.kind]: choice.code,
  };
}

/**
 * The type options a user is offered: F only when logged in (added with `favouritesLabel` when the
 * shop's type table leaves it out, as it does for everyone), never for a visitor.
 */
export function offeredTypes(
  options: readonly { code: string; label: string }[],
  loggedIn: boolean,
  favouritesLabel: string,
): { code: string; label: string }[] {
  const others = options.filter((option) => option.code !== FAVOURITES_TYPE);
  if (!loggedIn) return others;
  const favourites = options.find((option) => option.code === FAVOURITES_TYPE);
  return [...others, favourites ?? { code: FAVOURITES_TYPE, label: favouritesLabel }];
}

/** An external change of one input (the URL moved on) updates its selection, and only its own. */
export function syncFromUrl(
  current: FilterState,
  previousUrl: FilterState,
  nextUrl: FilterState,
): FilterState {
  const next = { ...current };
  for (const key of Object.keys(nextUrl) as (keyof FilterState)[]) {
    if (nextUrl[key] !== previousUrl[key]) next[key] = nextUrl[key];
  }
  return next;
}
