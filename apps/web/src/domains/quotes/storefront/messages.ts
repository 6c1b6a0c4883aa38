import { defineMessages } from 'react-intl';

export { quoteStatusMessages } from '../common/status-messages';

export const quoteMessages = defineMessages({
  listTitle: {
    id: 'quotes.list.title',
    defaultMessage: 'I miei preventivi',
    description: 'Heading and tab title of the customer’s quotes',
  },
  loadFailed: {
    id: 'quotes.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i preventivi. Riprova tra poco.',
    description: 'The quotes could not be loaded',
  },
  notFound: {
    id: 'quotes.notFound',
    defaultMessage: 'Questo preventivo non esiste o non è della tua azienda.',
    description: 'A quote number that is not the company’s',
  },
  count: {
    id: 'quotes.count',
    defaultMessage: '{count, plural, one {# preventivo} other {# preventivi}}',
    description: 'How many quotes and requests the company has',
  },
  none: {
    id: 'quotes.none',
    defaultMessage:
      'Non hai ancora chiesto preventivi. Puoi chiederne uno dal carrello o dalla scheda di un prodotto.',
    description: 'Empty list of quotes',
  },
  viewQuote: {
    id: 'quotes.viewQuote',
    defaultMessage: 'Dettaglio preventivo {number}',
    description: 'Accessible name of the link to a quote',
  },
  request: {
    id: 'quotes.request',
    defaultMessage: 'Richiesta',
    description: 'Tag: a quote the customer asked for',
  },
  createdOn: {
    id: 'quotes.createdOn',
    defaultMessage: 'Creato il {date}',
    description: 'When a quote was created',
  },
  validUntil: {
    id: 'quotes.validUntil',
    defaultMessage: 'Valido fino al {date}',
    description: 'Until which day a quote is valid',
  },
  expiredOn: {
    id: 'quotes.expiredOn',
    defaultMessage: 'Scaduto il {date}',
    description: 'The day a quote stopped being valid',
  },
  waitingAnswer: {
    id: 'quotes.waitingAnswer',
    defaultMessage: 'In attesa di risposta',
    description: 'A request not priced yet: no total',
  },
  pagination: {
    id: 'quotes.pagination',
    defaultMessage: 'Pagine dei preventivi',
    description: 'Pager label',
  },
  back: {
    id: 'quotes.back',
    defaultMessage: 'Torna ai miei preventivi',
    description: 'Link back to the list',
  },
  revisionLabel: {
    id: 'quotes.revisionLabel',
    defaultMessage: 'Revisione {revision}',
    description: 'A revision of a quote',
  },
  sentOn: {
    id: 'quotes.sentOn',
    defaultMessage: 'Inviato il {date}',
    description: 'When a revision was sent',
  },
  pdf: {
    id: 'quotes.pdf',
    defaultMessage: 'Scarica il preventivo in PDF',
    description: 'Link to the quote as PDF',
  },
  requestedNote: {
    id: 'quotes.requestedNote',
    defaultMessage: 'Abbiamo ricevuto la tua richiesta: ti invieremo il preventivo qui e con una notifica.',
    description: 'A quote request not answered yet',
  },
  preparingNote: {
    id: 'quotes.preparingNote',
    defaultMessage: 'Stiamo preparando una nuova versione del preventivo.',
    description: 'Staff are writing a new revision',
  },
  expiredNote: {
    id: 'quotes.expiredNote',
    defaultMessage:
      'Questo preventivo è scaduto e non può più essere accettato. Puoi chiederci di prorogarlo scrivendo qui sotto nei messaggi.',
    description: 'An expired quote: read only; the customer may ask to extend it in the thread',
  },
  declinedNote: {
    id: 'quotes.declinedNote',
    defaultMessage: 'Preventivo rifiutato. Motivo: {reason}',
    description: 'A declined quote, with the reason',
  },
  withdrawnNote: {
    id: 'quotes.withdrawnNote',
    defaultMessage: 'Il preventivo è stato annullato.',
    description: 'A quote withdrawn by staff',
  },
  changesNote: {
    id: 'quotes.changesNote',
    defaultMessage: 'Hai chiesto delle modifiche: ti invieremo una nuova versione del preventivo.',
    description: 'The customer asked for changes',
  },
  requestedHeading: {
    id: 'quotes.requestedHeading',
    defaultMessage: 'Articoli richiesti',
    description: 'Heading: the lines the customer asked for',
  },
  notesHeading: {
    id: 'quotes.notesHeading',
    defaultMessage: 'Note del venditore',
    description: 'Heading: the notes staff wrote for the customer',
  },
  requestedShow: {
    id: 'quotes.requestedShow',
    defaultMessage: 'Mostra la richiesta ({count, plural, one {# articolo} other {# articoli}})',
    description: 'Disclosure: show the lines the customer asked for',
  },
  revisionsHeading: {
    id: 'quotes.revisionsHeading',
    defaultMessage: 'Versioni precedenti',
    description: 'Heading: earlier revisions of the quote',
  },
  historyHeading: {
    id: 'quotes.historyHeading',
    defaultMessage: 'Cronologia',
    description: 'Heading: the quote’s status changes',
  },
  historyEntry: {
    id: 'quotes.historyEntry',
    defaultMessage: '{status} – {by}, {date}',
    description: 'One status change: new status, who, when',
  },
  historyReason: {
    id: 'quotes.historyReason',
    defaultMessage: 'Motivo: {reason}',
    description: 'The reason of a status change',
  },
  discount: {
    id: 'quotes.lines.discount',
    defaultMessage: 'Sconto',
    description: 'Column: discount percent',
  },
  yourPrice: {
    id: 'quotes.lines.yourPrice',
    defaultMessage: 'Tuo prezzo',
    description:
      "Column: the customer's own net price (his usual conditions) the quote's extra discount applies to",
  },
  extraDiscount: {
    id: 'quotes.lines.extraDiscount',
    defaultMessage: 'Sconto extra',
    description: "Column: the quote's extra discount in percent, on top of the customer's own price",
  },
  actionsHeading: {
    id: 'quotes.actionsHeading',
    defaultMessage: 'La tua risposta',
    description: 'Heading: accept, decline or ask for changes',
  },
  accept: {
    id: 'quotes.accept',
    defaultMessage: 'Accetta il preventivo',
    description: 'Button: accept the quote',
  },
  decline: { id: 'quotes.decline', defaultMessage: 'Rifiuta', description: 'Button: decline the quote' },
  askChanges: {
    id: 'quotes.askChanges',
    defaultMessage: 'Chiedi modifiche',
    description: 'Button: ask for changes to the quote',
  },
  acceptTitle: {
    id: 'quotes.acceptTitle',
    defaultMessage: 'Accettare il preventivo {number}?',
    description: 'Title of the accept confirmation',
  },
  acceptText: {
    id: 'quotes.acceptText',
    defaultMessage:
      'Verrà creato un ordine ai prezzi del preventivo (revisione {revision}, totale {total}). La disponibilità della merce viene verificata.',
    description: 'Text of the accept confirmation',
  },
  acceptConfirm: {
    id: 'quotes.acceptConfirm',
    defaultMessage: 'Conferma e crea l’ordine',
    description: 'Button: confirm the acceptance',
  },
  accepted: {
    id: 'quotes.accepted',
    defaultMessage: 'Preventivo accettato: è stato creato l’ordine {number}.',
    description: 'Success after accepting',
  },
  viewOrder: {
    id: 'quotes.viewOrder',
    defaultMessage: 'Vai all’ordine {number}',
    description: 'Link to the new order',
  },
  declineReason: {
    id: 'quotes.declineReason',
    defaultMessage: 'Motivo del rifiuto',
    description: 'Label: why the customer declines',
  },
  declineConfirm: {
    id: 'quotes.declineConfirm',
    defaultMessage: 'Conferma il rifiuto',
    description: 'Button: send the decline',
  },
  changesText: {
    id: 'quotes.changesText',
    defaultMessage: 'Quali modifiche vorresti?',
    description: 'Label: what the customer wants changed',
  },
  changesSend: {
    id: 'quotes.changesSend',
    defaultMessage: 'Invia la richiesta di modifiche',
    description: 'Button: send the change request',
  },
  staffSide: {
    id: 'quotes.staffSide',
    defaultMessage: 'Negozio',
    description: 'Tag of a message written by staff',
  },
  failed: {
    id: 'quotes.failed',
    defaultMessage: 'Non è stato possibile completare l’operazione: {reason}',
    description: 'Error after a failed action, with the reason',
  },
  unreachable: {
    id: 'quotes.unreachable',
    defaultMessage: 'il servizio non risponde, riprova tra poco.',
    description: 'Reason of a failure: the shop did not answer',
  },
  conflictReloaded: {
    id: 'quotes.conflictReloaded',
    defaultMessage: 'Il preventivo mostrato ora è aggiornato: controllalo prima di rispondere.',
    description: 'After a conflict the quote was loaded again',
  },
});
