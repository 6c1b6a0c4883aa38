import { defineMessages } from 'react-intl';

export const currentOrderMessages = defineMessages({
  pageTitle: {
    id: 'currentorder.page.title',
    defaultMessage: 'Ordina per un cliente',
    description: 'Title of the reserved area page where staff choose the client they order for',
  },
  searchLabel: {
    id: 'currentorder.choose.searchLabel',
    defaultMessage: 'Cerca per codice, ragione sociale o città',
    description: 'Label of the client search field',
  },
  resultCount: {
    id: 'currentorder.choose.resultCount',
    defaultMessage: '{count, plural, one {# cliente} other {# clienti}}',
    description: 'How many clients match the search (announced to screen readers)',
  },
  noClients: {
    id: 'currentorder.choose.noClients',
    defaultMessage: 'Nessun cliente trovato',
    description: 'No client matches the search',
  },
  moreResults: {
    id: 'currentorder.choose.moreResults',
    defaultMessage: 'Sono mostrati i primi {shown}: scrivi di più per restringere la ricerca.',
    description: 'More clients match than are shown',
  },
  orderFor: {
    id: 'currentorder.choose.orderFor',
    defaultMessage: 'Ordina per',
    description:
      'Read by screen readers before a client’s name in the results: the button starts ordering for it',
  },
  orderForThisClient: {
    id: 'currentorder.orderForThisClient',
    defaultMessage: 'Ordina per questo cliente',
    description: 'Button on a client record that starts ordering for that client and opens the shop',
  },
  startFailed: {
    id: 'currentorder.choose.startFailed',
    defaultMessage: 'Non è stato possibile ordinare per questo cliente: {reason}',
    description: 'Starting to order for a client was refused',
  },
  searchFailed: {
    id: 'currentorder.choose.searchFailed',
    defaultMessage: 'La ricerca dei clienti non è riuscita. Riprova tra poco.',
    description: 'The client search failed',
  },
  orderingFor: {
    id: 'currentorder.bar.orderingFor',
    defaultMessage: 'Stai ordinando per <b>{name}</b> ({code})',
    description: 'The bar shown on every page while a staff user orders for a client',
  },
  announceOrderingFor: {
    id: 'currentorder.bar.announce',
    defaultMessage: 'Ora stai ordinando per {name} ({code}), {city}.',
    description: 'Announced to screen readers when the client being ordered for changes',
  },
  changeClient: {
    id: 'currentorder.bar.change',
    defaultMessage: 'Cambia cliente',
    description: 'Link of the bar to choose another client',
  },
  finish: {
    id: 'currentorder.bar.finish',
    defaultMessage: 'Termina',
    description: 'Button of the bar that stops ordering for the client',
  },
  finishQuestion: {
    id: 'currentorder.bar.finishQuestion.title',
    defaultMessage: 'Terminare l’ordine per {name}?',
    description: 'Title of the question before finishing with lines in the client’s cart',
  },
  finishQuestionText: {
    id: 'currentorder.bar.finishQuestion.text',
    defaultMessage:
      'Nel carrello del cliente {count, plural, one {c’è # riga non ordinata} other {ci sono # righe non ordinate}}. Restano lì: le ritrovi quando ordinerai di nuovo per lui.',
    description: 'Body of the question before finishing: the cart keeps its lines for the next time',
  },
  finishAnyway: {
    id: 'currentorder.bar.finishAnyway',
    defaultMessage: 'Termina comunque',
    description: 'Button of the question: finish ordering for the client, the cart keeps its lines',
  },
  finishFailed: {
    id: 'currentorder.bar.finishFailed',
    defaultMessage: 'Non è stato possibile terminare: riprova.',
    description: 'Finishing the current order failed',
  },
  currentHeading: {
    id: 'currentorder.current.heading',
    defaultMessage: 'Ordine in corso',
    description: 'Heading of the current order on the page',
  },
  currentClient: {
    id: 'currentorder.current.client',
    defaultMessage: 'Stai ordinando per {name} ({code}), {city}.',
    description: 'The client being ordered for, on the page',
  },
  noCurrent: {
    id: 'currentorder.current.none',
    defaultMessage: 'Non stai ordinando per nessun cliente: scegline uno qui sotto.',
    description: 'No client chosen yet',
  },
  goToShop: {
    id: 'currentorder.current.shop',
    defaultMessage: 'Vai al catalogo',
    description: 'Link to the storefront while ordering for a client',
  },
  ceiling: {
    id: 'currentorder.current.ceiling',
    defaultMessage: 'Sconto extra massimo per riga: {ceiling}%',
    description: 'The user’s ceiling for extra line discounts',
  },
  clientCart: {
    id: 'currentorder.takeover.offer',
    defaultMessage: '{count, plural, one {# riga} other {# righe}} nel carrello del cliente.',
    description: 'The client’s own cart has lines (offer to take them over)',
  },
  takeOver: {
    id: 'currentorder.takeover.button',
    defaultMessage: 'Prendi in carico il carrello del cliente',
    description: 'Button that moves the lines of the client’s own cart into the one being filled',
  },
  takenOver: {
    id: 'currentorder.takeover.done',
    defaultMessage: '{count, plural, one {# riga presa in carico.} other {# righe prese in carico.}}',
    description: 'Result of the takeover',
  },
  nothingTaken: {
    id: 'currentorder.takeover.nothing',
    defaultMessage: 'Nessuna riga da prendere in carico.',
    description: 'The takeover found no lines',
  },
  takeOverFailed: {
    id: 'currentorder.takeover.failed',
    defaultMessage: 'Non è stato possibile prendere in carico il carrello: {reason}',
    description: 'The takeover failed',
  },
  discountLabel: {
    id: 'currentorder.discount.label',
    defaultMessage: 'Sconto extra % (max {ceiling})',
    description: 'Label of the extra line discount field on the cart page',
  },
  discountApplyFor: {
    id: 'currentorder.discount.applyFor',
    defaultMessage: 'Applica lo sconto extra a {name}',
    description: 'Accessible name of the apply button of a line',
  },
  discountInvalid: {
    id: 'currentorder.discount.invalid',
    defaultMessage: 'Scrivi una percentuale da 0 a 99,99 (al massimo due decimali).',
    description: 'The typed extra discount is not a valid percentage',
  },
  discountApplied: {
    id: 'currentorder.discount.applied',
    defaultMessage: 'Sconto extra applicato: {discounts}',
    description: 'The extra discount was applied; the line’s discount chain follows',
  },
  discountFailed: {
    id: 'currentorder.discount.failed',
    defaultMessage: 'Lo sconto non è stato applicato: {reason}',
    description: 'The extra discount could not be applied',
  },
});

/** The compact "Ordina" of a client's row (the dashboards' lists). */
export const orderForRowMessages = defineMessages({
  orderFor: {
    id: 'management.dashboard.orderFor',
    defaultMessage: 'Ordina per {name}',
    description: "Button's accessible name: start ordering for this client (its visible text is 'Ordina')",
  },
  order: {
    id: 'management.dashboard.order',
    defaultMessage: 'Ordina',
    description: 'Visible text of the button that starts ordering for a client',
  },
  orderFailed: {
    id: 'management.dashboard.orderFailed',
    defaultMessage: 'Non è stato possibile iniziare l’ordine: {reason}',
    description: 'Error when starting to order for a client from the dashboard fails',
  },
  unreachable: {
    id: 'management.dashboard.unreachable',
    defaultMessage: 'il negozio non risponde',
    description: 'Reason when the shop did not answer',
  },
});
