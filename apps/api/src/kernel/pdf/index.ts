// PDF documents drawn from data: delivery notes (DDT) and courtesy copies of invoices, in it or en.
export type * from './document-model';
export { documentNumber } from './layout';
export { renderDeliveryNotePdf } from './render-delivery-note';
export { renderInvoicePdf } from './render-invoice';
