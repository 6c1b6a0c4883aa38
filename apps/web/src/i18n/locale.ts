// Locale from the URL: Italian at unprefixed paths, English under /en.
import type { Language } from '../gql/graphql';

export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

const EN_PREFIX = '/en';

function hasEnPrefix(pathname: string): boolean {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`);
}

export function localeFromPath(pathname: string): Locale {
  return hasEnPrefix(pathname) ? 'en' : 'it';
}

/** The path without its locale prefix: `/en/cart` -> `/cart`, `/en` -> `/`. */
export function stripLocale(pathname: string): string {
  if (!hasEnPrefix(pathname)) return pathname;
  return pathname.slice(EN_PREFIX.length) || '/';
}

/**
 * A shop path (with any query and hash) in the given locale: `/cart?x=1` -> `/en/cart?x=1` in
 * English. A path already in a locale is moved to the other one, so this also switches language.
 * Anything that is not a path of this site (absolute URLs, mailto:, tel:, #anchors) is returned as is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare + rest;
  return (bare === '/' ? EN_PREFIX : EN_PREFIX + bare) + rest;
}

/** The same page in another language: used by the ITA/ENG switch. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  return localizePath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`, locale);
}

/** The GraphQL `Language` of a locale. */
export function toLanguage(locale: Locale): Language {
  return locale === 'en' ? 'EN' : 'IT';
}
