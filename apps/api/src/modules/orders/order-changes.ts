// What every change of an order shares: the order locked in the user's scope with its version checked
// (a stale one is 409), the change checked against the contract's transition table, and the status
// written with its history entry, its audit entry and the notification of the client's users, all in
// the change's own transaction.
import { can, findTransition, type OrderStatus, type OrderStatusCall } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { LocalisedParam } from '../../kernel/texts/messages';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditFields, type AuditKinds } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify, statusLabel } from '../notifications';
import { lockOrder, writeStatus, type LockedOrder } from './orders.repository';

/** A status named in an error title, in the reader's language. */
export function statusParams(name: string, status: string): Record<string, LocalisedParam> {
  return { [name]: { it: statusLabel(status, 'it'), en: statusLabel(status, 'en') } };
}

/** Locks the order for a change: 404 out of scope or unknown, 409 when `version` is not its own. */
export async function lockOrderForChange(
  tx: Database,
  user: AuthUser,
  number: string,
  version: number | undefined,
): Promise<LockedOrder> {
  const locked = await lockOrder(tx, clientScopeOf(user), number);
  if (!locked) throw new AppError(404, 'NOT_FOUND', 'orders.notFound', { field: 'numero' });
  if (version !== undefined && locked.order.version !== version) {
    throw new AppError(409, 'CONFLICT', 'orders.staleVersion', {
      field: 'versione',
      params: { number, version: locked.order.version },
      details: { versione: locked.order.version, stato: locked.order.status },
    });
  }
  return locked;
}

/** Refuses a change the transition table does not list (409) or the user's type may not make (403). */
export function checkTransition(
  user: AuthUser,
  from: OrderStatus,
  to: OrderStatus,
  via: OrderStatusCall,
  field?: string,
): void {
  const transition = findTransition(from, to, via);
  if (!transition) {
    throw new AppError(409, 'CONFLICT', 'orders.transitionRefused', {
      ...(field ? { field } : {}),
      params: { ...statusParams('from', from), ...statusParams('to', to) },
      details: { stato: from, richiesto: to },
    });
  }
  if (!can(user.tipo, transition.permission)) throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
}

export interface StatusChange {
  to: OrderStatus;
  at: Date;
  /** Kept in the history (a reason, a document's number). */
  note?: string;
  /** The audit entry's action. */
  action: string;
  /**
   * What the audit entry says besides the status (a document's number, lines and units shipped) in
   * place of the note, with the kinds of their values; without it the note is logged as it is.
   */
  audit?: { fields: AuditFields; kinds?: AuditKinds };
  /** The day the rest is expected to ship; undefined leaves it as it is. */
  expectedShipping?: string | null;
}

/**
 * Writes the change (status, version + 1, history entry with who and when), its audit entry on the
 * order, and tells the client's users and the staff placer when the status is a new one.
 */
export async function changeStatus(
  tx: Database,
  user: AuthUser,
  order: LockedOrder['order'],
  change: StatusChange,
): Promise<void> {
  const from = order.status as OrderStatus;
  await writeStatus(tx, {
    orderId: order.id,
    to: change.to,
    at: change.at,
    userId: user.id,
    note: change.note ?? '',
    expectedShipping: change.expectedShipping,
  });
  await recordAudit(tx, user, {
    entity: 'order',
    key: order.number,
    action: change.action,
    clientCode: order.clientCode,
    before: { stato: from },
    after: {
      stato: change.to,
      ...(change.audit ? change.audit.fields : change.note ? { nota: change.note } : {}),
      ...(change.expectedShipping !== undefined ? { dataPrevista: change.expectedShipping } : {}),
    },
    kinds: { stato: 'statoOrdine', dataPrevista: 'data', ...change.audit?.kinds },
  });
  if (from !== change.to) {
    await notify(tx, { kind: 'order.statusChanged', orderId: order.id, status: change.to, by: user.id });
  }
}

/** The path of an order in the customer's account (notifications link there). */
export const accountOrderPath = (number: string) => `/account/orders/${number}`;
