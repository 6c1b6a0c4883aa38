// What search engines are told about a page: whether it is theirs to index (the catalogue and the
// public pages, not a user's own pages nor the reserved area) and its one canonical address. The
// rules are @shop/contract's, which the gateway's robots.txt and sitemaps follow too.
import { canonicalPagePath, PRIVATE_PAGE_PREFIXES } from '@shop/contract';
import { stripLocale } from '../../i18n/locale';

/** Pages of a user's own (or of a search) carry `noindex`; the reserved area always does. */
export function isIndexable(pathname: string): boolean {
  const path = stripLocale(pathname);
  return !PRIVATE_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The path with only the query parameters that make a different page (a product's code, a listing's page). */
export function canonicalPath(url: URL): string {
  return canonicalPagePath(`${url.pathname}${url.search}`);
}
