// The decision on an order waiting for approval (its record's section and buttons) and why it waits.
import { defineMessages } from 'react-intl';

/** Why an order waits, in words (ApprovalRuleKind with its figures). */
export const reasonMessages = defineMessages({
  AMOUNT_ABOVE: {
    id: 'management.approvals.reason.amount',
    defaultMessage: 'Importo {value} sopra la soglia di {limit}',
    description: 'Approval reason: the total (value) is above the threshold (limit), amounts formatted',
  },
  AGENT_DISCOUNT_ABOVE_CEILING: {
    id: 'management.approvals.reason.agentDiscount',
    defaultMessage: 'Sconto {value} sopra il massimo dell’agente ({limit})',
    description: 'Approval reason: the agent gave a discount above his ceiling, percentages formatted',
  },
  CREDIT_LIMIT_EXCEEDED: {
    id: 'management.approvals.reason.credit',
    defaultMessage: 'Esposizione {value} sopra il fido di {limit}',
    description: 'Approval reason: the client exposure is above its credit limit, amounts formatted',
  },
  BUYER_WU: {
    id: 'management.approvals.reason.wu',
    defaultMessage: 'Ordine di un acquirente WU',
    description: 'Approval reason: the order was placed by a WU buyer',
  },
});

/** An order's approval on its record, and the approve / reject actions. */
export const decisionMessages = defineMessages({
  waiting: {
    id: 'management.approvals.order.waiting',
    defaultMessage: 'In attesa di approvazione dal {date}.',
    description: 'Order record: the order waits for approval since date',
  },
  approved: {
    id: 'management.approvals.order.approved',
    defaultMessage: 'Approvato da {who} il {date}.',
    description: 'Order record: who approved the order and when',
  },
  approvedEdited: {
    id: 'management.approvals.order.approvedEdited',
    defaultMessage: 'Approvato da {who} il {date}, dopo aver modificato le righe.',
    description: 'Order record: who approved the order and when, after editing its lines',
  },
  rejected: {
    id: 'management.approvals.order.rejected',
    defaultMessage: 'Respinto da {who} il {date}.',
    description: 'Order record: who rejected the order and when',
  },
  note: {
    id: 'management.approvals.order.note',
    defaultMessage: 'Nota: {note}',
    description: 'Order record: the decision note or reason',
  },
  reject: { id: 'management.approvals.reject', defaultMessage: 'Respingi', description: 'Button' },
  approveTitle: {
    id: 'management.approvals.approveTitle',
    defaultMessage: 'Approvare l’ordine {number}?',
    description: 'Approve dialog title',
  },
  approveText: {
    id: 'management.approvals.approveText',
    defaultMessage: 'L’ordine prosegue come ricevuto; il cliente e chi l’ha inserito vengono avvisati.',
    description: 'Approve dialog text',
  },
  rejectTitle: {
    id: 'management.approvals.rejectTitle',
    defaultMessage: 'Respingere l’ordine {number}?',
    description: 'Reject dialog title',
  },
  rejectText: {
    id: 'management.approvals.rejectText',
    defaultMessage:
      'L’ordine viene respinto definitivamente e la merce torna disponibile. Il cliente vede il motivo.',
    description: 'Reject dialog text',
  },
  reasonRequired: {
    id: 'management.approvals.reasonRequired',
    defaultMessage: 'Scrivi il motivo: il cliente lo vedrà.',
    description: 'Reject dialog: the reason is missing',
  },
  doneApprove: {
    id: 'management.approvals.doneApprove',
    defaultMessage: 'Ordine approvato.',
    description: 'Outcome: the order was approved',
  },
  doneReject: {
    id: 'management.approvals.doneReject',
    defaultMessage: 'Ordine respinto.',
    description: 'Outcome: the order was rejected',
  },
});
