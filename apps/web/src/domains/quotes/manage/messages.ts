import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const quotesPageMessages = defineMessages({
  subtitle: {
    id: 'management.quotes.subtitle',
    defaultMessage: 'I preventivi e le richieste di preventivo dei tuoi clienti.',
    description: 'Text under the quotes title',
  },
  requestsSubtitle: {
    id: 'management.quotes.requestsSubtitle',
    defaultMessage: 'Le richieste dei clienti da quotare e i preventivi di cui hanno chiesto modifiche.',
    description: 'Text under the quote requests title',
  },
  requestedGrid: {
    id: 'management.quotes.requestedGrid',
    defaultMessage: 'Nuove richieste',
    description: 'Heading of the grid of quote requests not answered yet',
  },
  agentFilter: {
    id: 'management.quotes.filter.agent',
    defaultMessage: 'Agente (codice)',
    description: 'Quotes filter: the agent code',
  },
  newHint: {
    id: 'management.quotes.newHint',
    defaultMessage:
      'Cerca il cliente per codice, ragione sociale o città e sceglilo: il preventivo si apre in bozza.',
    description: 'Text of the new-quote dialog',
  },
  clientSearch: {
    id: 'management.quotes.clientSearch',
    defaultMessage: 'Cerca cliente',
    description: 'Label of the client search in the new-quote dialog',
  },
  quoteFor: {
    id: 'management.quotes.quoteFor',
    defaultMessage: 'Crea preventivo per',
    description:
      'Hidden text before a client name in the new-quote results ("Crea preventivo per Rossi srl")',
  },
  clientSearchFailed: {
    id: 'management.quotes.clientSearchFailed',
    defaultMessage: 'La ricerca dei clienti non è riuscita. Riprova.',
    description: 'Error: the client search failed',
  },
  createFailed: {
    id: 'management.quotes.createFailed',
    defaultMessage: 'Il preventivo non è stato creato: {reason}',
    description: 'Error: createQuote failed',
  },
});

export const quoteOriginMessages = defineMessages({
  REQUEST: {
    id: 'management.quotes.origin.request',
    defaultMessage: 'Richiesta cliente',
    description: 'Quote origin: the customer asked',
  },
  STAFF: {
    id: 'management.quotes.origin.staff',
    defaultMessage: 'Interno',
    description: 'Quote origin: staff started it',
  },
});

export const quoteRecordMessages = defineMessages({
  title: commonMessages.quote,
  subtitle: {
    id: 'management.quote.subtitle',
    defaultMessage: '{client} · revisione {revision}',
    description: "Line under a quote's title",
  },
  loading: {
    id: 'management.quote.loading',
    defaultMessage: 'Caricamento del preventivo…',
    description: 'Skeleton label',
  },
  loadFailed: {
    id: 'management.quote.loadFailed',
    defaultMessage: 'Il preventivo non è stato caricato.',
    description: 'Error: the quote did not load',
  },
  retry: commonMessages.tryAgain,
  notFoundTitle: {
    id: 'management.quote.notFoundTitle',
    defaultMessage: 'Preventivo non trovato',
    description: 'Title: no such quote',
  },
  notFoundText: {
    id: 'management.quote.notFoundText',
    defaultMessage: 'Il preventivo {number} non esiste o non è tra i tuoi clienti.',
    description: 'Text: no such quote',
  },
  backToList: {
    id: 'management.quote.backToList',
    defaultMessage: 'Torna ai preventivi',
    description: 'Link back',
  },
  summary: commonMessages.summary,
  status: commonMessages.status,
  client: manageCommonMessages.client,
  origin: manageCommonMessages.origin,
  revision: manageCommonMessages.revision,
  validUntil: manageCommonMessages.validUntil,
  total: commonMessages.total,
  created: manageCommonMessages.created,
  order: commonMessages.order,
  declineReason: commonMessages.reason,
  pdf: { id: 'management.quote.pdf', defaultMessage: 'Scarica PDF', description: 'Link: the quote PDF' },
  pendingApproval: {
    id: 'management.quote.pendingApproval',
    defaultMessage:
      "Uno sconto supera il massimo concesso all'agente: il preventivo attende l'approvazione e sarà inviato al cliente quando approvato.",
    description: 'Notice on a quote waiting for approval',
  },
  requestedLines: {
    id: 'management.quote.requestedLines',
    defaultMessage: 'Righe richieste dal cliente',
    description: 'Section heading: the lines the customer asked for',
  },
  code: commonMessages.code,
  description: commonMessages.description,
  quantity: commonMessages.quantity,
  listPrice: manageCommonMessages.listPrice,
  clientPrice: {
    id: 'management.quote.clientPrice',
    defaultMessage: 'Prezzo cliente',
    description:
      "Column: the client's own net price (list, discount chain, promotions), before the quote's extra discount",
  },
  extraDiscount: {
    id: 'management.quote.extraDiscount',
    defaultMessage: 'Sconto extra',
    description: "Column: the agent's extra discount in percent, on top of the client's own price",
  },
  netPrice: commonMessages.netPrice,
  lineTotal: commonMessages.total,
  revisions: {
    id: 'management.quote.revisions',
    defaultMessage: 'Revisioni',
    description: 'Section heading',
  },
  revisionSummary: {
    id: 'management.quote.revisionSummary',
    defaultMessage:
      'Revisione {revision} · {lines, plural, one {# riga} other {# righe}} · {total} · di {by}',
    description: 'The summary of a revision (collapsible)',
  },
  revisionSent: {
    id: 'management.quote.revisionSent',
    defaultMessage: 'Inviata il {date}, valida fino al {validUntil}',
    description: 'When a revision was sent',
  },
  revisionNotSent: {
    id: 'management.quote.revisionNotSent',
    defaultMessage: 'Non inviata, valida fino al {validUntil}',
    description: 'A revision not sent',
  },
  customerNotes: manageCommonMessages.notesForTheClient,
  internalNotes: {
    id: 'management.quote.internalNotes',
    defaultMessage: 'Note interne',
    description: 'Label',
  },
  noLines: { id: 'management.quote.noLines', defaultMessage: 'Nessuna riga.', description: 'Empty revision' },
  history: {
    id: 'management.quote.history',
    defaultMessage: 'Storico stati',
    description: 'Section heading',
  },
  historyEntry: {
    id: 'management.quote.historyEntry',
    defaultMessage: '{date}: {status} ({by})',
    description: 'A status change',
  },
  thread: commonMessages.messages,
  noMessages: commonMessages.noMessages,
  sideCustomer: {
    id: 'management.quote.sideCustomer',
    defaultMessage: 'cliente',
    description: 'Message side',
  },
  sideStaff: { id: 'management.quote.sideStaff', defaultMessage: 'staff', description: 'Message side' },
  messageMeta: {
    id: 'management.quote.messageMeta',
    defaultMessage: '{author} ({side}), {date}',
    description: 'Who wrote a message and when',
  },
  newMessage: { id: 'management.quote.newMessage', defaultMessage: 'Nuovo messaggio', description: 'Label' },
  sendMessage: commonMessages.sendMessage,
  messageRequired: commonMessages.writeTheMessage,
  messageSent: commonMessages.messageSent,
});

export const quoteEditorMessages = defineMessages({
  section: {
    id: 'management.quote.editor.section',
    defaultMessage: 'Righe del preventivo',
    description: 'Section heading',
  },
  hint: {
    id: 'management.quote.editor.hint',
    defaultMessage:
      'Ogni riga parte dal prezzo netto del cliente (listino, sconti e promozioni come nel suo carrello): indica uno sconto extra % su quel prezzo oppure il prezzo netto (non entrambi). Invio passa al campo successivo; netto e totali si aggiornano mentre scrivi.',
    description: 'Hint above the editable lines',
  },
  line: {
    id: 'management.quote.editor.line',
    defaultMessage: 'Riga {n}',
    description: 'Legend of a line (hidden)',
  },
  code: { id: 'management.quote.editor.code', defaultMessage: 'Codice riga {n}', description: 'Input label' },
  quantity: {
    id: 'management.quote.editor.quantity',
    defaultMessage: 'Quantità riga {n}',
    description: 'Input label',
  },
  discount: {
    id: 'management.quote.editor.discount',
    defaultMessage: 'Sconto extra % riga {n}',
    description: 'Input label',
  },
  netPrice: {
    id: 'management.quote.editor.netPrice',
    defaultMessage: 'Prezzo netto riga {n}',
    description: 'Input label',
  },
  priced: {
    id: 'management.quote.editor.pricedLine',
    defaultMessage:
      '{description} · listino {listPrice} · prezzo cliente {clientPrice} · sconto extra {extraDiscount} · netto {netPrice} · totale {total}',
    description:
      "A line's prices, updated while typing: list price, the client's own net price, the extra discount typed (or derived from a net price), the resulting net price and line total",
  },
  pricedOnSave: {
    id: 'management.quote.editor.pricedOnSave',
    defaultMessage: 'Il prezzo del cliente per questo articolo compare al salvataggio.',
    description:
      'Under a line whose product was not saved yet, while its client price is looked up (or when the lookup failed)',
  },
  unknownCode: {
    id: 'management.quote.editor.unknownCode',
    defaultMessage: 'Nessun articolo attivo con il codice {code}.',
    description: 'Under a line whose typed product code is no active product (saving would refuse it)',
  },
  liveTotal: {
    id: 'management.quote.editor.liveTotal',
    defaultMessage: 'Totale (non salvato): {total}',
    description: 'The total of the lines as typed, before saving',
  },
  remove: { id: 'management.quote.editor.remove', defaultMessage: 'Togli riga {n}', description: 'Button' },
  add: { id: 'management.quote.editor.add', defaultMessage: 'Aggiungi riga', description: 'Button' },
  internalNotes: {
    id: 'management.quote.editor.internalNotes',
    defaultMessage: 'Note interne (non visibili al cliente)',
    description: 'Input label',
  },
  total: {
    id: 'management.quote.editor.total',
    defaultMessage: 'Totale salvato: {total}',
    description: 'Saved total',
  },
  save: { id: 'management.quote.editor.save', defaultMessage: 'Salva preventivo', description: 'Button' },
  saved: {
    id: 'management.quote.editor.saved',
    defaultMessage: 'Preventivo salvato.',
    description: 'Success',
  },
  newRevision: {
    id: 'management.quote.editor.newRevision',
    defaultMessage: 'Il preventivo è già stato inviato: la modifica crea la revisione {revision}.',
    description: 'Notice before saving a sent quote',
  },
  unsaved: {
    id: 'management.quote.editor.unsaved',
    defaultMessage: 'Ci sono modifiche non salvate: salva prima di inviare.',
    description: 'Why Send is disabled',
  },
});

export const quoteActionMessages = defineMessages({
  actions: {
    id: 'management.quote.actions',
    defaultMessage: 'Azioni sul preventivo',
    description: 'Group label',
  },
  send: { id: 'management.quote.send', defaultMessage: 'Invia al cliente', description: 'Button' },
  sendTitle: {
    id: 'management.quote.sendTitle',
    defaultMessage: 'Inviare il preventivo {number}?',
    description: 'Confirm title',
  },
  sendText: {
    id: 'management.quote.sendText',
    defaultMessage:
      'Il cliente riceve la revisione {revision}. Se uno sconto supera il massimo concesso, il preventivo va prima in approvazione.',
    description: 'Confirm text',
  },
  sent: {
    id: 'management.quote.sent',
    defaultMessage: 'Preventivo inviato al cliente.',
    description: 'Success',
  },
  sentPending: {
    id: 'management.quote.sentPending',
    defaultMessage: 'Uno sconto supera il massimo concesso: il preventivo è in attesa di approvazione.',
    description: 'Warning: sendQuote put it to approval',
  },
  extend: { id: 'management.quote.extend', defaultMessage: 'Proroga validità', description: 'Button' },
  extendTitle: {
    id: 'management.quote.extendTitle',
    defaultMessage: 'Proroga del preventivo {number}',
    description: 'Dialog title',
  },
  extendDay: {
    id: 'management.quote.extendDay',
    defaultMessage: 'Nuova validità',
    description: 'Input label',
  },
  extendSubmit: { id: 'management.quote.extendSubmit', defaultMessage: 'Proroga', description: 'Button' },
  extended: {
    id: 'management.quote.extended',
    defaultMessage: 'Validità prorogata al {date}.',
    description: 'Success',
  },
  withdraw: { id: 'management.quote.withdraw', defaultMessage: 'Annulla preventivo', description: 'Button' },
  withdrawTitle: {
    id: 'management.quote.withdrawTitle',
    defaultMessage: 'Annullare il preventivo {number}?',
    description: 'Confirm title',
  },
  withdrawText: {
    id: 'management.quote.withdrawText',
    defaultMessage: 'Il cliente non potrà più accettarlo. Non si può tornare indietro.',
    description: 'Confirm text',
  },
  withdrawReason: {
    id: 'management.quote.withdrawReason',
    defaultMessage: 'Motivo (facoltativo)',
    description: 'Input label',
  },
  withdrawn: {
    id: 'management.quote.withdrawn',
    defaultMessage: 'Preventivo annullato.',
    description: 'Success',
  },
  keep: { id: 'management.quote.keep', defaultMessage: 'Non ora', description: 'Cancel button of a confirm' },
  approve: { id: 'management.quote.approve', defaultMessage: 'Approva preventivo', description: 'Button' },
  approveTitle: {
    id: 'management.quote.approveTitle',
    defaultMessage: 'Approvare il preventivo {number}?',
    description: 'Confirm title',
  },
  approveText: {
    id: 'management.quote.approveText',
    defaultMessage: 'Il preventivo viene inviato al cliente con gli sconti indicati.',
    description: 'Confirm text',
  },
  approved: {
    id: 'management.quote.approved',
    defaultMessage: 'Preventivo approvato e inviato al cliente.',
    description: 'Success',
  },
  reject: { id: 'management.quote.reject', defaultMessage: 'Rifiuta preventivo', description: 'Button' },
  rejectTitle: {
    id: 'management.quote.rejectTitle',
    defaultMessage: 'Rifiutare il preventivo {number}?',
    description: 'Dialog title',
  },
  rejectText: {
    id: 'management.quote.rejectText',
    defaultMessage: 'Il preventivo torna in bozza e il suo autore riceve il motivo.',
    description: 'Dialog text',
  },
  rejectReason: {
    id: 'management.quote.rejectReason',
    defaultMessage: 'Motivo del rifiuto',
    description: 'Input label',
  },
  rejected: {
    id: 'management.quote.rejected',
    defaultMessage: "Preventivo rifiutato: torna in bozza all'autore.",
    description: 'Success',
  },
  ownRevision: {
    id: 'management.quote.ownRevision',
    defaultMessage: 'Hai scritto tu questa revisione: deve approvarla un altro approvatore.',
    description: 'Why an approver cannot approve his own revision',
  },
  unreachable: {
    id: 'management.quote.unreachable',
    defaultMessage: 'Il negozio non risponde. Riprova tra poco.',
    description: 'Error: no answer',
  },
  conflict: {
    id: 'management.quote.conflict',
    defaultMessage: 'Il preventivo è cambiato nel frattempo: è stato ricaricato.',
    description: 'Warning: conflict',
  },
});

export const quoteApprovalsMessages = defineMessages({
  section: {
    id: 'management.quoteApprovals.section',
    defaultMessage: 'Preventivi in approvazione',
    description: 'Heading of the quotes waiting for approval on the approvals page',
  },
  search: {
    id: 'management.quoteApprovals.search',
    defaultMessage: 'Cerca preventivo o cliente',
    description: 'Search label',
  },
});
