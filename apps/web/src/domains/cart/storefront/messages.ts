import { defineMessages } from 'react-intl';

export const cartMessages = defineMessages({
  quantityOf: {
    id: 'cart.quantityOf',
    defaultMessage: 'Quantità di {product}',
    description: 'Accessible name of the quantity field of a product or cart line; {product} is its name',
  },
  decrease: {
    id: 'cart.decrease',
    defaultMessage: 'Diminuisci la quantità di {product}',
    description: 'Accessible name of the − button of a quantity stepper',
  },
  increase: {
    id: 'cart.increase',
    defaultMessage: 'Aumenta la quantità di {product}',
    description: 'Accessible name of the + button of a quantity stepper',
  },
  add: {
    id: 'cart.add',
    defaultMessage: 'Aggiungi al carrello',
    description: 'Button that adds the chosen quantity of a product to the cart',
  },
  addShort: {
    id: 'cart.addShort',
    defaultMessage: 'Aggiungi',
    description:
      'Short add-to-cart button of a row of the dense product list (its accessible name names the product)',
  },
  quantityOfIn: {
    id: 'cart.quantityOfIn',
    defaultMessage: 'Quantità di {product} ({unit})',
    description:
      'Accessible name of the quantity field of a row of the dense product list; {unit} is the unit of sale (CF, CT…). Enter adds to the cart',
  },
  addNamed: {
    id: 'cart.addNamed',
    defaultMessage: 'Aggiungi al carrello: {product}',
    description: 'Accessible name of the add-to-cart button of a product; {product} is its name',
  },
  rounded: {
    id: 'cart.rounded',
    defaultMessage: 'Quantità portata a {quantity}: si vende da {min} in multipli di {step} {unit}.',
    description:
      'Shown when a typed quantity was rounded up; {quantity} the new quantity, {min} the minimum, {step} the step, {unit} the unit of sale',
  },
  soldBy: {
    id: 'cart.soldBy',
    defaultMessage: 'Minimo {min}, multipli di {step} {unit}',
    description: 'Hint under a quantity stepper when a product has a minimum or a step above 1',
  },
  errorStock: {
    id: 'cart.error.stock',
    defaultMessage:
      'Quantità non disponibile: in magazzino non ce n’è abbastanza. Il carrello non è cambiato.',
    description: 'A cart change refused because the stock is not enough; the change was undone',
  },
  errorNotFound: {
    id: 'cart.error.notFound',
    defaultMessage: 'Questo prodotto non è più in vendita.',
    description: 'A cart change refused because the product is no longer sold',
  },
  errorLogin: {
    id: 'cart.error.login',
    defaultMessage: 'Accedi per usare il carrello.',
    description: 'A visitor tried to use the cart but the shop lets only signed-in users shop',
  },
  loginLink: {
    id: 'cart.loginLink',
    defaultMessage: 'Accedi',
    description: 'Link to the login page shown with the "sign in to use the cart" message',
  },
  errorStaff: {
    id: 'cart.error.staff',
    defaultMessage: 'Il carrello è quello del cliente per cui ordini: scegli prima il cliente.',
    description: 'A staff user ordering for nobody tried to use the cart (he must choose a client first)',
  },
  errorInvalid: {
    id: 'cart.error.invalid',
    defaultMessage: 'Quantità non valida.',
    description: 'A cart change refused because the quantity is not valid',
  },
  errorUnavailable: {
    id: 'cart.error.unavailable',
    defaultMessage: 'Il carrello non risponde. Riprova tra poco: nulla è cambiato.',
    description: 'A cart change failed because the service could not be reached; nothing changed',
  },
  cartCount: {
    id: 'cart.count',
    defaultMessage: ', {count, plural, one {# prodotto} other {# prodotti}}',
    description:
      'Read after "Cart" on the header cart button (hidden text); {count} is the number of products (lines), not of units: cartons and litres do not add up',
  },
  cartEmpty: {
    id: 'cart.countEmpty',
    defaultMessage: ', vuoto',
    description: 'Read after "Cart" on the header cart button (hidden text) when the cart is empty',
  },
  cartTitle: {
    id: 'cart.title',
    defaultMessage: 'Carrello',
    description: 'Title of the cart dropdown and of the cart page',
  },
  close: {
    id: 'cart.close',
    defaultMessage: 'Chiudi il carrello',
    description: 'Accessible name of the close button of the cart dropdown',
  },
  loading: {
    id: 'cart.loading',
    defaultMessage: 'Caricamento del carrello…',
    description: 'Accessible name of the loader while the cart loads',
  },
  empty: {
    id: 'cart.empty',
    defaultMessage: 'Il carrello è vuoto.',
    description: 'Shown when the cart has no lines',
  },
  emptyHint: {
    id: 'cart.emptyHint',
    defaultMessage: 'Cerca un prodotto o sfoglia le categorie per iniziare.',
    description: 'Hint under the empty-cart message on the cart page',
  },
  goShopping: {
    id: 'cart.goShopping',
    defaultMessage: 'Vai alla home',
    description: 'Link from the empty cart page to the home page',
  },
  price: {
    id: 'cart.price',
    defaultMessage: 'Prezzo',
    description: 'Label of the list unit price of a cart line',
  },
  discountChain: {
    id: 'cart.discountChain',
    defaultMessage: '{chain} %',
    description: 'The discount chain of a line; {chain} is e.g. "20+10"',
  },
  freeUnits: {
    id: 'cart.freeUnits',
    defaultMessage: '+{count} {unit} in omaggio',
    description: 'Free units of a cart line; {count} units, {unit} unit of sale',
  },
  items: {
    id: 'cart.items',
    defaultMessage: '{lines, plural, one {# riga} other {# righe}}: {quantities}',
    description:
      'What the cart holds: {lines} lines, then {quantities}, the quantities added up per unit of sale (e.g. "10 CT, 4 LT")',
  },
  pricesHidden: {
    id: 'cart.pricesHidden',
    defaultMessage: 'Accedi per vedere i prezzi.',
    description: 'Shown instead of amounts when the visitor may not see prices',
  },
  order: {
    id: 'cart.order',
    defaultMessage: 'Procedi con l’ordine',
    description: 'Button on the cart page that leads to the checkout',
  },
  removeNamed: {
    id: 'cart.removeNamed',
    defaultMessage: 'Rimuovi {product} dal carrello',
    description: 'Accessible name of the remove button of a cart line',
  },
  loadFailed: {
    id: 'cart.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il carrello.',
    description: 'The cart could not be loaded',
  },
  pageTitle: {
    id: 'cart.pageTitle',
    defaultMessage: 'Il tuo carrello',
    description: 'Heading of the cart page',
  },
  unitPrice: {
    id: 'cart.unitPrice',
    defaultMessage: '{price} / {unit}',
    description: 'A unit price with its unit of sale',
  },
});
