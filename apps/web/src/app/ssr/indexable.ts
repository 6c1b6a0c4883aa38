// What search engines are told about a page: whether it is theirs to index (the catalogue and the
// public pages, not a user's own pages nor the reserved area) and its one canonical address.
import { stripLocale } from '../../i18n/locale';

/** Pages of a user's own (or of a search) that carry `noindex`; the reserved area always does. */
const PRIVATE_PREFIXES = [
  '/account',
  '/cart',
  '/checkout',
  '/wishlist',
  '/notifiche',
  '/login',
  '/search',
  '/preferiti',
  '/fieredetail',
];

export function isIndexable(pathname: string): boolean {
  const path = stripLocale(pathname);
  return !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The query parameters that make a different page (the product code, a listing's page); not filters or order. */
const CANONICAL_PARAMS = ['codart', 'page'];

export function canonicalPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
