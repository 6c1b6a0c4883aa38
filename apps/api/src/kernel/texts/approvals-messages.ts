// The messages of approvals (issue 15: rules, the queue, approving and rejecting an order), in Italian
// and English; messages.ts takes them into its catalogues.
import type { Bilingual } from './bilingual';

/** An approval's decision as approvals.alreadyDecided names it ("già stato approvato / respinto"). */
export const APPROVAL_DECISION_WORDS: Readonly<Record<'approvato' | 'rifiutato', Bilingual<string>>> = {
  approvato: { it: 'approvato', en: 'approved' },
  rifiutato: { it: 'respinto', en: 'rejected' },
};

export const approvalsMessagesIt = {
  'approvals.ownOrder':
    'Non puoi approvare né respingere un ordine che hai inserito tu: deve deciderlo un altro approvatore.',
  'approvals.alreadyDecided': 'L’ordine {number} è già stato {decision} da {name}.',
  'approvals.notWaiting': 'L’ordine {number} non è in attesa di approvazione (è «{status}»).',
  'validation.approvalThreshold': 'Il campo «{field}» deve essere un importo maggiore di zero.',
} as const;

export const approvalsMessagesEn: Record<keyof typeof approvalsMessagesIt, string> = {
  'approvals.ownOrder':
    'You cannot approve or reject an order you placed yourself: another approver must decide it.',
  'approvals.alreadyDecided': 'Order {number} was already {decision} by {name}.',
  'approvals.notWaiting': 'Order {number} is not waiting for approval (it is “{status}”).',
  'validation.approvalThreshold': 'The field “{field}” must be an amount above zero.',
};
