// The PDF engine: documents drawn from data, in it or en — delivery notes (DDT), courtesy copies of
// invoices and credit notes, and the quotes the quotes module lays out with layout.ts and blocks.ts.
// The renderers' shared blocks (lines tables, VAT summary, totals) are in blocks.ts, the parties'
// lines in parties.ts, their words in ../texts/documents.ts.
export type * from './document-model';
export { documentNumber } from './layout';
export { addressLines, companyOf, documentAddress, unlessBlank, type PostalAddress } from './parties';
export { renderCreditNotePdf, type CreditNoteDocument } from './render-credit-note';
export { renderDeliveryNotePdf } from './render-delivery-note';
export { renderInvoicePdf } from './render-invoice';
