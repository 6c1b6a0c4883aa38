// An order's approval as the contract shows it (the order's record: approvazione).
import type { ApprovalReason, OrderApproval } from '@shop/contract';
import { deciderName, type ApprovalWithDecider } from './approvals.repository';

export function toOrderApproval(row: ApprovalWithDecider | undefined): OrderApproval | null {
  if (!row) return null;
  const { approval } = row;
  return {
    motivi: approval.reasons.map((r) => ({
      codice: r.codice as ApprovalReason['codice'], // written from APPROVAL_RULE_KINDS only
      valore: r.valore,
      limite: r.limite,
    })),
    richiestaIl: approval.requestedAt.toISOString(),
    esito: approval.decision as OrderApproval['esito'], // kept by order_approvals_decision_ck
    decisoDa: deciderName(row),
    decisoIl: approval.decidedAt?.toISOString() ?? null,
    nota: approval.note,
    modificato: approval.edited,
  };
}
