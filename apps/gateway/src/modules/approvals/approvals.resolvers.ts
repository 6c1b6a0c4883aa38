// Approvals: thin resolvers over the REST calls. The API keeps each user to his client scope, refuses
// the placer (FORBIDDEN) and a late second decision (CONFLICT, naming who decided); a refused value is
// BAD_USER_INPUT on the GraphQL argument.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import {
  approvalsField,
  decisionOutcome,
  toApproveFields,
  toQueueFields,
  toRejectFields,
  toRuleKind,
  toRulesFields,
} from './approvals.mapping';

const rename = (error: unknown) => renameFields(error, approvalsField);

export const approvalsResolvers: Resolvers = {
  Query: {
    approvalQueue: (_root, args, { upstream }) => upstream.approvals.queue(toQueueFields(args)).catch(rename),
    approvalRules: async (_root, _args, { upstream }) => (await upstream.approvals.rules()).regole,
  },
  Mutation: {
    setApprovalRules: async (_root, { input }, { upstream }) =>
      (await upstream.approvals.saveRules(toRulesFields(input)).catch(rename)).regole,
    approveOrder: (_root, args, { upstream }) =>
      upstream.approvals.approve(toApproveFields(args)).catch(rename),
    rejectOrder: (_root, args, { upstream }) => upstream.approvals.reject(toRejectFields(args)).catch(rename),
    approveOrderResult: (_root, args, { upstream }) =>
      decisionOutcome(upstream.approvals.approve(toApproveFields(args)), args.number),
    rejectOrderResult: (_root, args, { upstream }) =>
      decisionOutcome(upstream.approvals.reject(toRejectFields(args)), args.number),
  },
  ManagedOrder: {
    approval: (o) => o.approvazione,
  },
  ApprovalQueueItem: {
    order: (item) => item,
    reasons: (item) => item.motivi,
    canDecide: (item) => item.decidibile,
  },
  ApprovalRule: {
    kind: (rule) => toRuleKind(rule.tipo),
    enabled: (rule) => rule.attiva,
    threshold: (rule) => rule.soglia,
    updatedBy: (rule) => rule.modificataDa,
    updatedAt: (rule) => rule.modificataIl,
  },
  ApprovalReason: {
    kind: (reason) => toRuleKind(reason.codice),
    value: (reason) => reason.valore,
    limit: (reason) => reason.limite,
  },
  OrderApproval: {
    reasons: (approval) => approval.motivi,
    requestedAt: (approval) => approval.richiestaIl,
    decision: (approval) =>
      approval.esito === 'approvato' ? 'APPROVED' : approval.esito === 'rifiutato' ? 'REJECTED' : null,
    decidedBy: (approval) => approval.decisoDa,
    decidedAt: (approval) => approval.decisoIl,
    note: (approval) => approval.nota,
    edited: (approval) => approval.modificato,
  },
};
