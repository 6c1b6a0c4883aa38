// The order record's texts (/orders/:year/:seq): header, sections, lines, history and documents.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const recordMessages = defineMessages({
  title: commonMessages.orderNumber,
  subtitle: {
    id: 'management.orders.record.subtitle',
    defaultMessage: '{client} · {date}',
    description: 'Line under the order title: the client and the day placed',
  },
  loading: {
    id: 'management.orders.record.loading',
    defaultMessage: 'Caricamento dell’ordine…',
    description: 'Accessible name of the order record skeleton',
  },
  loadFailed: {
    id: 'management.orders.record.loadFailed',
    defaultMessage: 'Non è stato possibile caricare l’ordine.',
    description: 'The order record could not be loaded',
  },
  retry: commonMessages.tryAgain,
  notFoundTitle: {
    id: 'management.orders.record.notFoundTitle',
    defaultMessage: 'Ordine non trovato',
    description: 'Title when the order does not exist or is out of reach',
  },
  notFoundText: {
    id: 'management.orders.record.notFoundText',
    defaultMessage: '{number} non esiste o non è tra gli ordini che puoi consultare.',
    description: 'Text when the order does not exist or is out of reach',
  },
  backToList: {
    id: 'management.orders.record.backToList',
    defaultMessage: 'Torna agli ordini',
    description: 'Link from a missing order back to the order grid',
  },
  summary: {
    id: 'management.orders.record.summary',
    defaultMessage: 'Dati dell’ordine',
    description: 'Heading of the order header section',
  },
  status: commonMessages.status,
  client: manageCommonMessages.client,
  agent: commonMessages.agent,
  channel: manageCommonMessages.channel,
  placedBy: manageCommonMessages.placedBy,
  date: manageCommonMessages.orderDate,
  deliveryDate: commonMessages.requestedDelivery,
  expectedDate: manageCommonMessages.expectedShipping,
  orderType: {
    id: 'management.orders.record.orderType',
    defaultMessage: 'Tipo d’ordine nel gestionale',
    description: 'Order fact: the ERP document type the order is recorded with (a code such as ORD)',
  },
  priceList: {
    id: 'management.orders.record.priceList',
    defaultMessage: 'Listino e sconti',
    description: 'Order fact: price list and client discount chain it was priced with',
  },
  lines: commonMessages.lines,
  subtotal: commonMessages.linesTotal,
  headerDiscount: commonMessages.promotion,
  total: commonMessages.totalExclVat,
  address: {
    id: 'management.orders.record.address',
    defaultMessage: 'Consegna e note',
    description: 'Heading: delivery address and the client notes',
  },
  deliveryAddress: commonMessages.deliveryAddress,
  notes: { id: 'management.orders.record.notes', defaultMessage: 'Note del cliente', description: 'Label' },
  history: {
    id: 'management.orders.record.history',
    defaultMessage: 'Storico degli stati',
    description: 'Heading: the statuses the order went through',
  },
  historyWhen: {
    id: 'management.orders.record.history.when',
    defaultMessage: 'Quando',
    description: 'Column',
  },
  historyWho: { id: 'management.orders.record.history.who', defaultMessage: 'Chi', description: 'Column' },
  historyNote: manageCommonMessages.note,
  unknownUser: {
    id: 'management.orders.record.history.unknown',
    defaultMessage: 'Non noto',
    description: 'History: who moved the order is not known',
  },
});

export const lineMessages = defineMessages({
  quantity: { id: 'management.orders.line.quantity', defaultMessage: 'Q.tà', description: 'Units ordered' },
  shipped: { id: 'management.orders.line.shipped', defaultMessage: 'Spedite', description: 'Units shipped' },
  open: { id: 'management.orders.line.open', defaultMessage: 'Aperte', description: 'Units still open' },
  netPrice: {
    id: 'management.orders.line.netPrice',
    defaultMessage: 'Netto',
    description: 'Order line column: net unit price',
  },
});

export const documentMessages = defineMessages({
  title: commonMessages.documents,
  none: {
    id: 'management.orders.documents.none',
    defaultMessage: 'Nessun documento: l’ordine non è ancora stato spedito.',
    description: 'The order has no delivery note or invoice yet',
  },
  kind: commonMessages.kind,
  number: commonMessages.number,
  date: commonMessages.date,
  invoiceNumber: manageCommonMessages.invoice,
  notInvoiced: {
    id: 'management.orders.documents.notInvoiced',
    defaultMessage: 'Da fatturare',
    description: 'A delivery note not yet invoiced',
  },
  pdf: {
    id: 'management.orders.documents.pdf',
    defaultMessage: 'PDF',
    description: 'Link: download the PDF',
  },
  pdfOf: {
    id: 'management.orders.documents.pdfOf',
    defaultMessage: '{kind} {number}',
    description: 'Hidden rest of a PDF link name: which document',
  },
  DDT: {
    id: 'management.orders.documents.ddt',
    defaultMessage: 'DDT',
    description: 'Document kind: delivery note',
  },
  INVOICE: manageCommonMessages.invoice,
  CREDIT_NOTE: commonMessages.creditNote,
  actions: manageCommonMessages.actions,
  invoiceOne: manageCommonMessages.invoice,
  invoiceOneNamed: {
    id: 'management.orders.documents.invoiceOneNamed',
    defaultMessage: 'Fattura il DDT {number}',
    description: 'Accessible name of the button that invoices one delivery note',
  },
  invoiceAll: {
    id: 'management.orders.documents.invoiceAll',
    defaultMessage: 'Fattura tutti i DDT ({count})',
    description: 'Button: one invoice of all the order’s delivery notes not yet invoiced',
  },
  confirmInvoiceTitle: {
    id: 'management.orders.documents.confirmInvoice.title',
    defaultMessage: 'Emettere la fattura?',
    description: 'Title of the question before an invoice is issued for delivery notes',
  },
  confirmInvoiceText: {
    id: 'management.orders.documents.confirmInvoice.text',
    defaultMessage:
      '{count, plural, one {Il DDT {numbers} sarà fatturato} other {I DDT {numbers} saranno fatturati}} con una sola fattura: un documento fiscale con il suo numero, che non si annulla (si storna con una nota di credito).',
    description: 'Body of the question before invoicing; numbers = the delivery notes, comma-separated',
  },
  confirmInvoiceAction: {
    id: 'management.orders.documents.confirmInvoice.action',
    defaultMessage: 'Emetti la fattura',
    description: 'Button of the question that issues the invoice',
  },
  invoiced: {
    id: 'management.orders.documents.invoiced',
    defaultMessage: 'Emessa la fattura {number}.',
    description: 'Announced after an invoice was made',
  },
});
