// The returns' texts (customer pages, shared with the staff's record page).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { returnStatusMessages } from '../common/status-messages';

export const returnMessages = defineMessages({
  listTitle: commonMessages.returns,
  listIntro: {
    id: 'returns.list.intro',
    defaultMessage: 'Merce consegnata da rendere: chiedi un reso scegliendo le righe dei tuoi DDT.',
    description: 'Text under the returns heading',
  },
  newReturn: commonMessages.askAReturn,
  none: {
    id: 'returns.list.none',
    defaultMessage: 'Non hai ancora chiesto resi.',
    description: 'The customer has no return',
  },
  number: commonMessages.return,
  requestedAt: commonMessages.askedOn,
  status: commonMessages.status,
  pieces: commonMessages.units,
  creditNote: commonMessages.creditNote,
  loading: commonMessages.loading,
  loadFailed: {
    id: 'returns.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i resi.',
    description: 'Returns could not be loaded',
  },
  notFound: {
    id: 'returns.notFound',
    defaultMessage: 'Reso non trovato.',
    description: 'The return does not exist or is out of reach',
  },
  retry: commonMessages.tryAgain,
  REQUESTED: returnStatusMessages.REQUESTED,
  APPROVED: returnStatusMessages.APPROVED,
  PARTLY_APPROVED: returnStatusMessages.PARTLY_APPROVED,
  REJECTED: returnStatusMessages.REJECTED,
  DAMAGED: {
    id: 'returns.reason.damaged',
    defaultMessage: 'Danneggiato',
    description: 'Return reason: damaged',
  },
  WRONG_ITEM: commonMessages.wrongItem,
  FAULTY: {
    id: 'returns.reason.faulty',
    defaultMessage: 'Difettoso',
    description: 'Return reason: faulty',
  },
  NOT_ORDERED: {
    id: 'returns.reason.notOrdered',
    defaultMessage: 'Non ordinato',
    description: 'Return reason: not ordered',
  },
  OTHER: commonMessages.otherChoice,
  requestTitle: commonMessages.askAReturn,
  requestIntro: {
    id: 'returns.request.intro',
    defaultMessage:
      'Scegli le righe dei DDT da rendere, quante unità e perché. Puoi allegare una foto (JPEG, PNG o WebP, al massimo 5 MB).',
    description: 'Text at the top of the return request page',
  },
  noneReturnable: {
    id: 'returns.request.noneReturnable',
    defaultMessage: "Non c'è merce consegnata che si possa ancora rendere.",
    description: 'No delivered line left to return',
  },
  deliveryNote: {
    id: 'returns.request.deliveryNote',
    defaultMessage: 'DDT {number} del {date}',
    description: 'Group heading: a delivery note and its day',
  },
  ofOrder: commonMessages.orderNumber,
  leftOf: {
    id: 'returns.request.leftOf',
    defaultMessage: 'Consegnati {delivered}, resi {returned}, rendibili {left} {unit}',
    description: 'Quantities of a returnable line',
  },
  quantity: {
    id: 'returns.request.quantity',
    defaultMessage: 'Quantità da rendere',
    description: 'Field: units to return',
  },
  reason: commonMessages.reason,
  note: {
    id: 'returns.request.note',
    defaultMessage: 'Messaggio',
    description: 'Field: a message that opens the thread (optional)',
  },
  photo: {
    id: 'returns.request.photo',
    defaultMessage: 'Foto (facoltativa)',
    description: 'Field: a photo of the goods',
  },
  photoHelp: {
    id: 'returns.request.photoHelp',
    defaultMessage: 'JPEG, PNG o WebP, al massimo 5 MB.',
    description: 'Help text of the photo field',
  },
  photoTooLarge: {
    id: 'returns.request.photoTooLarge',
    defaultMessage: 'La foto è troppo grande: al massimo 5 MB.',
    description: 'Client-side check: photo over 5 MB',
  },
  photoType: {
    id: 'returns.request.photoType',
    defaultMessage: 'Tipo di foto non ammesso: sono accettate JPEG, PNG e WebP.',
    description: 'Client-side check: not an image of an accepted type',
  },
  quantityRange: {
    id: 'returns.request.quantityRange',
    defaultMessage: 'Indica da 1 a {left} unità.',
    description: 'Client-side check: quantity out of range',
  },
  chooseLine: {
    id: 'returns.request.chooseLine',
    defaultMessage: 'Scegli almeno una riga da rendere.',
    description: 'No line was chosen',
  },
  send: commonMessages.sendTheRequest,
  cancel: commonMessages.cancel,
  failed: {
    id: 'returns.failed',
    defaultMessage: "Non è stato possibile completare l'operazione: {reason}",
    description: 'An action failed',
  },
  unreachable: {
    id: 'returns.unreachable',
    defaultMessage: 'il server non risponde, riprova.',
    description: 'The server could not be reached',
  },
  detailTitle: commonMessages.returnNumber,
  requestedBy: {
    id: 'returns.detail.requestedBy',
    defaultMessage: 'Chiesto da {name} il {date}',
    description: 'Who asked the return and when',
  },
  lines: commonMessages.lines,
  product: commonMessages.product,
  fromNote: {
    id: 'returns.detail.fromNote',
    defaultMessage: 'DDT {number}, riga {line}',
    description: 'Where a returned line comes from',
  },
  asked: {
    id: 'returns.detail.asked',
    defaultMessage: 'Chiesti',
    description: 'Column: units asked back',
  },
  approved: {
    id: 'returns.detail.approved',
    defaultMessage: 'Approvati',
    description: 'Column: units approved',
  },
  pending: commonMessages.noValue,
  photos: {
    id: 'returns.detail.photos',
    defaultMessage: 'Foto',
    description: "Heading: the return's photos",
  },
  photoAlt: {
    id: 'returns.detail.photoAlt',
    defaultMessage: 'Foto del reso: {name}',
    description: 'Alt text of a return photo',
  },
  history: {
    id: 'returns.detail.history',
    defaultMessage: 'Stati',
    description: 'Heading: the status history',
  },
  thread: commonMessages.messages,
  noMessages: commonMessages.noMessages,
  customer: commonMessages.customer,
  staff: commonMessages.staff,
  message: commonMessages.writeAMessageLabel,
  sendMessage: commonMessages.send,
  messageRequired: commonMessages.writeTheMessage,
  rejected: {
    id: 'returns.detail.rejected',
    defaultMessage: 'Motivo del rifiuto: {reason}',
    description: "The rejection's reason",
  },
  creditNoteOf: {
    id: 'returns.detail.creditNoteOf',
    defaultMessage: 'Nota di credito {number} del {date}: {total}',
    description: 'The credit note with its day and total',
  },
  downloadCreditNote: {
    id: 'returns.detail.downloadCreditNote',
    defaultMessage: 'Scarica la nota di credito (PDF)',
    description: 'Link: download the credit note PDF',
  },
  back: {
    id: 'returns.detail.back',
    defaultMessage: 'Tutti i resi',
    description: 'Link back to the returns list',
  },
});
