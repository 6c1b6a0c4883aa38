// What each kind of notification says, in Italian and English: the in-app title and text (rendered
// when the user reads them, in the language of the page; the e-mail subject too) and the words that
// fill them (statuses, reasons, kinds). `{name}` marks where a notification's parameter goes.
import type { Language, NotificationKind } from '@shop/contract';
import type { Bilingual } from './bilingual';
import { DOCUMENT_LABELS } from './documents';

export interface NotificationTexts {
  title: string;
  text: string;
}
type Catalogue = Record<NotificationKind, NotificationTexts>;

const it: Catalogue = {
  'order.placed': {
    title: 'Ordine {number} ricevuto',
    text: 'Abbiamo ricevuto il tuo ordine: {linesText}, totale {total}.{placedByText}',
  },
  'order.placedFor': {
    title: 'Ordine {number} inserito per {clientName}',
    text: 'Hai inserito l’ordine per {clientName} ({clientCode}): {linesText}, totale {total}.',
  },
  'order.statusChanged': {
    title: 'Ordine {number}: {statusLabel}',
    text: 'Lo stato dell’ordine {number} di {clientName} è ora «{statusLabel}».',
  },
  'approval.requested': {
    title: 'Ordine {number} da approvare',
    text: 'L’ordine di {clientName} ({clientCode}), totale {total}, attende la tua approvazione: {reason}',
  },
  'approval.approved': {
    title: 'Ordine {number} approvato',
    text: 'L’ordine {number} è stato approvato da {decidedBy}{editedText} e prosegue.',
  },
  'approval.rejected': {
    title: 'Ordine {number} respinto',
    text: 'L’ordine {number} è stato respinto da {decidedBy}. Motivo: {reason}',
  },
  'document.ready': {
    title: '{documentLabel} {documentNumber} disponibile',
    text: 'Il documento {documentLabel} {documentNumber}{orderText} è pronto da scaricare.',
  },
  'issue.message': {
    title: 'Segnalazione sull’ordine {number}',
    text: '{author} ha scritto: «{excerpt}»',
  },
  'issue.opened': {
    title: 'Nuova segnalazione sull’ordine {number}',
    text: '{author} ha aperto una segnalazione ({issueKindLabel}){lineText}: «{excerpt}»',
  },
  'issue.statusChanged': {
    title: 'Segnalazione sull’ordine {number}: {issueStatusLabel}',
    text: 'La segnalazione sull’ordine {number} di {clientName} è ora «{issueStatusLabel}».',
  },
  'quote.requested': {
    title: 'Richiesta di preventivo {quoteNumber}',
    text: '{by} di {clientName} ({clientCode}) ha chiesto un preventivo.',
  },
  'quote.sent': {
    title: 'Preventivo {quoteNumber} ricevuto',
    text: 'Il preventivo {quoteNumber} è pronto, valido fino al {validUntil}.',
  },
  'quote.revised': {
    title: 'Preventivo {quoteNumber} aggiornato',
    text: 'La revisione {revision} del preventivo {quoteNumber} è pronta, valida fino al {validUntil}.',
  },
  'quote.extended': {
    title: 'Preventivo {quoteNumber} prorogato',
    text: 'Il preventivo {quoteNumber} ora è valido fino al {validUntil}.',
  },
  'quote.accepted': {
    title: 'Preventivo {quoteNumber} accettato',
    text: '{clientName} ha accettato il preventivo {quoteNumber} ({by}): l’ordine è stato inserito.',
  },
  'quote.declined': {
    title: 'Preventivo {quoteNumber} rifiutato',
    text: '{clientName} ha rifiutato il preventivo {quoteNumber}. Motivo: {reason}',
  },
  'quote.changesRequested': {
    title: 'Modifiche chieste al preventivo {quoteNumber}',
    text: '{clientName} chiede modifiche al preventivo {quoteNumber}: «{reason}»',
  },
  'quote.approvalRequested': {
    title: 'Preventivo {quoteNumber} da approvare',
    text: 'Il preventivo per {clientName} ({clientCode}) di {by} supera il tetto di sconto e attende la tua approvazione.',
  },
  'quote.approved': {
    title: 'Preventivo {quoteNumber} approvato',
    text: 'Il preventivo {quoteNumber} è stato approvato da {by} ed è valido fino al {validUntil}.',
  },
  'quote.rejected': {
    title: 'Preventivo {quoteNumber} respinto',
    text: 'Il preventivo {quoteNumber} è stato respinto da {by} ed è tornato in bozza. Motivo: {reason}',
  },
  'return.requested': {
    title: 'Richiesta di reso {returnNumber}',
    text: '{clientName} ({clientCode}) chiede di rendere merce consegnata: reso {returnNumber}.',
  },
  'return.decided': {
    title: 'Reso {returnNumber}: {returnStatusLabel}',
    text: 'La richiesta di reso {returnNumber} è stata {returnStatusLabel} da {by}.',
  },
  'return.message': {
    title: 'Messaggio sul reso {returnNumber}',
    text: '{by}: «{excerpt}»',
  },
};

const en: Catalogue = {
  'order.placed': {
    title: 'Order {number} received',
    text: 'We have received your order: {linesText}, total {total}.{placedByText}',
  },
  'order.placedFor': {
    title: 'Order {number} placed for {clientName}',
    text: 'You placed the order for {clientName} ({clientCode}): {linesText}, total {total}.',
  },
  'order.statusChanged': {
    title: 'Order {number}: {statusLabel}',
    text: 'The status of order {number} of {clientName} is now “{statusLabel}”.',
  },
  'approval.requested': {
    title: 'Order {number} to approve',
    text: 'The order of {clientName} ({clientCode}), total {total}, waits for your approval: {reason}',
  },
  'approval.approved': {
    title: 'Order {number} approved',
    text: 'Order {number} was approved by {decidedBy}{editedText} and goes ahead.',
  },
  'approval.rejected': {
    title: 'Order {number} rejected',
    text: 'Order {number} was rejected by {decidedBy}. Reason: {reason}',
  },
  'document.ready': {
    title: '{documentLabel} {documentNumber} available',
    text: 'The document {documentLabel} {documentNumber}{orderText} is ready to download.',
  },
  'issue.message': {
    title: 'Issue on order {number}',
    text: '{author} wrote: “{excerpt}”',
  },
  'issue.opened': {
    title: 'New issue on order {number}',
    text: '{author} opened an issue ({issueKindLabel}){lineText}: “{excerpt}”',
  },
  'issue.statusChanged': {
    title: 'Issue on order {number}: {issueStatusLabel}',
    text: 'The issue on order {number} of {clientName} is now “{issueStatusLabel}”.',
  },
  'quote.requested': {
    title: 'Quote request {quoteNumber}',
    text: '{by} of {clientName} ({clientCode}) asked for a quote.',
  },
  'quote.sent': {
    title: 'Quote {quoteNumber} received',
    text: 'Quote {quoteNumber} is ready, valid until {validUntil}.',
  },
  'quote.revised': {
    title: 'Quote {quoteNumber} updated',
    text: 'Revision {revision} of quote {quoteNumber} is ready, valid until {validUntil}.',
  },
  'quote.extended': {
    title: 'Quote {quoteNumber} extended',
    text: 'Quote {quoteNumber} is now valid until {validUntil}.',
  },
  'quote.accepted': {
    title: 'Quote {quoteNumber} accepted',
    text: '{clientName} accepted quote {quoteNumber} ({by}): the order has been placed.',
  },
  'quote.declined': {
    title: 'Quote {quoteNumber} declined',
    text: '{clientName} declined quote {quoteNumber}. Reason: {reason}',
  },
  'quote.changesRequested': {
    title: 'Changes asked on quote {quoteNumber}',
    text: '{clientName} asks for changes to quote {quoteNumber}: “{reason}”',
  },
  'quote.approvalRequested': {
    title: 'Quote {quoteNumber} to approve',
    text: 'The quote for {clientName} ({clientCode}) by {by} passes the discount ceiling and waits for your approval.',
  },
  'quote.approved': {
    title: 'Quote {quoteNumber} approved',
    text: 'Quote {quoteNumber} was approved by {by} and is valid until {validUntil}.',
  },
  'quote.rejected': {
    title: 'Quote {quoteNumber} rejected',
    text: 'Quote {quoteNumber} was rejected by {by} and is a draft again. Reason: {reason}',
  },
  'return.requested': {
    title: 'Return request {returnNumber}',
    text: '{clientName} ({clientCode}) asks to return delivered goods: return {returnNumber}.',
  },
  'return.decided': {
    title: 'Return {returnNumber}: {returnStatusLabel}',
    text: 'The return request {returnNumber} was {returnStatusLabel} by {by}.',
  },
  'return.message': {
    title: 'Message on return {returnNumber}',
    text: '{by}: “{excerpt}”',
  },
};

export const NOTIFICATION_TEXTS: Bilingual<Catalogue> = { it, en };

/** A return's decision (the contract's RETURN_STATUSES), as the texts above say it. */
export const RETURN_STATUS_LABELS: Record<Language, Record<string, string>> = {
  it: { approvato: 'approvata', approvato_parziale: 'approvata in parte', rifiutato: 'rifiutata' },
  en: { approvato: 'approved', approvato_parziale: 'partly approved', rifiutato: 'rejected' },
};

/** An order waiting for approval, whichever of the API's two codes says so. */
const WAITING_FOR_APPROVAL = { it: 'in attesa di approvazione', en: 'waiting for approval' } as const;

/** The order statuses (the contract's ORDER_STATUSES) and an approval's wait, by the API's code. */
export const STATUS_LABELS: Record<Language, Record<string, string>> = {
  it: {
    ricevuto: 'ricevuto',
    confermato: 'confermato',
    in_preparazione: 'in preparazione',
    spedito_parziale: 'spedito in parte',
    spedito: 'spedito',
    fatturato: 'fatturato',
    annullato: 'annullato',
    rifiutato: 'respinto',
    in_approvazione: WAITING_FOR_APPROVAL.it,
    inApprovazione: WAITING_FOR_APPROVAL.it,
  },
  en: {
    ricevuto: 'received',
    confermato: 'confirmed',
    in_preparazione: 'in preparation',
    spedito_parziale: 'partly shipped',
    spedito: 'shipped',
    fatturato: 'invoiced',
    annullato: 'cancelled',
    rifiutato: 'rejected',
    in_approvazione: WAITING_FOR_APPROVAL.en,
    inApprovazione: WAITING_FOR_APPROVAL.en,
  },
};

/** Why an order waits for approval (the contract's APPROVAL_RULE_KINDS), by the API's code. */
export const APPROVAL_REASON_LABELS: Record<Language, Record<string, string>> = {
  it: {
    amount_above: 'importo sopra la soglia',
    agent_discount_above_ceiling: 'sconto dell’agente sopra il suo massimo',
    credit_limit_exceeded: 'fido del cliente superato',
    buyer_wu: 'ordine di un acquirente WU',
  },
  en: {
    amount_above: 'amount above the threshold',
    agent_discount_above_ceiling: 'agent’s discount above his ceiling',
    credit_limit_exceeded: 'client’s credit limit exceeded',
    buyer_wu: 'order of a WU buyer',
  },
};

/** An issue's kind and status (the contract's ORDER_ISSUE_KINDS, ORDER_ISSUE_STATUSES). */
export const ISSUE_LABELS: Record<Language, Record<string, string>> = {
  it: {
    danneggiato: 'merce danneggiata',
    mancante: 'merce mancante',
    articolo_errato: 'articolo errato',
    ritardo: 'ritardo',
    altro: 'altro',
    aperta: 'aperta',
    in_lavorazione: 'in lavorazione',
    chiusa: 'chiusa',
  },
  en: {
    danneggiato: 'damaged goods',
    mancante: 'missing goods',
    articolo_errato: 'wrong item',
    ritardo: 'late',
    altro: 'other',
    aperta: 'open',
    in_lavorazione: 'being handled',
    chiusa: 'closed',
  },
};

/** A document's name by the API's code; invoice and credit note as the documents print their title. */
export const DOCUMENT_KIND_LABELS: Record<Language, Record<string, string>> = {
  it: {
    ddt: 'DDT',
    invoice: DOCUMENT_LABELS.it.invoiceTitle,
    credit_note: DOCUMENT_LABELS.it.creditNote.title,
    other: 'Documento',
  },
  en: {
    ddt: 'Delivery note',
    invoice: DOCUMENT_LABELS.en.invoiceTitle,
    credit_note: DOCUMENT_LABELS.en.creditNote.title,
    other: 'Document',
  },
};

export const PLACED_BY: Record<Language, { agent: string; office: string }> = {
  it: { agent: ' Inserito dal tuo agente {placedBy}.', office: ' Inserito dal nostro ufficio vendite.' },
  en: { agent: ' Placed by your agent {placedBy}.', office: ' Placed by our sales office.' },
};

/** The short phrases the texts above are filled with. */
export const NOTIFICATION_PHRASES: Bilingual<{
  oneLine: string;
  manyLines: string;
  edited: string;
  ofOrder: string;
  onLine: string;
}> = {
  it: {
    oneLine: '{lines} riga',
    manyLines: '{lines} righe',
    edited: ' con modifiche',
    ofOrder: ' dell’ordine {number}',
    onLine: ' sulla riga {line}',
  },
  en: {
    oneLine: '{lines} line',
    manyLines: '{lines} lines',
    edited: ' with changes',
    ofOrder: ' of order {number}',
    onLine: ' on line {line}',
  },
};
