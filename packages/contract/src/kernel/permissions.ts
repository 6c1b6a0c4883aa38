// Who may do what in the reserved area: one table of user type × permission (area.action), deny by
// default. The API checks it on every management call (a route declares the permission it needs),
// GraphQL exposes the viewer's grants, and the web app shows only what they allow. Which records a
// permission reaches (an agent's own clients, everything for the office) is the client scope below,
// applied by the API in its queries.
import type { UserTipo } from './user-types';

/**
 * The grants. A type not listed for a permission does not have it. X (management) has everything;
 * U (sales office) works on all clients and orders; A (agent) on the clients he follows; F (fairs) on
 * their fairs. Customers (C, WC, WU) only appear where they use a management tool on their own data.
 */
export const PERMISSIONS = {
  /** The reserved area's dashboard (/reservedarea). */
  'dashboard.read': ['A', 'U', 'X', 'F'],
  /** The client directory and client records (in the user's client scope). */
  'clients.read': ['A', 'U', 'X'],
  /** Export of the client directory (CSV, XLSX). */
  'clients.export': ['A', 'U', 'X'],
  /** Contacts and notes of a client. */
  'clients.editContacts': ['A', 'U', 'X'],
  /** Company data and delivery addresses of a client. */
  'clients.editCompany': ['U', 'X'],
  /** Commercial terms: price list, discount chain, payment terms, credit limit. */
  'clients.editTerms': ['X'],
  /** The sales agents with their clients and figures. */
  'agents.read': ['U', 'X'],
  /** An agent's discount ceiling and contact data. */
  'agents.edit': ['X'],
  /** Which agent follows which client. */
  'agents.assign': ['X'],
  /**
   * The units in stock and the next delivery expected of each product, where products are listed and
   * ordered (catalogue cards, list, product page): those who order against the stock for clients.
   */
  'catalogue.stock': ['A', 'U', 'X'],
  /** Ordering for a client (the storefront runs as that client: currentorder). */
  'orders.placeFor': ['A', 'U', 'X'],
  /** An extra line discount while ordering for a client (agents up to their ceiling). */
  'orders.lineDiscount': ['A', 'U', 'X'],
  /**
   * The orders grid and an order's detail, the open lines (backorders) of the clients in the user's
   * scope (an agent: the clients he follows).
   */
  'orders.read': ['A', 'U', 'X'],
  /** Confirming, preparing, cancelling an order, closing its rest; editing its lines until confirmed. */
  'orders.manage': ['U', 'X'],
  /**
   * Approving or rejecting an order waiting for approval (approvals), never one the user placed; the
   * approval queue of the clients in the user's scope.
   */
  'orders.approve': ['U', 'X'],
  /** The approval rules: which orders wait for approval (amount, agent discount, credit limit, WU buyers). */
  'approvals.rules': ['X'],
  /** Shipping an order (all or part of it): the delivery note (DDT) is made and numbered. */
  'orders.ship': ['U', 'X'],
  /** The delivery notes and invoices of the clients in the user's scope, with all their data. */
  'documents.read': ['A', 'U', 'X'],
  /** Invoicing shipped delivery notes (one or more of one client): the invoice is made and numbered. */
  'invoices.create': ['U', 'X'],
  /** Quick order: rows of code + quantity, pasted or uploaded, into the cart being filled. */
  'quickOrder.use': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /**
   * Importing carts from a CSV/XLSX file (importcarrelli): staff for many clients of their scope,
   * a customer for their own client only.
   */
  'imports.carts': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /** Importing orders from a CSV/XLSX file (importordini): one order per client; same scope as above. */
  'imports.orders': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /**
   * Issues (criticità) on the orders in the user's client scope, with their threads: customers on
   * their own orders, agents on their clients', the office and management on all.
   */
  'issues.read': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /** Opening an issue on an order (or one of its lines) in scope and writing in its thread. */
  'issues.open': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /** Changing an issue's status (open, being handled, closed): staff, an agent for his clients. */
  'issues.manage': ['A', 'U', 'X'],
  /**
   * Quotes and quote requests in the user's client scope (customers their own client's, agents their
   * clients'); whoever reads a quote may also write in its thread. Customers never see internal notes
   * nor unsent revisions.
   */
  'quotes.read': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /** Asking for a quote (from the cart or a product): lines and wanted quantities. */
  'quotes.request': ['C', 'WC', 'WU'],
  /** Answering a sent quote: accept (→ an order at the quoted prices), decline, ask for changes. */
  'quotes.respond': ['C', 'WC', 'WU'],
  /** Creating, revising, sending, extending and withdrawing quotes (an agent: for his clients). */
  'quotes.edit': ['A', 'U', 'X'],
  /** Approving or rejecting a quote whose discounts pass its agent's ceiling, never one's own revision. */
  'quotes.approve': ['U', 'X'],
  /**
   * Returns (resi) in the user's client scope, with their photos, thread, statuses and credit note:
   * customers their own client's, agents their clients', the office and management all. Whoever reads
   * a return may also write in its thread.
   */
  'returns.read': ['C', 'WC', 'WU', 'A', 'U', 'X'],
  /** Asking to return delivered lines of one's own client (quantity, reason, optional photo). */
  'returns.request': ['C', 'WC', 'WU'],
  /** Approving a return (fully or in part: the credit note is made) or rejecting it with a reason. */
  'returns.manage': ['U', 'X'],
  /** Internal documents (files staff attach to a client or an order) in the user's client scope. */
  'intdocuments.read': ['A', 'U', 'X'],
  /** Uploading and deleting internal documents (an agent: on the clients he follows). */
  'intdocuments.edit': ['A', 'U', 'X'],
  /** The audit log of a record the user may read. */
  'audit.read': ['A', 'U', 'X'],
  /** The suppliers with their products and contacts. */
  'suppliers.read': ['U', 'X'],
  /** Creating, changing, deactivating suppliers and their contacts. */
  'suppliers.edit': ['X'],
  /** The shop's users (staff and customers) with their last login and lock state. */
  'users.read': ['X'],
  /** Creating and changing users, their type, deactivation, temporary passwords, unlocking. */
  'users.edit': ['X'],
  /** The shop's settings and configuration entries (menus, footer, messages, help boxes…). */
  'settings.edit': ['X'],
  /** The privacy policy and the sale conditions: drafts, publishing a new version, users' acceptances. */
  'policies.edit': ['X'],
  /** The e-mail outbox: every message queued, its state, attempts and last error. */
  'outbox.read': ['X'],
  /** Sending a failed (or waiting) e-mail again now. */
  'outbox.retry': ['X'],
  /** The header's texts and the home page's banners: texts, pictures, links, days, order. */
  'banners.edit': ['X'],
  /** Promotions: their rules, products, audience, days and pictures; activating and deactivating them. */
  'promotions.edit': ['X'],
} as const satisfies Record<string, readonly UserTipo[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when `tipo` holds `permission`; false for a visitor (no tipo) and for any unlisted pair. */
export function can(tipo: UserTipo | null | undefined, permission: Permission): boolean {
  if (!tipo) return false;
  const granted: readonly UserTipo[] | undefined = PERMISSIONS[permission];
  return granted !== undefined && granted.includes(tipo);
}

/** Every permission `tipo` holds, in the table's order. */
export function permissionsOf(tipo: UserTipo | null | undefined): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(tipo, permission));
}

/**
 * Which clients a user type reaches: every client (X, U), the clients the agent follows (A), only the
 * user's own client (customers), or none (F: fairs have their own scope).
 */
export type ClientScopeKind = 'all' | 'followed' | 'own' | 'none';
export const CLIENT_SCOPE: Record<UserTipo, ClientScopeKind> = {
  X: 'all',
  U: 'all',
  A: 'followed',
  F: 'none',
  C: 'own',
  WC: 'own',
  WU: 'own',
};
