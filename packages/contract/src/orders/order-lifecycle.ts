// The order's life as one table (issue 15): which status may follow which, through which call, and
// which permission the call needs. The API checks every change against it (a change not listed is
// refused with 409) and answers, with an order, the changes the viewer may make next; the web shows
// only those. Zod-free, so any tier can read it.
import { can, type Permission } from '../kernel/permissions';
import type { UserTipo } from '../kernel/user-types';
import type { OrderStatus } from './storefront';

/**
 * How a status is reached: `setstatus` (confirm, prepare, cancel, close the rest of a partly shipped
 * order), `ship` (a delivery note: partly or wholly shipped), `invoice` (the last delivery note of a
 * shipped order invoiced), `approve` / `reject` (an approver's decision on an order waiting for
 * approval: POST /api/approvals/approve, /reject).
 */
export const ORDER_STATUS_CALLS = ['setstatus', 'ship', 'invoice', 'approve', 'reject'] as const;
export type OrderStatusCall = (typeof ORDER_STATUS_CALLS)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  via: OrderStatusCall;
  permission: Permission;
}

/** Every change an order's status may go through; anything else is refused. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // An order an approval rule matched waits: an approver (never its placer) lets it go ahead or rejects it.
  { from: 'in_approvazione', to: 'ricevuto', via: 'approve', permission: 'orders.approve' },
  { from: 'in_approvazione', to: 'rifiutato', via: 'reject', permission: 'orders.approve' },
  { from: 'ricevuto', to: 'confermato', via: 'setstatus', permission: 'orders.manage' },
  { from: 'ricevuto', to: 'annullato', via: 'setstatus', permission: 'orders.manage' },
  { from: 'confermato', to: 'in_preparazione', via: 'setstatus', permission: 'orders.manage' },
  { from: 'confermato', to: 'annullato', via: 'setstatus', permission: 'orders.manage' },
  { from: 'confermato', to: 'spedito_parziale', via: 'ship', permission: 'orders.ship' },
  { from: 'confermato', to: 'spedito', via: 'ship', permission: 'orders.ship' },
  { from: 'in_preparazione', to: 'annullato', via: 'setstatus', permission: 'orders.manage' },
  { from: 'in_preparazione', to: 'spedito_parziale', via: 'ship', permission: 'orders.ship' },
  { from: 'in_preparazione', to: 'spedito', via: 'ship', permission: 'orders.ship' },
  // Another part shipped, or the rest: the order stays partly shipped or becomes shipped.
  { from: 'spedito_parziale', to: 'spedito_parziale', via: 'ship', permission: 'orders.ship' },
  { from: 'spedito_parziale', to: 'spedito', via: 'ship', permission: 'orders.ship' },
  // "Close the rest" (saldo): what is still open will not be shipped; its stock is given back.
  { from: 'spedito_parziale', to: 'spedito', via: 'setstatus', permission: 'orders.manage' },
  { from: 'spedito', to: 'fatturato', via: 'invoice', permission: 'invoices.create' },
];

/** The transition from `from` to `to` through `via`, or undefined when the table has none. */
export function findTransition(
  from: OrderStatus,
  to: OrderStatus,
  via: OrderStatusCall,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.via === via);
}

/** The statuses a user of `tipo` may move an order in `from` to through `via`, in the table's order. */
export function nextStatuses(
  from: OrderStatus,
  tipo: UserTipo | null | undefined,
  via: OrderStatusCall = 'setstatus',
): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.via === via && can(tipo, t.permission)).map(
    (t) => t.to,
  );
}

/**
 * Lines may be edited (re-priced) while the order waits for approval ("edit lines and approve") or is
 * received and not yet confirmed.
 */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['in_approvazione', 'ricevuto'];

/** The statuses an order is placed in: received, or waiting for approval when a rule matched it. */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = ['in_approvazione', 'ricevuto'];

/** An order can be shipped (a delivery note made) in these statuses. */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.filter(
  (t) => t.via === 'ship',
)
  .map((t) => t.from)
  .filter((from, index, all) => all.indexOf(from) === index);
