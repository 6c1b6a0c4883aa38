// Paths of shop pages built from data (spec §2 routes), in the current locale.
import { localizePath, stripLocale, type Locale } from '../i18n/locale';
import { slugify } from './slug';

/** `/category/{code}/{slug}?category={code}`, prefixed with /en in English. */
export function categoryPath(code: string, label: string, locale: Locale): string {
  const encoded = encodeURIComponent(code);
  const slug = slugify(label) || encoded;
  return localizePath(`/category/${encoded}/${slug}?category=${encoded}`, locale);
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

/** True on a legal page in either language: the consent dialog does not cover them on a first visit. */
export function isPolicyPage(pathname: string): boolean {
  const path = stripLocale(pathname)
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  return (Object.values(POLICY_PAGES) as string[]).includes(path);
}

export function homePath(locale: Locale): string {
  return localizePath('/', locale);
}

/** True for links that leave the shop (other sites, mail, phone): they are plain anchors. */
export function isExternalLink(link: string): boolean {
  return !link.startsWith('/') || link.startsWith('//');
}

/** True for a link to another web site (http:, https:, //host), which some places open in a new tab. */
export function isOtherSite(link: string): boolean {
  return /^(https?:)?\/\//i.test(link);
}

/** `/product/{code-slug}/{description-slug}?codart={code}` (spec §2), prefixed with /en in English. */
export function productPath(code: string, description: string, locale: Locale): string {
  const encoded = encodeURIComponent(code);
  const codeSlug = slugify(code) || encoded;
  const descriptionSlug = slugify(description) || codeSlug;
  return localizePath(`/product/${codeSlug}/${descriptionSlug}?codart=${encoded}`, locale);
}

/** `/brand/{code}/{slug}?brand={code}`, prefixed with /en in English. */
export function brandPath(code: string, name: string, locale: Locale): string {
  const encoded = encodeURIComponent(code);
  const slug = slugify(name) || encoded;
  return localizePath(`/brand/${encoded}/${slug}?brand=${encoded}`, locale);
}
