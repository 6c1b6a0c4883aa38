import { defineMessages } from 'react-intl';

/** A customer's documents (on an order) and backorders (/account/backorders). */
export const orderDocumentMessages = defineMessages({
  none: {
    id: 'orders.documents.none',
    defaultMessage: 'Nessun documento ancora: il DDT arriva con la spedizione.',
    description: 'An order without delivery notes or invoices yet',
  },
  deliveryNote: {
    id: 'orders.documents.ddt',
    defaultMessage: 'DDT {number}',
    description: 'A delivery note (documento di trasporto) and its number',
  },
  invoice: {
    id: 'orders.documents.invoice',
    defaultMessage: 'Fattura {number}',
    description: 'An invoice and its number',
  },
  creditNote: {
    id: 'orders.documents.creditNote',
    defaultMessage: 'Nota di credito {number}',
    description: 'A credit note (made by an approved return) and its number',
  },
  invoicedIn: {
    id: 'orders.documents.invoicedIn',
    defaultMessage: 'fatturato con la fattura {number}',
    description: 'Under a delivery note: the invoice that includes it',
  },
  download: {
    id: 'orders.documents.download',
    defaultMessage: 'Scarica {name} in PDF',
    description: 'Accessible name of a PDF download link',
  },
  backordersTitle: {
    id: 'orders.backorders.title',
    defaultMessage: 'Merce da ricevere',
    description: 'Heading and tab title of the customer’s backorders page',
  },
  backordersIntro: {
    id: 'orders.backorders.intro',
    defaultMessage: 'Le righe dei tuoi ordini non ancora spedite del tutto, con la data prevista.',
    description: 'Text under the backorders heading',
  },
  backordersNone: {
    id: 'orders.backorders.none',
    defaultMessage: 'Nessuna merce in attesa: tutto quello che hai ordinato è stato spedito.',
    description: 'No backorders',
  },
  product: { id: 'orders.backorders.product', defaultMessage: 'Articolo', description: 'Column header' },
  notKnown: {
    id: 'orders.backorders.notKnown',
    defaultMessage: 'da definire',
    description: 'No expected day yet',
  },
});
