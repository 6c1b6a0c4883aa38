// Approving and rejecting orders that wait for approval (orders.approve), and the queue of those orders
// in the user's client scope. A decision is one transaction: the order moved out of waiting by a
// conditional update (of two approvers at once one wins; the other is told who decided), the decision
// written, a rejected order's stock given back as a cancelled one's, audited, and the placer and the
// client's users told (approval.approved / approval.rejected).
import {
  type ApprovalQueueData,
  type ApprovalQueueQuery,
  type approvalsApprovePayloadSchema,
  type approvalsRejectPayloadSchema,
  type OrderRecord,
  type OrdersListQuery,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { APPROVAL_DECISION_WORDS } from '../../kernel/texts/approvals-messages';
import { notify } from '../notifications';
import { checkTransition, statusParams } from './order-changes';
import { releaseUnshipped } from './order-stock';
import { findOrderHead, findOrderLines, findOrdersPage } from './orders.repository';
import { getOrderRecord } from './orders.service';
import { toOrderGridItem } from './orders.view';
import { deciderName, findApprovals, moveFromWaiting, toOrderApproval, writeDecision } from '../approvals';

export type ApproveInput = z.output<typeof approvalsApprovePayloadSchema>;
export type RejectInput = z.output<typeof approvalsRejectPayloadSchema>;

export async function listApprovalQueue(
  db: Database,
  user: AuthUser,
  query: ApprovalQueueQuery,
): Promise<ApprovalQueueData> {
  const gridQuery: OrdersListQuery = {
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    Lingua: query.Lingua,
    sort: query.sort,
    // The queue's sorts (data, totale, cliente) are the grid's own.
    stato: ['in_approvazione'],
    aperti: undefined,
    cliente: undefined,
    agente: undefined,
    canale: undefined,
    dataDa: undefined,
    dataA: undefined,
  };
  const { rows, total } = await findOrdersPage(db, clientScopeOf(user), gridQuery);
  const approvals = await findApprovals(
    db,
    rows.map((row) => row.order.id),
  );
  const items = rows.map((row) => ({
    ...toOrderGridItem(row),
    motivi: toOrderApproval(approvals.get(row.order.id))?.motivi ?? [],
    decidibile: row.order.userId !== user.id,
  }));
  return listData(items, total, query);
}

interface Decision {
  numero: string;
  versione?: number;
  decision: 'approvato' | 'rifiutato';
  note: string;
}

async function decide(db: Database, user: AuthUser, input: Decision, now: Date): Promise<void> {
  const to = input.decision === 'approvato' ? 'ricevuto' : 'rifiutato';
  await db.transaction(async (tx) => {
    const head = await findOrderHead(tx, clientScopeOf(user), input.numero);
    if (!head) throw new AppError(404, 'NOT_FOUND', 'orders.notFound', { field: 'numero' });
    const { order } = head;
    if (order.userId === user.id) throw new AppError(403, 'FORBIDDEN', 'approvals.ownOrder');
    checkTransition(user, 'in_approvazione', to, input.decision === 'approvato' ? 'approve' : 'reject');
    const moved = await moveFromWaiting(tx, {
      orderId: order.id,
      to,
      at: now,
      userId: user.id,
      note: input.note,
      version: input.versione,
    });
    if (!moved) await refuseLate(tx, order.id, input.numero);
    await writeDecision(tx, {
      orderId: order.id,
      decision: input.decision,
      by: user.id,
      at: now,
      note: input.note,
    });
    // A rejected order holds no stock any more: what it took is given back, as a cancelled one's.
    if (to === 'rifiutato') await releaseUnshipped(tx, await findOrderLines(tx, order.id));
    const approval = (await findApprovals(tx, [order.id])).get(order.id)?.approval;
    await recordAudit(tx, user, {
      entity: 'order',
      key: order.number,
      action: input.decision === 'approvato' ? 'approve' : 'reject',
      clientCode: order.clientCode,
      before: { stato: 'in_approvazione' },
      after: { stato: to, ...(input.note ? { nota: input.note } : {}) },
      kinds: { stato: 'statoOrdine' },
    });
    await notify(tx, {
      kind: input.decision === 'approvato' ? 'approval.approved' : 'approval.rejected',
      orderId: order.id,
      by: user.id,
      reason: input.note,
      edited: approval?.edited ?? false,
    });
  });
}

/**
 * The order no longer waits (or changed meanwhile): 409 naming who decided it, or the staleness.
 * Read after the conditional update, so a decision committed meanwhile is seen.
 */
async function refuseLate(tx: Database, orderId: number, number: string): Promise<never> {
  const row = (await findApprovals(tx, [orderId])).get(orderId);
  const decision = row?.approval.decision;
  if (decision === 'approvato' || decision === 'rifiutato') {
    throw new AppError(409, 'CONFLICT', 'approvals.alreadyDecided', {
      params: { number, decision: APPROVAL_DECISION_WORDS[decision], name: deciderName(row) ?? '' },
      details: { esito: decision, decisoDa: deciderName(row) ?? '' },
    });
  }
  const [head] = await tx
    .select({ status: orders.status, version: orders.version })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (head && head.status === 'in_approvazione') {
    throw new AppError(409, 'CONFLICT', 'orders.staleVersion', {
      field: 'versione',
      params: { number, version: head.version },
      details: { versione: head.version, stato: head.status },
    });
  }
  throw new AppError(409, 'CONFLICT', 'approvals.notWaiting', {
    params: { number, ...statusParams('status', head?.status ?? '') },
  });
}

export async function approveOrder(
  db: Database,
  user: AuthUser,
  input: ApproveInput,
  now: Date = new Date(),
): Promise<OrderRecord> {
  await decide(db, user, { ...input, decision: 'approvato', note: input.nota ?? '' }, now);
  return getOrderRecord(db, user, input.numero, input.Lingua);
}

export async function rejectOrder(
  db: Database,
  user: AuthUser,
  input: RejectInput,
  now: Date = new Date(),
): Promise<OrderRecord> {
  await decide(db, user, { ...input, decision: 'rifiutato', note: input.motivo }, now);
  return getOrderRecord(db, user, input.numero, input.Lingua);
}
