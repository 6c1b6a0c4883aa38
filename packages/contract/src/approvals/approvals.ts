// Approvals (approvazioni, issue 15): rules set by management (approvals.rules) make a matching order
// wait for approval when it is placed (status in_approvazione) instead of going ahead; an approver
// (orders.approve), never the one who placed it, approves it (possibly after editing its lines with
// POST /api/orders/editlines) or rejects it with a reason. Calls: POST /api/approvals/rules,
// /saverules, /queue, /approve, /reject.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { yesNoFieldSchema } from '../kernel/fields';
import { decimalSchema, optionalFilter, wholeNumberSchema } from '../kernel/form-fields';
import { ruleIssue } from '../kernel/form-rules';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText } from '../kernel/text';
import { APPROVAL_RULE_KINDS, approvalReasonSchema, orderGridItemSchema, orderNumberSchema } from '../orders';

/** The largest threshold of the amount rule (EUR). */
export const MAX_APPROVAL_THRESHOLD = 100_000_000;

export const approvalRuleSchema = z.object({
  tipo: z.enum(APPROVAL_RULE_KINDS),
  attiva: z.boolean(),
  /** amount_above: the amount (EUR) an order's total must exceed; null for the other kinds. */
  soglia: z.number().nullable(),
  /** Who changed it last and when (ISO 8601); null when never changed (off by default). */
  modificataDa: z.string().nullable(),
  modificataIl: z.string().nullable(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/** POST /api/approvals/rules (approvals.rules): every rule, in APPROVAL_RULE_KINDS order. */
export const approvalRulesPayloadSchema = z.object({ Lingua: languageSchema.optional().default('it') });
export const approvalRulesDataSchema = z.object({ regole: z.array(approvalRuleSchema) });
export type ApprovalRulesData = z.infer<typeof approvalRulesDataSchema>;
export const approvalRulesResponseSchema = envelopeSchema(approvalRulesDataSchema);

/**
 * POST /api/approvals/saverules (approvals.rules): each rule on (S) or off (N); `soglia` (EUR, up to
 * two decimals, above 0) is required while amount_above is on. Answers the rules as saved.
 */
export const approvalRulesSavePayloadSchema = z
  .object({
    amount_above: yesNoFieldSchema,
    soglia: optionalFilter(decimalSchema(MAX_APPROVAL_THRESHOLD, 2)),
    agent_discount_above_ceiling: yesNoFieldSchema,
    credit_limit_exceeded: yesNoFieldSchema,
    buyer_wu: yesNoFieldSchema,
    Lingua: languageSchema.optional().default('it'),
  })
  .superRefine(({ amount_above: on, soglia }, ctx) => {
    if (on === 'S' && (soglia === undefined || soglia <= 0)) {
      ctx.addIssue(ruleIssue(['soglia'], soglia === undefined ? 'required' : 'approvalThreshold'));
    }
  });
export type ApprovalRulesSavePayload = z.input<typeof approvalRulesSavePayloadSchema>;

export const APPROVAL_QUEUE_SORT_FIELDS = ['data', 'totale', 'cliente'] as const;

/**
 * POST /api/approvals/queue (orders.approve): the orders waiting for approval of the clients in the
 * user's scope, oldest first unless `sort` says otherwise; `search` as the orders grid's.
 */
export const approvalQueuePayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(APPROVAL_QUEUE_SORT_FIELDS, { field: 'data', direction: 'asc' }),
});
export type ApprovalQueuePayload = z.input<typeof approvalQueuePayloadSchema>;
export type ApprovalQueueQuery = z.output<typeof approvalQueuePayloadSchema>;

export const approvalQueueItemSchema = orderGridItemSchema.extend({
  motivi: z.array(approvalReasonSchema),
  /** False when the viewer placed the order himself: another approver must decide. */
  decidibile: z.boolean(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;
export const approvalQueueDataSchema = listDataSchema(approvalQueueItemSchema);
export type ApprovalQueueData = z.infer<typeof approvalQueueDataSchema>;
export const approvalQueueResponseSchema = envelopeSchema(approvalQueueDataSchema);

const versionSchema = wholeNumberSchema(1, 2_147_483_647);

/**
 * POST /api/approvals/approve (orders.approve): the order goes ahead (received). `versione`, when
 * sent, must be the order's current one (409 otherwise). 409 when another approver decided first.
 */
export const approvalsApprovePayloadSchema = z.object({
  numero: orderNumberSchema,
  versione: optionalFilter(versionSchema),
  nota: optionalFilter(multiLineText({ max: 500 })),
  Lingua: languageSchema.optional().default('it'),
});
export type ApprovalsApprovePayload = z.input<typeof approvalsApprovePayloadSchema>;

/** POST /api/approvals/reject (orders.approve): the order is rejected (final); `motivo` is required. */
export const approvalsRejectPayloadSchema = z.object({
  numero: orderNumberSchema,
  versione: optionalFilter(versionSchema),
  motivo: multiLineText({ min: 1, max: 500 }),
  Lingua: languageSchema.optional().default('it'),
});
export type ApprovalsRejectPayload = z.input<typeof approvalsRejectPayloadSchema>;
