// The quote request's texts (the cart's and product's button, the dialog): apart, so the pages
// that show the button carry only these.
import { defineMessages } from 'react-intl';

export const requestQuoteMessages = defineMessages({
  open: {
    id: 'quotes.request.open',
    defaultMessage: 'Richiedi preventivo',
    description: 'Button on the cart and product pages that opens the quote request',
  },
  title: {
    id: 'quotes.request.title',
    defaultMessage: 'Richiedi un preventivo',
    description: 'Title of the quote request dialog',
  },
  intro: {
    id: 'quotes.request.intro',
    defaultMessage:
      'Indica le quantità che ti interessano: ti risponderemo con un preventivo. Il carrello non cambia.',
    description: 'Text at the top of the quote request dialog',
  },
  introProduct: {
    id: 'quotes.request.introProduct',
    defaultMessage: 'Indica la quantità che ti interessa: ti risponderemo con un preventivo.',
    description: 'Text at the top of the quote request dialog (one product)',
  },
  quantityOf: {
    id: 'quotes.request.quantityOf',
    defaultMessage: 'Quantità desiderata',
    description: 'Label of a wanted quantity',
  },
  remove: {
    id: 'quotes.request.remove',
    defaultMessage: 'Togli {code} dalla richiesta',
    description: 'Button removing a line from the request',
  },
  note: {
    id: 'quotes.request.note',
    defaultMessage: 'Note per il venditore (facoltative)',
    description: 'Label of the request note',
  },
  badQuantity: {
    id: 'quotes.request.badQuantity',
    defaultMessage: 'Scrivi un numero intero da 1 a 1.000.000.',
    description: 'Error: a wanted quantity is not valid',
  },
  noLines: {
    id: 'quotes.request.noLines',
    defaultMessage: 'La richiesta deve contenere almeno un articolo.',
    description: 'Error: every line was removed',
  },
  sent: {
    id: 'quotes.request.sent',
    defaultMessage:
      'Richiesta di preventivo {number} inviata. Ti avviseremo quando il preventivo sarà pronto.',
    description: 'Success after sending a quote request',
  },
  viewRequest: {
    id: 'quotes.request.view',
    defaultMessage: 'Vedi la richiesta {number}',
    description: 'Link to the quote just requested',
  },
});
