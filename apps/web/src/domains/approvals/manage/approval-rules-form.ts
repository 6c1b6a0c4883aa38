// The approval rules form's values ↔ the contract's rules and the GraphQL input: four switches and the
// amount rule's threshold (required while that rule is on; euro with up to two decimals, above 0).
import { MAX_APPROVAL_THRESHOLD } from '@shop/contract';
import { z } from 'zod';
import type { ApprovalRuleKind, ApprovalRulesInput } from '../../../gql/graphql';

const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;
const amountOf = (text: string) => Number(text.trim().replace(',', '.'));

export const approvalRulesFormSchema = z
  .object({
    amountAbove: z.boolean(),
    threshold: z.string(),
    agentDiscountAboveCeiling: z.boolean(),
    creditLimitExceeded: z.boolean(),
    buyerWu: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const text = values.threshold.trim();
    if (text === '') {
      // No message of its own: the form's error map names it (zod-issues.ts), as it does a blank field.
      if (values.amountAbove) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          path: ['threshold'],
          input: '',
        });
      }
      return;
    }
    const amount = amountOf(text);
    if (!AMOUNT.test(text) || amount <= 0 || amount > MAX_APPROVAL_THRESHOLD) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], params: { rule: 'amount' }, input: text });
    }
  });
export type ApprovalRulesFormValues = z.input<typeof approvalRulesFormSchema>;

export interface RuleState {
  kind: ApprovalRuleKind;
  enabled: boolean;
  threshold?: number | null;
}

export function approvalRulesFormValues(rules: readonly RuleState[]): ApprovalRulesFormValues {
  const on = (kind: ApprovalRuleKind) => rules.some((r) => r.kind === kind && r.enabled);
  const threshold = rules.find((r) => r.kind === 'AMOUNT_ABOVE')?.threshold;
  return {
    amountAbove: on('AMOUNT_ABOVE'),
    threshold: threshold == null ? '' : String(threshold),
    agentDiscountAboveCeiling: on('AGENT_DISCOUNT_ABOVE_CEILING'),
    creditLimitExceeded: on('CREDIT_LIMIT_EXCEEDED'),
    buyerWu: on('BUYER_WU'),
  };
}

export function approvalRulesInput(values: z.output<typeof approvalRulesFormSchema>): ApprovalRulesInput {
  const text = values.threshold.trim();
  return {
    amountAbove: values.amountAbove,
    ...(text ? { threshold: amountOf(text) } : {}),
    agentDiscountAboveCeiling: values.agentDiscountAboveCeiling,
    creditLimitExceeded: values.creditLimitExceeded,
    buyerWu: values.buyerWu,
  };
}
