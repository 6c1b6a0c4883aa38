// Paths of shop pages built from data (spec §2 routes), in the current locale. The catalogue's
// addresses are shared with the gateway's sitemaps (@shop/contract/storefront-paths).
import { POLICY_PAGES } from '@shop/contract/storefront-paths';
import { localizePath, stripLocale, type Locale } from '../i18n/locale';

export { brandPath, categoryPath, POLICY_PAGES, productPath } from '@shop/contract/storefront-paths';

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
