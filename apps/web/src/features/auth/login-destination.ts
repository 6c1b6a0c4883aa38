// Where a user goes after logging in (spec §6), and how the page that sent a visitor to /login
// travels there and back (`/login?next=/cart`).
import { localizePath, type Locale } from '../../i18n/locale';
import type { Viewer } from './useViewer';

export const NEXT_PARAM = 'next';

const CUSTOMER_TYPES = new Set(['C', 'WC', 'WU']);
const STAFF_TYPES = new Set(['A', 'X', 'U', 'F']);

/**
 * A `next` value is followed only when it is a path of this shop: anything else (other sites,
 * `//host`, `javascript:`) would turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/^\/(en\/)?login(\/|\?|#|$)/.test(next)) return null; // never back to the login page itself
  return next;
}

/** Spec §6: C, WC, WU -> /account; A, X, U, F -> /reservedarea; F with fairs -> its first fair. */
export function homeOfUser(viewer: Pick<Viewer, 'type' | 'fairCodes'>): string {
  const type = viewer.type.toUpperCase();
  const firstFair = viewer.fairCodes[0];
  if (type === 'F' && firstFair) return `/fieredetail/${encodeURIComponent(firstFair)}`;
  if (STAFF_TYPES.has(type)) return '/reservedarea';
  if (CUSTOMER_TYPES.has(type)) return '/account';
  return '/';
}

/** After a successful login: back to the page that sent the visitor, else the user's own area. */
export function destinationAfterLogin(
  viewer: Pick<Viewer, 'type' | 'fairCodes'>,
  next: string | null | undefined,
  locale: Locale,
): string {
  return safeNextPath(next) ?? localizePath(homeOfUser(viewer), locale);
}

/** The login page's address for a visitor sent from `from` (a path with its query). */
export function loginPath(locale: Locale, from?: string): string {
  const base = localizePath('/login', locale);
  const next = safeNextPath(from);
  return next && next !== localizePath('/', locale)
    ? `${base}?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : base;
}
