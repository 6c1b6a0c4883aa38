import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../../i18n/common-messages';

export const checkoutMessages = defineMessages({
  title: {
    id: 'checkout.title',
    defaultMessage: 'Conferma ordine',
    description: 'Heading and tab title of the checkout page',
  },
  intro: {
    id: 'checkout.intro',
    defaultMessage: 'Controlla gli articoli, scegli dove e quando consegnare e invia l’ordine.',
    description: 'Line under the checkout heading',
  },
  loading: commonMessages.loading,
  loadFailed: {
    id: 'checkout.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il carrello. Riprova tra poco.',
    description: 'The cart could not be loaded on the checkout page',
  },
  retry: commonMessages.tryAgain,
  emptyCart: {
    id: 'checkout.emptyCart',
    defaultMessage: 'Il carrello è vuoto: aggiungi qualche articolo prima di ordinare.',
    description: 'The checkout page with an empty cart',
  },
  backToCart: {
    id: 'checkout.backToCart',
    defaultMessage: 'Torna al carrello',
    description: 'Link to /cart',
  },
  continueShopping: {
    id: 'checkout.continueShopping',
    defaultMessage: 'Continua gli acquisti',
    description: 'Link to the home page',
  },
  summaryHeading: commonMessages.summary,
  lineQuantity: {
    id: 'checkout.summary.quantity',
    defaultMessage: '{quantity} {unit}',
    description: 'Quantity and unit of a line, e.g. "12 CF"',
  },
  lineFree: {
    id: 'checkout.summary.free',
    defaultMessage: '+ {quantity} in omaggio',
    description: 'Free units of a line',
  },
  lineCount: {
    id: 'checkout.summary.lines',
    defaultMessage:
      '{count, plural, one {# riga} other {# righe}}, {units, plural, one {# pezzo} other {# pezzi}}',
    description: 'How many lines and units the cart holds',
  },
  subtotal: commonMessages.subtotal,
  headerDiscount: commonMessages.promotionDiscount,
  total: { id: 'checkout.summary.total', defaultMessage: 'Totale ordine', description: 'Order total label' },
  detailsHeading: {
    id: 'checkout.details.heading',
    defaultMessage: 'Consegna',
    description: 'Heading of the delivery part of the checkout form',
  },
  address: commonMessages.deliveryAddress,
  addressDefault: {
    id: 'checkout.address.default',
    defaultMessage: '{name} (predefinito)',
    description: 'The default delivery address in the list',
  },
  registeredOffice: {
    id: 'checkout.address.office',
    defaultMessage: 'Sede legale: {address}',
    description: 'Delivery to the registered office when the company has no delivery addresses',
  },
  date: {
    id: 'checkout.date',
    defaultMessage: 'Data di consegna richiesta',
    description: 'Label of the requested delivery day',
  },
  dateHelp: {
    id: 'checkout.date.help',
    defaultMessage: 'Facoltativa: dal {min}, dal lunedì al venerdì. Vuota: appena possibile.',
    description: 'Help under the delivery day field',
  },
  invalidDate: {
    id: 'checkout.date.invalid',
    defaultMessage: 'Scrivi una data valida.',
    description: 'The delivery day is not a date',
  },
  tooEarly: {
    id: 'checkout.date.tooEarly',
    defaultMessage: 'La consegna può essere richiesta dal {min}.',
    description: 'The delivery day is before the first possible one',
  },
  weekend: {
    id: 'checkout.date.weekend',
    defaultMessage: 'Consegniamo dal lunedì al venerdì: scegli un giorno lavorativo.',
    description: 'The delivery day is a Saturday or Sunday',
  },
  notes: { id: 'checkout.notes', defaultMessage: 'Note per il magazzino', description: 'Label of the notes' },
  notesHelp: {
    id: 'checkout.notes.help',
    defaultMessage: '{length} di {max} caratteri',
    description: 'Counter under the notes',
  },
  notesTooLong: {
    id: 'checkout.notes.tooLong',
    defaultMessage: 'Le note possono avere al massimo {max} caratteri.',
    description: 'Notes too long',
  },
  accept: {
    id: 'checkout.accept',
    defaultMessage: 'Accetto le condizioni di vendita',
    description: 'Checkbox to accept the sale conditions for this order',
  },
  acceptRequired: {
    id: 'checkout.accept.required',
    defaultMessage: 'Per inviare l’ordine devi accettare le condizioni di vendita.',
    description: 'The sale conditions checkbox was not ticked',
  },
  readConditions: {
    id: 'checkout.accept.read',
    defaultMessage: 'Leggi le condizioni di vendita',
    description: 'Toggle that shows the sale conditions text',
  },
  placeOrder: {
    id: 'checkout.place',
    defaultMessage: 'Invia ordine',
    description: 'Button that places the order',
  },
  confirmTitle: {
    id: 'checkout.confirm.title',
    defaultMessage: 'Conferma ordine',
    description: 'Title of the confirmation dialog',
  },
  confirmCreateOrder: {
    id: 'ConfirmCreateOrder',
    defaultMessage: 'Confermi l’invio dell’ordine?',
    description: 'The question of the order confirmation dialog (the legacy ConfirmCreateOrder text)',
  },
  confirmTotal: {
    id: 'checkout.confirm.total',
    defaultMessage: 'Totale: {total}',
    description: 'Total shown in the confirmation dialog',
  },
  confirm: commonMessages.confirm,
  cancel: commonMessages.cancel,
  changedTitle: {
    id: 'checkout.changed.title',
    defaultMessage: 'Il carrello è cambiato',
    description: 'Heading of the notice that prices or stock changed since the cart was loaded',
  },
  changedIntro: {
    id: 'checkout.changed.intro',
    defaultMessage: 'Da quando hai aperto questa pagina sono cambiati:',
    description: 'Line before the list of changes',
  },
  changedTotal: {
    id: 'checkout.changed.total',
    defaultMessage: 'Il totale passa da {before} a {after}.',
    description: 'The total before and after the change',
  },
  changePrice: {
    id: 'checkout.changed.price',
    defaultMessage: '{description}: prezzo da {before} a {after}',
    description: 'A line whose price changed',
  },
  changeQuantity: {
    id: 'checkout.changed.quantity',
    defaultMessage: '{description}: quantità da {before} a {after}',
    description: 'A line whose quantity changed',
  },
  changeRemoved: {
    id: 'checkout.changed.removed',
    defaultMessage: '{description}: non è più nel carrello',
    description: 'A line that left the cart',
  },
  changeAdded: {
    id: 'checkout.changed.added',
    defaultMessage: '{description}: aggiunto ({quantity})',
    description: 'A line added to the cart meanwhile',
  },
  changeStock: {
    id: 'checkout.changed.stock',
    defaultMessage: '{description}: disponibili {available}, nel carrello {quantity}',
    description: 'A line with more units than in stock',
  },
  acceptNewTotal: {
    id: 'checkout.changed.accept',
    defaultMessage: 'Ho visto le modifiche: invia con il nuovo totale',
    description: 'Button to confirm the order at the new total',
  },
  fixInCart: {
    id: 'checkout.changed.fixInCart',
    defaultMessage: 'Correggi le quantità nel carrello e riprova.',
    description: 'When stock is short the cart must be changed first',
  },
  failed: {
    id: 'checkout.failed',
    defaultMessage: 'L’ordine non è stato inviato: {reason} Il carrello non è stato modificato.',
    description: 'The order was refused; the reason is the server message',
  },
  unreachable: {
    id: 'checkout.unreachable',
    defaultMessage:
      'Non abbiamo ricevuto la risposta del negozio. Riprova: se l’ordine è già arrivato non verrà duplicato.',
    description: 'No answer to placing the order (network); a retry is safe',
  },
  formInvalid: {
    id: 'checkout.formInvalid',
    defaultMessage: 'Controlla i campi evidenziati.',
    description: 'Summary when some fields are wrong',
  },
  successTitle: {
    id: 'checkout.success.title',
    defaultMessage: 'Ordine inviato',
    description: 'Heading of the order confirmation page',
  },
  successNumber: {
    id: 'checkout.success.number',
    defaultMessage: 'Grazie! Il tuo ordine è il numero {number}.',
    description: 'The order number on the confirmation page',
  },
  successTotal: {
    id: 'checkout.success.total',
    defaultMessage: 'Totale dell’ordine: {total}',
    description: 'The new order’s total on the confirmation page, under its number; {total} is the amount',
  },
  successNext: {
    id: 'checkout.success.next',
    defaultMessage: 'Puoi seguirne lo stato nello storico ordini del tuo account.',
    description: 'Where to follow the order',
  },
  staffSuccessNumber: {
    id: 'checkout.success.staffNumber',
    defaultMessage: 'Per {client} è partito l’ordine numero {number}.',
    description: 'The order number on the confirmation page, for staff or an agent ordering for a client',
  },
  staffSuccessNext: {
    id: 'checkout.success.staffNext',
    defaultMessage: 'Lo segui dalla sua scheda, con gli altri ordini dei tuoi clienti.',
    description: 'Where staff or an agent follow an order placed for a client',
  },
  staffViewOrder: {
    id: 'checkout.success.staffView',
    defaultMessage: 'Apri la scheda dell’ordine',
    description: 'Link from the confirmation page to the order’s record in the reserved area (staff)',
  },
  viewOrder: {
    id: 'checkout.success.view',
    defaultMessage: 'Vedi il dettaglio dell’ordine',
    description: 'Link from the confirmation page to the order detail',
  },
});
