// Where a user goes after logging in (spec §6), and how the page that sent a visitor to /login
// travels there and back (`/login?next=/cart`).
import { localizePath, type Locale } from '../../i18n/locale';
import type { Viewer } from './useViewer';

export const NEXT_PARAM = 'next';

/**
 * A `next` value is followed only when it is a path of this shop: anything else (other sites,
 * `//host`, `javascript:`) would turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/^\/(en\/)?login(\/|\?|#|$)/.test(next)) return null; // never back to the login page itself
  return next;
}

/**
 * The user's own area in the current language: spec §6's destination by user type (C, WC, WU
 * /account; A, X, U, F /reservedarea; F with fairs its first fair), as the API decides it.
 */
export function homeOfUser(viewer: Pick<Viewer, 'destination'>, locale: Locale): string {
  return localizePath(safeNextPath(viewer.destination) ?? '/', locale);
}

/** After a successful login: back to the page that sent the visitor, else the user's own area. */
export function destinationAfterLogin(
  viewer: Pick<Viewer, 'destination'>,
  next: string | null | undefined,
  locale: Locale,
): string {
  return safeNextPath(next) ?? homeOfUser(viewer, locale);
}

/** The login page's address for a visitor sent from `from` (a path with its query). */
export function loginPath(locale: Locale, from?: string): string {
  const base = localizePath('/login', locale);
  const next = safeNextPath(from);
  return next && next !== localizePath('/', locale)
    ? `${base}?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : base;
}
