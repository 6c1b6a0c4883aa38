// What an order's approval is made of (approvals/): the kinds of rule, why an order waits and the
// decision. In the orders module so that the order's record (manage.ts) can carry it.
import { z } from 'zod';

/**
 * The kinds of rule, each on or off: an order above an amount (EUR, the order's total with VAT
 * excluded as placed), an agent's line discount above his ceiling, a client whose exposure (open
 * orders + unpaid documents + orders waiting for approval + this order) goes above its credit limit,
 * an order placed by a WU buyer (a client's user whose orders need approval).
 */
export const APPROVAL_RULE_KINDS = [
  'amount_above',
  'agent_discount_above_ceiling',
  'credit_limit_exceeded',
  'buyer_wu',
] as const;
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number];

/**
 * Why an order waits: the rule's code with the figure that matched and the limit it went above
 * (amount_above: the order's total and the threshold, EUR; agent_discount_above_ceiling: the largest
 * line discount and the agent's ceiling, percent; credit_limit_exceeded: the exposure with this order
 * and the credit limit, EUR; buyer_wu: neither). The web and the notifications put them in words.
 */
export const approvalReasonSchema = z.object({
  codice: z.enum(APPROVAL_RULE_KINDS),
  valore: z.number().nullable(),
  limite: z.number().nullable(),
});
export type ApprovalReason = z.infer<typeof approvalReasonSchema>;

export const APPROVAL_DECISIONS = ['approvato', 'rifiutato'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** An order's approval: why it waited and, once decided, who decided what, when and why. */
export const orderApprovalSchema = z.object({
  motivi: z.array(approvalReasonSchema),
  richiestaIl: z.iso.datetime({ offset: true }),
  /** null while waiting. */
  esito: z.enum(APPROVAL_DECISIONS).nullable(),
  decisoDa: z.string().nullable(),
  decisoIl: z.iso.datetime({ offset: true }).nullable(),
  /** A rejection's reason, or an approval's optional note. */
  nota: z.string(),
  /** Approved after its lines were edited while waiting. */
  modificato: z.boolean(),
});
export type OrderApproval = z.infer<typeof orderApprovalSchema>;
