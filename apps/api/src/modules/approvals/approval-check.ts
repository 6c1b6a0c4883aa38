// The approval rules applied to an order being placed, inside the placement's transaction: the reasons
// it must wait for approval (none: it goes ahead as received). Then, once the order is numbered, its
// approval record and the approvers' notification (approval.requested), in the same transaction.
import { CLIENT_SCOPE, type ApprovalReason } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderApprovals } from '../../db/schema';
import type { AuthUser } from '../../kernel/auth-user';
import { findAgentCeiling } from './approvals.repository';
import { notify } from '../notifications';
import type { Money } from '../../kernel/money';
import { findEnabledRules } from './approval-rules.service';

export interface PlacedOrderFacts {
  clientCode: string;
  /** The order's total as it will be stored. */
  total: Money;
  /** Each line's extra discount (percent) given while ordering for the client. */
  lineDiscounts: readonly number[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The client's credit limit (null: none) and its exposure before this order: open orders and unpaid
 * documents (client_figures, kept by triggers) plus the orders already waiting for approval (not open,
 * yet promised to the client if approved).
 */
async function creditOf(db: Database, clientCode: string) {
  const result = await db.execute(sql`
    select c.credit_limit::float8 as "limit",
      (coalesce(f.open_amount, 0) + coalesce(f.unpaid_amount, 0) + coalesce((
        select sum(o.total) from orders o where o.client_code = c.code and o.status = 'in_approvazione'
      ), 0))::float8 as exposure
    from clients c left join client_figures f on f.client_code = c.code
    where c.code = ${clientCode}`);
  const [row] = (result as unknown as { rows: Array<{ limit: number | null; exposure: number }> }).rows;
  return row ?? { limit: null, exposure: 0 };
}

/** Why the order must wait for approval, in APPROVAL_RULE_KINDS order; empty when it goes ahead. */
export async function approvalReasons(
  db: Database,
  user: AuthUser,
  order: PlacedOrderFacts,
): Promise<ApprovalReason[]> {
  const rules = await findEnabledRules(db);
  if (rules.size === 0) return [];
  const total = order.total.toNumber();
  const reasons: ApprovalReason[] = [];
  const threshold = rules.get('amount_above');
  if (threshold != null && total > threshold) {
    reasons.push({ codice: 'amount_above', valore: round2(total), limite: threshold });
  }
  if (rules.has('agent_discount_above_ceiling') && user.onBehalf && CLIENT_SCOPE[user.tipo] === 'followed') {
    const given = Math.max(0, ...order.lineDiscounts);
    const ceiling = user.agentCode ? await findAgentCeiling(db, user.agentCode) : 0;
    if (given > ceiling) {
      reasons.push({ codice: 'agent_discount_above_ceiling', valore: given, limite: ceiling });
    }
  }
  if (rules.has('credit_limit_exceeded')) {
    const credit = await creditOf(db, order.clientCode);
    if (credit.limit !== null && credit.exposure + total > credit.limit) {
      reasons.push({
        codice: 'credit_limit_exceeded',
        valore: round2(credit.exposure + total),
        limite: credit.limit,
      });
    }
  }
  if (rules.has('buyer_wu') && !user.onBehalf && user.tipo === 'WU') {
    reasons.push({ codice: 'buyer_wu', valore: null, limite: null });
  }
  return reasons;
}

/** Writes the approval of an order placed waiting, and tells the approvers (never the placer). */
export async function requestApproval(
  tx: Database,
  orderId: number,
  reasons: readonly ApprovalReason[],
  now: Date,
): Promise<void> {
  await tx.insert(orderApprovals).values({ orderId, reasons: [...reasons], requestedAt: now });
  await notify(tx, {
    kind: 'approval.requested',
    orderId,
    permission: 'orders.approve',
    reason: reasons.map((r) => r.codice).join(','),
    reasonCodes: reasons.map((r) => r.codice).join(','),
  });
}
