// The reserved area's pages: one entry per page. routes.tsx mounts each under / and /en, inside the
// management route (shared/guard/ManagementRoute.tsx: the permission guard and the reserved area's
// messages), as a lazy route: nothing of a page is in the storefront's first load.
//
// Adding a page = adding an entry here. Adding it to the navigation = an entry in
// shared/nav/nav-registry.ts whose `path` is the page's path (the navigation shows only areas that
// have a route here and that the user may use).
import type { ComponentType } from 'react';
import type { Permission } from '../gql/graphql';

export interface ManagementRouteEntry {
  /** The path under / and /en, as react-router writes it: 'clients', 'client/:code'. */
  path: string;
  /**
   * What the user must hold to open the page (the API checks it again on every call): a visitor
   * goes to /login and comes back; a customer or a user without it gets the "not allowed" page.
   */
  permission: Permission;
  /** The navigation area the page belongs to (the `path` of its nav-registry entry): breadcrumbs, current item. */
  area: string;
  /** A signed-in user without the permission goes to their own landing page instead (spec §6: /reservedarea). */
  othersGoHome?: boolean;
  /** The page component, imported on first visit. */
  page: () => Promise<ComponentType>;
}

export const MANAGEMENT_ROUTES: readonly ManagementRouteEntry[] = [
  {
    // Imports from a CSV or XLSX file: carts (importcarrelli) and orders (importordini).
    path: 'importcarrelli',
    permission: 'IMPORTS_CARTS',
    area: 'importcarrelli',
    page: async () => (await import('./imports/ImportPage')).ImportCartsPage,
  },
  {
    path: 'importordini',
    permission: 'IMPORTS_ORDERS',
    area: 'importordini',
    page: async () => (await import('./imports/ImportPage')).ImportOrdersPage,
  },
  {
    path: 'reservedarea',
    permission: 'DASHBOARD_READ',
    area: 'reservedarea',
    othersGoHome: true,
    page: async () => (await import('./dashboard/DashboardPage')).DashboardPage,
  },
  {
    // The staff's order grid and an order's record (number "2026/000012" → orders/2026/000012).
    path: 'orders',
    permission: 'ORDERS_READ',
    area: 'orders',
    page: async () => (await import('./orders/OrdersPage')).OrdersPage,
  },
  {
    path: 'orders/:year/:seq',
    permission: 'ORDERS_READ',
    area: 'orders',
    page: async () => (await import('./orders/OrderRecordPage')).OrderRecordPage,
  },
  {
    // Approvals (approvazioni): the orders waiting for approval and, for management, the rules.
    path: 'approvazioni',
    permission: 'ORDERS_APPROVE',
    area: 'approvazioni',
    page: async () => (await import('./approvals/ApprovalsPage')).ApprovalsPage,
  },
  {
    // Issues (criticità) on orders: the grid of those still open; a row opens the order's record.
    path: 'criticita',
    permission: 'ISSUES_MANAGE',
    area: 'criticita',
    page: async () => (await import('./order-issues/IssuesPage')).IssuesPage,
  },
  {
    // Returns (resi): the grid of the returns in scope, the waiting ones first; a row opens its record.
    path: 'reqresi',
    permission: 'RETURNS_READ',
    area: 'reqresi',
    page: async () => (await import('./returns/ReturnsPage')).ReturnsPage,
  },
  {
    path: 'reqresi/:id',
    permission: 'RETURNS_READ',
    area: 'reqresi',
    page: async () => (await import('./returns/ReturnRecordPage')).ReturnRecordPage,
  },
  {
    // Quotes (preventivi): the grid of the quotes in scope, "Nuovo preventivo" for QUOTES_EDIT.
    path: 'quotes',
    permission: 'QUOTES_READ',
    area: 'quotes',
    page: async () => (await import('./quotes/QuotesPage')).QuotesPage,
  },
  {
    // A quote's editor and record (number "P2026/000001" → quotes/2026/000001).
    path: 'quotes/:year/:seq',
    permission: 'QUOTES_READ',
    area: 'quotes',
    page: async () => (await import('./quotes/QuoteRecordPage')).QuoteRecordPage,
  },
  {
    // The quote requests to answer and the quotes whose customer asked for changes.
    path: 'reqquotes',
    permission: 'QUOTES_EDIT',
    area: 'reqquotes',
    page: async () => (await import('./quotes/QuotesPage')).RequestedQuotesPage,
  },
  {
    // The backorders (rimanenze): open order lines not yet shipped in full.
    path: 'remains',
    permission: 'ORDERS_READ',
    area: 'remains',
    page: async () => (await import('./backorders/BackordersPage')).BackordersPage,
  },
  {
    // Spec §2's "openorders": the same lines, as the open orders' side of the same grid.
    path: 'openorders',
    permission: 'ORDERS_READ',
    area: 'remains',
    page: async () => (await import('./backorders/BackordersPage')).BackordersPage,
  },
  {
    path: 'clients',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./clients/ClientsPage')).ClientsPage,
  },
  {
    // "Search clients" (spec §2): the directory at /clients with its search box focused.
    path: 'schclients',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./clients/SearchClientsPage')).SearchClientsPage,
  },
  {
    path: 'client/:code',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./clients/ClientRecordPage')).ClientRecordPage,
  },
  {
    path: 'salesagent',
    permission: 'AGENTS_READ',
    area: 'salesagent',
    page: async () => (await import('./agents/AgentsPage')).AgentsPage,
  },
  {
    path: 'salesagent/:code',
    permission: 'AGENTS_READ',
    area: 'salesagent',
    page: async () => (await import('./agents/AgentPage')).AgentPage,
  },
  {
    path: 'suppliermanagement',
    permission: 'SUPPLIERS_READ',
    area: 'suppliermanagement',
    page: async () => (await import('./suppliers/SuppliersPage')).SuppliersPage,
  },
  {
    path: 'supplier/:code',
    permission: 'SUPPLIERS_READ',
    area: 'suppliermanagement',
    page: async () => (await import('./suppliers/SupplierRecordPage')).SupplierRecordPage,
  },
  {
    path: 'tools/users',
    permission: 'USERS_READ',
    area: 'tools/users',
    page: async () => (await import('./users/UsersPage')).UsersPage,
  },
  {
    path: 'tools/users/:code',
    permission: 'USERS_READ',
    area: 'tools/users',
    page: async () => (await import('./users/UserRecordPage')).UserRecordPage,
  },
  {
    path: 'currentorder',
    permission: 'ORDERS_PLACE_FOR',
    area: 'currentorder',
    page: async () => (await import('./currentorder/CurrentOrderPage')).CurrentOrderPage,
  },
  {
    // Spec §2's "tools" prefix: the e-mail outbox (management only).
    path: 'tools/outbox',
    permission: 'OUTBOX_READ',
    area: 'tools/outbox',
    page: async () => (await import('./outbox/OutboxPage')).OutboxPage,
  },
  {
    // The Set_* settings (spec §3 "Config tipo values").
    path: 'tools/settings',
    permission: 'SETTINGS_EDIT',
    area: 'tools/settings',
    page: async () => (await import('./settings/SettingsPage')).SettingsPage,
  },
  {
    // The configuration entries by tipo: menus, footer, messages, help boxes.
    path: 'tablemanagement',
    permission: 'SETTINGS_EDIT',
    area: 'tablemanagement',
    page: async () => (await import('./settings/ConfigEntriesPage')).ConfigEntriesPage,
  },
  {
    // The privacy policy and the sale conditions as versions.
    path: 'altmanagement',
    permission: 'POLICIES_EDIT',
    area: 'altmanagement',
    page: async () => (await import('./policies/PoliciesPage')).PoliciesPage,
  },
  {
    // The header's texts and the home page's banners.
    path: 'bannermanagement',
    permission: 'BANNERS_EDIT',
    area: 'bannermanagement',
    page: async () => (await import('./content/banners/BannersPage')).BannersPage,
  },
  {
    path: 'bannermanagement/:id',
    permission: 'BANNERS_EDIT',
    area: 'bannermanagement',
    page: async () => (await import('./content/banners/BannerRecordPage')).BannerRecordPage,
  },
  {
    // The promotions: their rules, products, audience and days (new ones in the list's dialog).
    path: 'promomanagement',
    permission: 'PROMOTIONS_EDIT',
    area: 'promomanagement',
    page: async () => (await import('./content/promotions/PromotionsPage')).PromotionsPage,
  },
  {
    path: 'promomanagement/:code',
    permission: 'PROMOTIONS_EDIT',
    area: 'promomanagement',
    page: async () => (await import('./content/promotions/PromotionRecordPage')).PromotionRecordPage,
  },
];

/** What a management route's `handle` carries (read by the guard, the navigation and the breadcrumbs). */
export interface ManagementRouteHandle {
  management: Omit<ManagementRouteEntry, 'page'>;
}
