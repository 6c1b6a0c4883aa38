// The approvals' texts (/approvazioni: the queue and the rules; an order's approval on its record).
import { defineMessages } from 'react-intl';

export const approvalsMessages = defineMessages({
  title: {
    id: 'management.approvals.title',
    defaultMessage: 'Approvazioni',
    description: 'Approvals page title',
  },
  subtitle: {
    id: 'management.approvals.subtitle',
    defaultMessage: 'Ordini in attesa di approvazione: aprili per approvarli, modificarli o respingerli.',
    description: 'Approvals page subtitle',
  },
  queueTitle: {
    id: 'management.approvals.queue',
    defaultMessage: 'Ordini da approvare',
    description: 'Approvals page: the queue grid title',
  },
  search: {
    id: 'management.approvals.search',
    defaultMessage: 'Cerca per numero o cliente',
    description: 'Approvals queue: the search box label',
  },
  colNumber: { id: 'management.approvals.col.number', defaultMessage: 'Numero', description: 'Queue column' },
  colDate: { id: 'management.approvals.col.date', defaultMessage: 'Data', description: 'Queue column' },
  colClient: {
    id: 'management.approvals.col.client',
    defaultMessage: 'Cliente',
    description: 'Queue column',
  },
  colPlacedBy: {
    id: 'management.approvals.col.placedBy',
    defaultMessage: 'Inserito da',
    description: 'Queue column: who placed the order',
  },
  colTotal: { id: 'management.approvals.col.total', defaultMessage: 'Importo', description: 'Queue column' },
  colReasons: {
    id: 'management.approvals.col.reasons',
    defaultMessage: 'Motivi',
    description: 'Queue column: why the order waits',
  },
  ownOrder: {
    id: 'management.approvals.ownOrder',
    defaultMessage: 'Inserito da te: deve approvarlo un altro',
    description: 'Queue: the viewer placed this order and cannot decide on it',
  },
  rulesTitle: {
    id: 'management.approvals.rules.title',
    defaultMessage: 'Regole di approvazione',
    description: 'Approvals page: the rules form title',
  },
  rulesIntro: {
    id: 'management.approvals.rules.intro',
    defaultMessage: 'Un ordine che soddisfa una regola attiva attende l’approvazione invece di proseguire.',
    description: 'Approvals page: what the rules do',
  },
  ruleAmount: {
    id: 'management.approvals.rules.amount',
    defaultMessage: 'Ordini sopra un importo',
    description: 'Rule: orders above an amount',
  },
  threshold: {
    id: 'management.approvals.rules.threshold',
    defaultMessage: 'Importo (EUR, IVA esclusa)',
    description: 'Rule: the amount above which orders wait',
  },
  thresholdHint: {
    id: 'management.approvals.rules.thresholdHint',
    defaultMessage: 'Obbligatorio con la regola attiva; fino a due decimali.',
    description: 'Rule: hint under the threshold field',
  },
  ruleAgentDiscount: {
    id: 'management.approvals.rules.agentDiscount',
    defaultMessage: 'Sconto dell’agente sopra il suo massimo (altrimenti lo sconto è rifiutato)',
    description: 'Rule: an agent gave a discount above his ceiling',
  },
  ruleCredit: {
    id: 'management.approvals.rules.credit',
    defaultMessage: 'Cliente oltre il fido (ordini aperti, scoperto e questo ordine)',
    description: 'Rule: the client goes above its credit limit',
  },
  ruleWu: {
    id: 'management.approvals.rules.wu',
    defaultMessage: 'Ordini degli acquirenti WU',
    description: 'Rule: orders placed by WU buyers',
  },
  rulesSave: {
    id: 'management.approvals.rules.save',
    defaultMessage: 'Salva le regole',
    description: 'Button',
  },
  rulesForm: {
    id: 'management.approvals.rules.form',
    defaultMessage: 'Regole di approvazione',
    description: 'Accessible name of the rules form',
  },
  rulesLoadFailed: {
    id: 'management.approvals.rules.loadFailed',
    defaultMessage: 'Non è stato possibile caricare le regole.',
    description: 'The rules could not be loaded',
  },
  retry: { id: 'management.approvals.retry', defaultMessage: 'Riprova', description: 'Button' },
  lastChange: {
    id: 'management.approvals.rules.lastChange',
    defaultMessage: 'Ultima modifica: {who}, {when}',
    description: 'Rules: who changed them last and when',
  },
});

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
  section: {
    id: 'management.approvals.order.section',
    defaultMessage: 'Approvazione',
    description: 'Order record: the approval section title',
  },
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
  approve: { id: 'management.approvals.approve', defaultMessage: 'Approva', description: 'Button' },
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
  approveNote: {
    id: 'management.approvals.approveNote',
    defaultMessage: 'Nota (facoltativa)',
    description: 'Approve dialog: optional note',
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
  rejectReason: {
    id: 'management.approvals.rejectReason',
    defaultMessage: 'Motivo',
    description: 'Reject dialog: the reason field',
  },
  reasonRequired: {
    id: 'management.approvals.reasonRequired',
    defaultMessage: 'Scrivi il motivo: il cliente lo vedrà.',
    description: 'Reject dialog: the reason is missing',
  },
  keep: {
    id: 'management.approvals.keep',
    defaultMessage: 'Annulla',
    description: 'Dialog: close without deciding',
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
  actions: {
    id: 'management.approvals.actions',
    defaultMessage: 'Approvazione',
    description: 'Accessible name of the approve / reject buttons group',
  },
});
