// Approvals (issue 15): the rules management sets (one row per kind, off unless a row says on) and one
// approval per order a rule matched, with its reasons and, once decided, the decision. The order's
// status (in_approvazione → ricevuto or rifiutato) is on the order; the decision is written in the same
// transaction as the status, under the conditional update that lets one approver win.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** A rule of APPROVAL_RULE_KINDS (packages/contract approval-reasons.ts); a kind with no row is off. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    kind: varchar('kind', { length: 32 }).primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    /** amount_above: the total (EUR) an order must exceed; null for the other kinds. */
    threshold: numeric('threshold', { precision: 14, scale: 2 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'approval_rules_kind_ck',
      sql`${t.kind} in ('amount_above', 'agent_discount_above_ceiling', 'credit_limit_exceeded', 'buyer_wu')`,
    ),
    check('approval_rules_threshold_ck', sql`${t.threshold} is null or ${t.threshold} > 0`),
  ],
);

/** Why an order waits: the contract's ApprovalReason ({ codice, valore, limite }). */
export interface StoredApprovalReason {
  codice: string;
  valore: number | null;
  limite: number | null;
}

export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reasons: jsonb('reasons').$type<StoredApprovalReason[]>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** null while waiting; approvato or rifiutato once decided. */
    decision: varchar('decision', { length: 12 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The rejection's reason, or the approval's note. */
    note: text('note').notNull().default(''),
    /** Its lines were edited while it waited. */
    edited: boolean('edited').notNull().default(false),
  },
  (t) => [
    // The queue: the approvals still waiting, oldest first.
    index('order_approvals_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.decision} is null`),
    check(
      'order_approvals_decision_ck',
      sql`${t.decision} is null or ${t.decision} in ('approvato', 'rifiutato')`,
    ),
  ],
);

export type ApprovalRuleRow = typeof approvalRules.$inferSelect;
export type OrderApprovalRow = typeof orderApprovals.$inferSelect;
