// PDF documents drawn from data: delivery notes (DDT), courtesy copies of invoices and credit notes, in
// it or en. Their shared blocks (lines tables, VAT summary, totals) are in blocks.ts, their words in
// ../texts/documents.ts.
export type * from './document-model';
export { documentNumber } from './layout';
export { renderDeliveryNotePdf } from './render-delivery-note';
export { renderInvoicePdf } from './render-invoice';
