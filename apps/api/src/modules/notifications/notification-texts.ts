// What each kind of notification says, in Italian and English: the in-app title and text (rendered
// when the user reads them, in the language of the page) and the e-mail subject. Texts are made from
// the notification's parameters, never stored as text, so a wording fix reaches old notifications too.
import type { Language, NotificationKind } from '@shop/contract';
import { fill, formatMoney, type Params } from './format';

interface Texts {
  title: string;
  text: string;
}
type Catalogue = Record<NotificationKind, Texts>;

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

/** A return's decision (the contract's RETURN_STATUSES), as the texts above say it. */
const RETURN_STATUS_LABELS: Record<Language, Record<string, string>> = {
  it: { approvato: 'approvata', approvato_parziale: 'approvata in parte', rifiutato: 'rifiutata' },
  en: { approvato: 'approved', approvato_parziale: 'partly approved', rifiutato: 'rejected' },
};

/** The order statuses (the contract's ORDER_STATUSES) and an approval's wait, by the API's code. */
const STATUS_LABELS: Record<Language, Record<string, string>> = {
  it: {
    ricevuto: 'ricevuto',
    confermato: 'confermato',
    in_preparazione: 'in preparazione',
    spedito_parziale: 'spedito in parte',
    spedito: 'spedito',
    fatturato: 'fatturato',
    annullato: 'annullato',
    rifiutato: 'respinto',
    in_approvazione: 'in attesa di approvazione',
    inApprovazione: 'in attesa di approvazione',
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
    in_approvazione: 'waiting for approval',
    inApprovazione: 'waiting for approval',
  },
};

/** Why an order waits for approval (the contract's APPROVAL_RULE_KINDS), by the API's code. */
const APPROVAL_REASON_LABELS: Record<Language, Record<string, string>> = {
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

/** The reasons an order waits (comma-separated codes) in `language`: "importo sopra la soglia; …". */
export function approvalReasonsText(codes: string, language: Language): string {
  return codes
    .split(',')
    .filter(Boolean)
    .map((code) => APPROVAL_REASON_LABELS[language][code] ?? code)
    .join('; ');
}

/** An issue's kind and status (the contract's ORDER_ISSUE_KINDS, ORDER_ISSUE_STATUSES). */
const ISSUE_LABELS: Record<Language, Record<string, string>> = {
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

const DOCUMENT_LABELS: Record<Language, Record<string, string>> = {
  it: { ddt: 'DDT', invoice: 'Fattura', credit_note: 'Nota di credito', other: 'Documento' },
  en: { ddt: 'Delivery note', invoice: 'Invoice', credit_note: 'Credit note', other: 'Document' },
};

const PLACED_BY: Record<Language, { agent: string; office: string }> = {
  it: { agent: ' Inserito dal tuo agente {placedBy}.', office: ' Inserito dal nostro ufficio vendite.' },
  en: { agent: ' Placed by your agent {placedBy}.', office: ' Placed by our sales office.' },
};

export function statusLabel(status: string, language: Language): string {
  return STATUS_LABELS[language][status] ?? status;
}

/** "Placed by your agent Luca Moretti." for an order staff placed for the client, else empty. */
export function placedByText(params: Params, language: Language): string {
  const by = params.placedByType;
  if (by !== 'agent' && by !== 'office') return '';
  return fill(PLACED_BY[language][by], params);
}

/** The parameters as the texts show them: amounts, labels and optional sentences in `language`. */
function displayParams(params: Params, language: Language): Params {
  const decimals = typeof params.decimals === 'number' ? params.decimals : 2;
  const shown: Params = { ...params };
  if (typeof params.total === 'number' || typeof params.total === 'string') {
    shown.total = formatMoney(params.total, decimals, language);
  }
  if (typeof params.status === 'string') shown.statusLabel = statusLabel(params.status, language);
  if (typeof params.document === 'string') {
    shown.documentLabel = DOCUMENT_LABELS[language][params.document] ?? params.document;
  }
  shown.placedByText = placedByText(params, language);
  if (typeof params.reasonCodes === 'string')
    shown.reason = approvalReasonsText(params.reasonCodes, language);
  if (typeof params.lines === 'number') {
    const one = params.lines === 1;
    shown.linesText =
      language === 'en'
        ? `${params.lines} ${one ? 'line' : 'lines'}`
        : `${params.lines} ${one ? 'riga' : 'righe'}`;
  }
  shown.editedText = params.edited === true ? (language === 'en' ? ' with changes' : ' con modifiche') : '';
  shown.orderText =
    typeof params.number === 'string'
      ? language === 'en'
        ? ` of order ${params.number}`
        : ` dell’ordine ${params.number}`
      : '';
  if (typeof params.issueKind === 'string') {
    shown.issueKindLabel = ISSUE_LABELS[language][params.issueKind] ?? params.issueKind;
  }
  if (typeof params.issueStatus === 'string') {
    shown.issueStatusLabel = ISSUE_LABELS[language][params.issueStatus] ?? params.issueStatus;
  }
  shown.lineText =
    typeof params.line === 'number'
      ? language === 'en'
        ? ` on line ${params.line}`
        : ` sulla riga ${params.line}`
      : '';
  if (typeof params.returnStatus === 'string') {
    shown.returnStatusLabel = RETURN_STATUS_LABELS[language][params.returnStatus] ?? params.returnStatus;
  }
  shown.clientName = params.clientName ?? params.clientCode ?? '';
  return shown;
}

/** The in-app title and text of a notification, in `language`. */
export function renderNotification(kind: NotificationKind, params: Params, language: Language): Texts {
  const texts = (language === 'en' ? en : it)[kind];
  const shown = displayParams(params, language);
  return { title: fill(texts.title, shown), text: fill(texts.text, shown) };
}
