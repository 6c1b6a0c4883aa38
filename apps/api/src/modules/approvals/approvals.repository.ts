// Queries of approvals: the approvals of some orders (the queue, an order's record) and the decision,
// written only while the order still waits (the conditional update that lets one approver win).
import type { OrderStatus } from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agents, orderApprovals, orders, orderStatusHistory, users } from '../../db/schema';

/** The approvals of `orderIds` with the decider's name, by order id. */
export async function findApprovals(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, ApprovalWithDecider>();
  const rows = await db
    .select({
      approval: orderApprovals,
      deciderFirstName: users.firstName,
      deciderLastName: users.lastName,
      deciderUsername: users.username,
    })
    .from(orderApprovals)
    .leftJoin(users, eq(users.id, orderApprovals.decidedBy))
    .where(inArray(orderApprovals.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.approval.orderId, row]));
}
export interface ApprovalWithDecider {
  approval: typeof orderApprovals.$inferSelect;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  deciderUsername: string | null;
}

export const deciderName = (row: ApprovalWithDecider | undefined) =>
  row
    ? [row.deciderFirstName, row.deciderLastName].filter(Boolean).join(' ') || row.deciderUsername || null
    : null;

/**
 * Moves the order from waiting to `to` with its history entry, only if it still waits (and, with
 * `version`, is still at it): false when another approver (or an edit) came first. Under READ
 * COMMITTED a second approver's update waits on the first one's row lock, then finds the status
 * changed and updates nothing.
 */
export async function moveFromWaiting(
  db: Database,
  change: { orderId: number; to: OrderStatus; at: Date; userId: number; note: string; version?: number },
): Promise<boolean> {
  const at = change.at.toISOString();
  const result = await db.execute(sql`
    with changed as (
      update ${orders} set status = ${change.to}, status_changed_at = ${at}::timestamptz,
        version = ${orders.version} + 1
      where ${orders.id} = ${change.orderId} and ${orders.status} = 'in_approvazione'
        ${change.version === undefined ? sql`` : sql`and ${orders.version} = ${change.version}`}
      returning ${orders.id} as id
    )
    insert into ${orderStatusHistory} (order_id, status, changed_at, user_id, note)
    select id, ${change.to}, ${at}::timestamptz, ${change.userId}, ${change.note} from changed
    returning order_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Writes the decision on the order's approval (the order was just moved by moveFromWaiting). */
export async function writeDecision(
  db: Database,
  decision: { orderId: number; decision: 'approvato' | 'rifiutato'; by: number; at: Date; note: string },
): Promise<void> {
  await db
    .update(orderApprovals)
    .set({
      decision: decision.decision,
      decidedBy: decision.by,
      decidedAt: decision.at,
      note: decision.note,
    })
    .where(eq(orderApprovals.orderId, decision.orderId));
}

/** Marks the approval of an order whose lines were edited while it waited. */
export async function markEdited(db: Database, orderId: number): Promise<void> {
  await db.update(orderApprovals).set({ edited: true }).where(eq(orderApprovals.orderId, orderId));
}

/** The ceiling of an agent's extra line discount (percent). */
export async function findAgentCeiling(db: Database, agentCode: string): Promise<number> {
  const [row] = await db
    .select({ maxDiscount: agents.maxDiscount })
    .from(agents)
    .where(eq(agents.code, agentCode))
    .limit(1);
  return row ? Number(row.maxDiscount) : 0;
}
