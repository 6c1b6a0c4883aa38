// The storefront's own addresses built from data (spec §2 routes): the web app links to them and the
// gateway lists them in its sitemaps, so both write exactly the same URL. Zod-free, so the browser
// imports it as `@shop/contract/storefront-paths`. Italian at unprefixed paths, English under /en.
import type { Language } from './language';

/** The English pages' prefix: `/en/cart`, `/en` for the home page. */
export const ENGLISH_PREFIX = '/en';

/**
 * The slug of a label in shop URLs (spec §2): lowercase; spaces and slashes become hyphens; other
 * non-word characters are dropped.
 *
 * Accented letters are transliterated first (à -> a, è -> e, ç -> c): Italian labels are full of
 * them, and dropping them as "non-word characters" would turn "Caffè" into "caff". Runs of hyphens
 * collapse to one and hyphens at either end are trimmed, so "Casa / Giardino" gives
 * "casa-giardino". The slug only decorates the URL: pages find their data by the code in the query
 * string, so the exact slug never breaks a link.
 */
export function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** A path of the Italian site (`/x?y`) in `language`: unchanged in Italian, under /en in English. */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'it') return path;
  return path === '/' || path.startsWith('/?') ? ENGLISH_PREFIX + path.slice(1) : ENGLISH_PREFIX + path;
}

/** `/product/{code-slug}/{description-slug}?codart={code}` (spec §2), prefixed with /en in English. */
export function productPath(code: string, description: string, language: Language): string {
  const encoded = encodeURIComponent(code);
  const codeSlug = slugify(code) || encoded;
  const descriptionSlug = slugify(description) || codeSlug;
  return pathInLanguage(`/product/${codeSlug}/${descriptionSlug}?codart=${encoded}`, language);
}

/** `/category/{code}/{slug}?category={code}`, prefixed with /en in English. */
export function categoryPath(code: string, label: string, language: Language): string {
  const encoded = encodeURIComponent(code);
  const slug = slugify(label) || encoded;
  return pathInLanguage(`/category/${encoded}/${slug}?category=${encoded}`, language);
}

/** `/brand/{code}/{slug}?brand={code}`, prefixed with /en in English. */
export function brandPath(code: string, name: string, language: Language): string {
  const encoded = encodeURIComponent(code);
  const slug = slugify(name) || encoded;
  return pathInLanguage(`/brand/${encoded}/${slug}?brand=${encoded}`, language);
}

/**
 * The legal pages, at the paths the shop's config links to (PrivacyPolicy, CookiePolicy and the
 * footer's legal column: /pages/…), under /en in English.
 */
export const POLICY_PAGES = {
  privacy: '/pages/privacy-policy',
  cookies: '/pages/cookie-policy',
  saleConditions: '/pages/condizioni-di-vendita',
} as const;

/** The catalogue's public listings (spec §2): promotions, highlights, news, outlet. */
export const PUBLIC_LISTING_PAGES = ['/offerte', '/inevidenza', '/novita', '/outlet'] as const;

/** The query parameters that make a different page (the product code, a listing's page); not filters or order. */
export const CANONICAL_PARAMS = ['codart', 'page'] as const;

/**
 * A page's one canonical address, as its server render declares it (`<link rel="canonical">`): the
 * path with only the CANONICAL_PARAMS (`?category=` and `?brand=` repeat the code in the path).
 */
export function canonicalPagePath(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
