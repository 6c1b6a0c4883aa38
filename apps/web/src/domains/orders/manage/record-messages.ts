// The order record's texts (/orders/:year/:seq): header, sections, lines, history and documents.
import { defineMessages } from 'react-intl';

export const recordMessages = defineMessages({
  title: {
    id: 'management.orders.record.title',
    defaultMessage: 'Ordine {number}',
    description: 'Title of an order record page',
  },
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
  retry: {
    id: 'management.orders.record.retry',
    defaultMessage: 'Riprova',
    description: 'Button: load the order record again',
  },
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
  status: { id: 'management.orders.record.status', defaultMessage: 'Stato', description: 'Order fact' },
  client: { id: 'management.orders.record.client', defaultMessage: 'Cliente', description: 'Order fact' },
  agent: { id: 'management.orders.record.agent', defaultMessage: 'Agente', description: 'Order fact' },
  channel: { id: 'management.orders.record.channel', defaultMessage: 'Canale', description: 'Order fact' },
  placedBy: {
    id: 'management.orders.record.placedBy',
    defaultMessage: 'Inserito da',
    description: 'Order fact: who placed it',
  },
  date: {
    id: 'management.orders.record.date',
    defaultMessage: 'Data ordine',
    description: 'Order fact: when placed',
  },
  deliveryDate: {
    id: 'management.orders.record.deliveryDate',
    defaultMessage: 'Consegna richiesta',
    description: 'Order fact: delivery day the client asked for',
  },
  expectedDate: {
    id: 'management.orders.record.expectedDate',
    defaultMessage: 'Spedizione prevista',
    description: 'Order fact: the day staff expect to ship the rest',
  },
  priceList: {
    id: 'management.orders.record.priceList',
    defaultMessage: 'Listino e sconti',
    description: 'Order fact: price list and client discount chain it was priced with',
  },
  lines: {
    id: 'management.orders.record.lines',
    defaultMessage: 'Righe',
    description: 'Heading: order lines',
  },
  subtotal: {
    id: 'management.orders.record.subtotal',
    defaultMessage: 'Totale righe',
    description: 'Order totals: sum of the lines',
  },
  headerDiscount: {
    id: 'management.orders.record.headerDiscount',
    defaultMessage: 'Promozione {code}',
    description: 'Order totals: the header promotion discount',
  },
  total: {
    id: 'management.orders.record.total',
    defaultMessage: 'Totale (IVA esclusa)',
    description: 'Order totals: total net of VAT',
  },
  address: {
    id: 'management.orders.record.address',
    defaultMessage: 'Consegna e note',
    description: 'Heading: delivery address and the client notes',
  },
  deliveryAddress: {
    id: 'management.orders.record.deliveryAddress',
    defaultMessage: 'Indirizzo di consegna',
    description: 'Label: delivery address',
  },
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
  historyNote: { id: 'management.orders.record.history.note', defaultMessage: 'Nota', description: 'Column' },
  unknownUser: {
    id: 'management.orders.record.history.unknown',
    defaultMessage: 'Non noto',
    description: 'History: who moved the order is not known',
  },
});

export const lineMessages = defineMessages({
  code: { id: 'management.orders.line.code', defaultMessage: 'Codice', description: 'Order line column' },
  description: {
    id: 'management.orders.line.description',
    defaultMessage: 'Descrizione',
    description: 'Order line column',
  },
  quantity: { id: 'management.orders.line.quantity', defaultMessage: 'Q.tà', description: 'Units ordered' },
  free: { id: 'management.orders.line.free', defaultMessage: 'Omaggio', description: 'Free units' },
  shipped: { id: 'management.orders.line.shipped', defaultMessage: 'Spedite', description: 'Units shipped' },
  open: { id: 'management.orders.line.open', defaultMessage: 'Aperte', description: 'Units still open' },
  listPrice: {
    id: 'management.orders.line.listPrice',
    defaultMessage: 'Listino',
    description: 'Order line column: list price',
  },
  discounts: {
    id: 'management.orders.line.discounts',
    defaultMessage: 'Sconti',
    description: 'Order line column: discounts applied',
  },
  netPrice: {
    id: 'management.orders.line.netPrice',
    defaultMessage: 'Netto',
    description: 'Order line column: net unit price',
  },
  total: { id: 'management.orders.line.total', defaultMessage: 'Importo', description: 'Line amount' },
});

export const documentMessages = defineMessages({
  title: {
    id: 'management.orders.documents.title',
    defaultMessage: 'Documenti',
    description: 'Heading: the delivery notes and invoices of the order',
  },
  none: {
    id: 'management.orders.documents.none',
    defaultMessage: 'Nessun documento: l’ordine non è ancora stato spedito.',
    description: 'The order has no delivery note or invoice yet',
  },
  kind: { id: 'management.orders.documents.kind', defaultMessage: 'Tipo', description: 'Documents column' },
  number: {
    id: 'management.orders.documents.number',
    defaultMessage: 'Numero',
    description: 'Documents column',
  },
  date: { id: 'management.orders.documents.date', defaultMessage: 'Data', description: 'Documents column' },
  invoiceNumber: {
    id: 'management.orders.documents.invoiceNumber',
    defaultMessage: 'Fattura',
    description: 'Documents column: the invoice of a delivery note',
  },
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
  INVOICE: {
    id: 'management.orders.documents.invoice',
    defaultMessage: 'Fattura',
    description: 'Document kind: invoice',
  },
  CREDIT_NOTE: {
    id: 'management.orders.documents.creditNote',
    defaultMessage: 'Nota di credito',
    description: 'Document kind: credit note (made by an approved return)',
  },
  actions: {
    id: 'management.orders.documents.actions',
    defaultMessage: 'Azioni',
    description: 'Documents column: download and invoice',
  },
  invoiceOne: {
    id: 'management.orders.documents.invoiceOne',
    defaultMessage: 'Fattura',
    description: 'Button: make the invoice of one delivery note',
  },
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
  invoiced: {
    id: 'management.orders.documents.invoiced',
    defaultMessage: 'Emessa la fattura {number}.',
    description: 'Announced after an invoice was made',
  },
});
