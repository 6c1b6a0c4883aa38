// The reserved area's navigation: one entry per area, grouped as spec §2's management routes are
// (sales, clients, CRM, fairs, content, statistics, tools). The navigation shows an entry only when
// its page exists (a route of app/management-routes.ts with the same path, registered here by it) and the
// user holds its permission. A later issue adds its area here and its page in its domain's routes.ts.
import type { MessageDescriptor } from 'react-intl';
import type { Permission } from '../../../gql/graphql';
import { areaMessages, type groupMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';

export type NavGroup = keyof typeof groupMessages;

/** The groups in the navigation's order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  'home',
  'sales',
  'clients',
  'crm',
  'fairs',
  'content',
  'statistics',
  'tools',
];

export interface NavArea {
  /** The area's page: a management route's path without parameters ('clients'). */
  path: string;
  group: NavGroup;
  label: MessageDescriptor;
  /** Shown only to users who hold it (the page's route guard asks for its own). */
  permission: Permission;
}

export const NAV_AREAS: readonly NavArea[] = [
  {
    path: 'reservedarea',
    group: 'home',
    label: manageCommonMessages.dashboard,
    permission: 'DASHBOARD_READ',
  },
  { path: 'orders', group: 'sales', label: commonMessages.orders, permission: 'ORDERS_READ' },
  { path: 'remains', group: 'sales', label: manageCommonMessages.backorders, permission: 'ORDERS_READ' },
  {
    path: 'approvazioni',
    group: 'sales',
    label: manageCommonMessages.approvals,
    permission: 'ORDERS_APPROVE',
  },
  { path: 'criticita', group: 'sales', label: manageCommonMessages.issues, permission: 'ISSUES_MANAGE' },
  // RETURNS_MANAGE, not the page's RETURNS_READ: customers read returns too, in their own pages.
  { path: 'reqresi', group: 'sales', label: commonMessages.returns, permission: 'RETURNS_MANAGE' },
  // QUOTES_EDIT, not the page's QUOTES_READ: customers read quotes too, in their own pages.
  { path: 'quotes', group: 'sales', label: commonMessages.quotes, permission: 'QUOTES_EDIT' },
  { path: 'reqquotes', group: 'sales', label: manageCommonMessages.quoteRequests, permission: 'QUOTES_EDIT' },
  {
    path: 'currentorder',
    group: 'sales',
    label: manageCommonMessages.orderForAClient,
    permission: 'ORDERS_PLACE_FOR',
  },
  { path: 'importordini', group: 'sales', label: areaMessages.importOrders, permission: 'IMPORTS_ORDERS' },
  { path: 'importcarrelli', group: 'sales', label: areaMessages.importCarts, permission: 'IMPORTS_CARTS' },
  { path: 'clients', group: 'clients', label: manageCommonMessages.clients, permission: 'CLIENTS_READ' },
  { path: 'salesagent', group: 'clients', label: areaMessages.agents, permission: 'AGENTS_READ' },
  {
    path: 'suppliermanagement',
    group: 'clients',
    label: commonMessages.suppliers,
    permission: 'SUPPLIERS_READ',
  },
  { path: 'tools/users', group: 'tools', label: manageCommonMessages.users, permission: 'USERS_READ' },
  {
    path: 'tablemanagement',
    group: 'content',
    label: manageCommonMessages.textsAndMenus,
    permission: 'SETTINGS_EDIT',
  },
  { path: 'altmanagement', group: 'content', label: areaMessages.policies, permission: 'POLICIES_EDIT' },
  {
    path: 'bannermanagement',
    group: 'content',
    label: manageCommonMessages.banners,
    permission: 'BANNERS_EDIT',
  },
  {
    path: 'promomanagement',
    group: 'content',
    label: commonMessages.promotions,
    permission: 'PROMOTIONS_EDIT',
  },
  {
    path: 'tools/outbox',
    group: 'tools',
    label: manageCommonMessages.outgoingEMail,
    permission: 'OUTBOX_READ',
  },
  {
    path: 'tools/settings',
    group: 'tools',
    label: manageCommonMessages.settings,
    permission: 'SETTINGS_EDIT',
  },
];

export interface NavSection {
  group: NavGroup;
  areas: NavArea[];
}

/**
 * The navigation a user gets: the areas whose page exists (`routePaths`) and whose permission the
 * user holds, in groups (in NAV_GROUPS order; empty groups left out).
 */
export function visibleSections(
  areas: readonly NavArea[],
  routePaths: ReadonlySet<string>,
  permissions: readonly Permission[],
): NavSection[] {
  const shown = areas.filter((area) => routePaths.has(area.path) && permissions.includes(area.permission));
  return NAV_GROUPS.map((group) => ({ group, areas: shown.filter((area) => area.group === group) })).filter(
    (section) => section.areas.length > 0,
  );
}

/** The area an address belongs to: its route's `area`, or the area whose path is its first segment. */
export function areaOf(path: string | undefined): NavArea | undefined {
  return path === undefined ? undefined : NAV_AREAS.find((area) => area.path === path);
}
