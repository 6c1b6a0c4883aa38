// Which layout a page gets (spec §2): the full-width management layout for staff and agent-like
// users (types A, X, U, F) on management routes, the main layout with the sidebar otherwise.
// The simple layout (login) is chosen by the route tree, not by this rule.
import { isStaffTipo } from '@shop/contract/rules';
import { stripLocale } from '../../i18n/locale';

/** Spec §2: management route names start with one of these. */
export const MANAGEMENT_PREFIXES = [
  'pivot',
  'reservedarea',
  'catalogue',
  'orders',
  'statistics',
  'ddt',
  'quotes',
  'reqquotes',
  'reqresi',
  'criticita',
  'notifiche',
  'approvazioni',
  'remains',
  'openorders',
  'clients',
  'schclients',
  'datamanagement',
  'crmmanagement',
  'tools',
  'tablemanagement',
  'altmanagement',
  'cormanagement',
  'docmanagement',
  'intdocument',
  'clientmanagement',
  'opportunitiesmanagement',
  'activitiesmanagement',
  'agenttourmanagement',
  'suppliermanagement',
  'supplier',
  'bannermanagement',
  'promomanagement',
  'salesagent',
  'client',
  'crmreportmanagement',
  'crmanalytic',
  'crmpivot',
  'fieremanagement',
  'fieredetail',
  'fieracontatto',
  'importcarrelli',
  'importordini',
  'currentorder',
] as const;

export type ShellLayout = 'main' | 'full-width';

/**
 * The route name of a path: its first segment after the locale prefix, lowercased
 * (`/en/orders/123` -> `orders`, `/` -> ``). Query and hash are not part of a pathname.
 */
export function routeName(pathname: string): string {
  const segment =
    stripLocale(pathname)
      .split('/')
      .find((part) => part !== '') ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase(); // a malformed %-escape is simply not a management name
  }
}

export function isManagementRoute(pathname: string): boolean {
  const name = routeName(pathname);
  return name !== '' && MANAGEMENT_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The one layout rule: full width for staff on management routes, the main layout otherwise. */
export function chooseLayout(userType: string | null, pathname: string): ShellLayout {
  return isStaffTipo(userType) && isManagementRoute(pathname) ? 'full-width' : 'main';
}

/** The main layout shows the left sidebar to everyone but staff (spec §2 "sidebar (non-staff only)"). */
export function showsSidebar(userType: string | null): boolean {
  return !isStaffTipo(userType);
}
