// What search engines may crawl: the catalogue and the public pages, not users' own pages nor the
// reserved area. The gateway writes these as robots.txt `Disallow` lines (in both languages); the
// storefront's server render marks the same pages `noindex`. A test of the web app
// (apps/web/src/app/ssr/crawl-rules.test.ts) checks that every page of the reserved area
// (apps/web/src/app/management-routes.ts) falls under RESERVED_AREA_PREFIXES, so a new page is not forgotten.
import { ENGLISH_PREFIX } from './storefront-paths';

/** A user's own pages and searches (Italian paths; the same under /en). */
export const PRIVATE_PAGE_PREFIXES = [
  '/account',
  '/cart',
  '/checkout',
  '/wishlist',
  '/notifiche',
  '/login',
  '/search',
  '/preferiti',
  '/fieredetail',
] as const;

/**
 * The reserved area's pages, by the fixed start of their path (`client/:code` → `/client/`; every
 * `/tools/…` page is the reserved area's). Robots.txt rules are prefixes: `/orders` covers
 * `/orders/2026/000012` too.
 */
export const RESERVED_AREA_PREFIXES = [
  '/reservedarea',
  '/importcarrelli',
  '/importordini',
  '/orders',
  '/approvazioni',
  '/criticita',
  '/reqresi',
  '/quotes',
  '/reqquotes',
  '/remains',
  '/openorders',
  '/clients',
  '/schclients',
  '/client/',
  '/salesagent',
  '/suppliermanagement',
  '/supplier/',
  '/currentorder',
  '/tablemanagement',
  '/altmanagement',
  '/bannermanagement',
  '/promomanagement',
  '/tools/',
] as const;

/** Every path prefix robots.txt disallows: the private pages and the reserved area, Italian then English. */
export function crawlDisallowedPrefixes(): string[] {
  const italian = [...PRIVATE_PAGE_PREFIXES, ...RESERVED_AREA_PREFIXES];
  return [...italian, ...italian.map((prefix) => ENGLISH_PREFIX + prefix)];
}

/** Whether robots.txt keeps crawlers away from `path` (a path with or without its query). */
export function isCrawlDisallowed(path: string): boolean {
  return crawlDisallowedPrefixes().some((prefix) => path.startsWith(prefix));
}
