// Approvals: GraphQL arguments <-> the REST contract's fields, in one place.
import type { OrderRecord, ApprovalRuleKind as RestKind } from '@shop/contract';
import { refusalOf, renameFields } from '../../kernel/upstream/upstream-error';
import type { ApprovalAlreadyDecidedModel } from './approvals.models';
import type {
  ApprovalDecision,
  ApprovalQueueSort,
  ApprovalQueueSortField,
  ApprovalRuleKind,
  ApprovalRulesInput,
  MutationApproveOrderArgs,
  MutationRejectOrderArgs,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

const KIND: Record<RestKind, ApprovalRuleKind> = {
  amount_above: 'AMOUNT_ABOVE',
  agent_discount_above_ceiling: 'AGENT_DISCOUNT_ABOVE_CEILING',
  credit_limit_exceeded: 'CREDIT_LIMIT_EXCEEDED',
  buyer_wu: 'BUYER_WU',
};
const SORT: Record<ApprovalQueueSortField, string> = { DATE: 'data', TOTAL: 'totale', CLIENT: 'cliente' };

export const toRuleKind = (kind: RestKind): ApprovalRuleKind => KIND[kind];
const yesNo = (value: boolean) => (value ? 'S' : 'N');
const restLanguage = (language: string | null | undefined) => (language ?? 'IT').toLowerCase();

export function toQueueFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ApprovalQueueSort | null;
}): FormFields {
  const sort = args.sort;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: args.search ?? undefined,
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
  };
}

export const toRulesFields = (input: ApprovalRulesInput): FormFields => ({
  amount_above: yesNo(input.amountAbove),
  soglia: input.threshold ?? undefined,
  agent_discount_above_ceiling: yesNo(input.agentDiscountAboveCeiling),
  credit_limit_exceeded: yesNo(input.creditLimitExceeded),
  buyer_wu: yesNo(input.buyerWu),
});

export const toApproveFields = (args: MutationApproveOrderArgs): FormFields => ({
  numero: args.number.trim(),
  versione: args.version ?? undefined,
  nota: args.note ?? undefined,
  Lingua: restLanguage(args.language),
});

export const toRejectFields = (args: MutationRejectOrderArgs): FormFields => ({
  numero: args.number.trim(),
  versione: args.version ?? undefined,
  motivo: args.reason,
  Lingua: restLanguage(args.language),
});

/** REST fields → the GraphQL arguments the client sent (so a form shows the message at its field). */
const FIELDS: Record<string, string> = {
  numero: 'number',
  versione: 'version',
  nota: 'note',
  motivo: 'reason',
  Lingua: 'language',
  soglia: 'input.threshold',
  amount_above: 'input.amountAbove',
  agent_discount_above_ceiling: 'input.agentDiscountAboveCeiling',
  credit_limit_exceeded: 'input.creditLimitExceeded',
  buyer_wu: 'input.buyerWu',
  page: 'page',
  pageSize: 'pageSize',
  search: 'search',
  sort: 'sort',
};
export const approvalsField = (field: string) => FIELDS[field];

const DECISION: Record<string, ApprovalDecision> = { approvato: 'APPROVED', rifiutato: 'REJECTED' };

/**
 * A refused decision as ApprovalAlreadyDecided when another approver decided first (the API's 409
 * without a field, `dettagli: { esito, decisoDa }`); any other refusal (a stale version, the placer)
 * rethrown as approveOrder's / rejectOrder's error (fields renamed).
 */
export function decisionFailure(error: unknown, number: string): ApprovalAlreadyDecidedModel {
  const late = refusalOf(error, 409, null);
  const decision = DECISION[String(late?.dettagli?.esito)];
  if (late && decision) {
    return {
      __typename: 'ApprovalAlreadyDecided',
      code: 'APPROVAL_ALREADY_DECIDED',
      message: late.title,
      orderNumber: number.trim(),
      decision,
      decidedBy: String(late.dettagli?.decisoDa ?? ''),
    };
  }
  return renameFields(error, approvalsField);
}

/**
 * approveOrderResult's / rejectOrderResult's answer: the order as decided, or the decision another
 * approver took first (else the older mutation's error).
 */
export const decisionOutcome = (decided: Promise<OrderRecord>, number: string) =>
  decided.then(
    (order) => ({ __typename: 'ManagedOrder' as const, ...order }),
    (error: unknown) => decisionFailure(error, number),
  );
