// The events a service announces with `notify(tx, event)`, inside its own transaction. Each kind says
// who is told (resolved from the data when notify runs, never passed in as a list of users), what
// they see in the app and whether they get an e-mail. The module that makes the change (orders,
// approvals, order-issues, quotes, returns) calls notify with the event, nothing else; the planner of
// the event's kind (modules/index.ts NOTIFICATION_PLANNERS) says who is told.
import type { Permission } from '@shop/contract';
import type { OrderMailData } from './render-mail';

/**
 * An order was placed (orders/checkout.service.ts placeOrderInTransaction, after numbering).
 * - the client's users (customers of the order's client): in-app `order.placed` + the order
 *   confirmation e-mail, in each one's language;
 * - the staff user who placed it for the client (agent, office): in-app `order.placedFor`.
 */
export interface OrderPlacedEvent {
  kind: 'order.placed';
  orderId: number;
  order: Omit<OrderMailData, 'clientName'>;
  /** users.id of whoever placed it; `onBehalf`: a staff user ordering for the client. */
  placerId: number;
  onBehalf: boolean;
}

/**
 * An order's status changed (confirmed, in preparation, shipped…, cancelled).
 * - the client's users: in-app + e-mail; the staff placer (if any): in-app. `by` (who changed it) is
 *   never told about his own change.
 */
export interface OrderStatusChangedEvent {
  kind: 'order.statusChanged';
  orderId: number;
  /** The new status (orders.status). */
  status: string;
  by?: number;
}

/**
 * An order waits for approval (approvals).
 * - the approvers: active users whose type holds `permission` (the approvals slice's own, in
 *   packages/contract PERMISSIONS), an agent only for a client he follows, never the placer: in-app
 *   + e-mail.
 */
export interface ApprovalRequestedEvent {
  kind: 'approval.requested';
  orderId: number;
  permission: Permission;
  /** Why it waits, already in words (e.g. "discount above the agent's ceiling"). */
  reason: string;
  /**
   * Why it waits as the rules' codes (APPROVAL_RULE_KINDS, comma-separated): when given, each
   * recipient reads them in his own language instead of `reason`.
   */
  reasonCodes?: string;
}

/**
 * An approver approved (possibly with edited lines) or rejected an order.
 * - the placer (in-app; e-mail when he is one of the client's users) and the client's users (in-app +
 *   e-mail); never the approver himself.
 */
export interface ApprovalDecidedEvent {
  kind: 'approval.approved' | 'approval.rejected';
  orderId: number;
  /** users.id of the approver. */
  by: number;
  /** Rejected: the reason given; approved: optional note. */
  reason?: string;
  /** Approved after editing lines. */
  edited?: boolean;
}

/**
 * A document can be downloaded (a DDT, an invoice).
 * - the client's users: in-app + e-mail, linking to `link` (a shop path).
 */
export interface DocumentReadyEvent {
  kind: 'document.ready';
  clientCode: string;
  /** ddt, invoice, credit note (an approved return's) or other. */
  document: 'ddt' | 'invoice' | 'credit_note' | 'other';
  documentNumber: string;
  /** The order it belongs to, if one. */
  orderId?: number;
  link: string;
  /** A key unique to the document (e.g. "ddt:2026/000012"): the same document is announced once. */
  documentKey: string;
}

/**
 * A message in an issue (criticità) thread on an order.
 * - the other side: the client's users, the agent following the client and the order's staff placer,
 *   except the author: in-app; the client's users also by e-mail when staff wrote.
 */
export interface IssueMessageEvent {
  kind: 'issue.message';
  orderId: number;
  issueId: number;
  messageId: number;
  /** users.id of the author. */
  by: number;
  /** The message, shortened for the notification. */
  excerpt: string;
}

/**
 * An issue (criticità) was opened on an order or one of its lines (modules/order-issues).
 * - opened by a customer: the staff who handle it (issues.manage holders in the client's scope: the
 *   office, management, the client's agent) and the order's staff placer: in-app;
 * - opened by staff: the client's users (in-app + e-mail), the agent and the staff placer (in-app);
 *   never the author.
 */
export interface IssueOpenedEvent {
  kind: 'issue.opened';
  orderId: number;
  issueId: number;
  /** users.id of whoever opened it. */
  by: number;
  /** The issue's kind (ORDER_ISSUE_KINDS) and the line it is about, if one. */
  issueKind: string;
  line: number | null;
  excerpt: string;
}

/**
 * An issue changed status (being handled, closed, opened again).
 * - the client's users (in-app + e-mail), the client's agent and the order's staff placer (in-app);
 *   never the one who changed it. `changeKey` tells two changes to the same status apart.
 */
export interface IssueStatusChangedEvent {
  kind: 'issue.statusChanged';
  orderId: number;
  issueId: number;
  by: number;
  /** The new status (ORDER_ISSUE_STATUSES). */
  issueStatus: string;
  changeKey: string;
}

/**
 * A quote changed (modules/quotes); who is told, each in his own language (in-app + e-mail):
 * - quote.requested: the staff who answer (quotes.edit holders in the client's scope: the office,
 *   management, the client's agent);
 * - quote.sent / quote.revised / quote.extended: the client's users;
 * - quote.accepted / quote.declined / quote.changesRequested: the quote's makers (its creator and the
 *   current revision's author, when staff);
 * - quote.approvalRequested: the approvers (quotes.approve) in the client's scope;
 * - quote.approved: the revision's author and the client's users; quote.rejected: the author.
 * Never the one who made the change. `changeKey` tells two events of one kind on a quote apart.
 */
export interface QuoteEvent {
  kind:
    | 'quote.requested'
    | 'quote.sent'
    | 'quote.revised'
    | 'quote.extended'
    | 'quote.accepted'
    | 'quote.declined'
    | 'quote.changesRequested'
    | 'quote.approvalRequested'
    | 'quote.approved'
    | 'quote.rejected';
  quoteId: number;
  by: number;
  /** A decline's or rejection's reason, a change request's message (shortened). */
  reason?: string;
  changeKey: string;
}

/**
 * Returns (modules/returns, planned in return-notifications.ts):
 * - return.requested: the office and management (returns.manage) and the client's agent, in-app;
 * - return.decided (approvato, approvato_parziale, rifiutato): the client's users (in-app + e-mail) and
 *   the client's agent (in-app);
 * - return.message: the other side (customer wrote: returns.manage holders and the agent, in-app;
 *   staff wrote: the client's users, in-app + e-mail, and the agent); never the author.
 */
export type ReturnEvent =
  | { kind: 'return.requested'; returnId: number; by: number }
  | { kind: 'return.decided'; returnId: number; by: number; status: string }
  | { kind: 'return.message'; returnId: number; messageId: number; by: number; excerpt: string };

export type NotificationEvent =
  | ReturnEvent
  | OrderPlacedEvent
  | OrderStatusChangedEvent
  | ApprovalRequestedEvent
  | ApprovalDecidedEvent
  | DocumentReadyEvent
  | IssueMessageEvent
  | IssueOpenedEvent
  | IssueStatusChangedEvent
  | QuoteEvent;
