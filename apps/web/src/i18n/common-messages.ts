import { defineMessages } from 'react-intl';
import { shellMessages } from './shell-messages';

// Words many screens share (Stato, Salva, Annulla, Riprova, statuses…), written once. A message is
// shared here when its Italian and its English are both the same; where the English differs the
// meaning does, and the screen keeps its own. In the storefront's catalogue (it.json, en.json), loaded
// everywhere; words only the reserved area uses are in app/manage/common-messages.ts. The words the app
// shell shows on every page are defined in shell-messages.ts (the first load imports only those) and
// belong to this vocabulary too.
const vocabulary = defineMessages({
  code: {
    id: 'common.code',
    defaultMessage: 'Codice',
    description: 'Users column; Agents column; Order line column; Column: product code',
  },
  status: {
    id: 'common.status',
    defaultMessage: 'Stato',
    description:
      'Order fact; Order grid filter: the order status; Order column: status; Label of the status filter',
  },
  agent: {
    id: 'common.agent',
    defaultMessage: 'Agente',
    description: 'Kind of user for tipo A; Column; Order fact; Order column: agent',
  },
  order: {
    id: 'common.order',
    defaultMessage: 'Ordine',
    description:
      'Field: the order among records of the same kind (lower first); Column; Column header; Quotes column: the order made when accepted',
  },
  date: {
    id: 'common.date',
    defaultMessage: 'Data',
    description:
      'Documents column; Order grid filter: the days the order was placed; Order column: placed on; Column header',
  },
  total: {
    id: 'common.total',
    defaultMessage: 'Totale',
    description: 'Order column: total net of VAT; Column: order total; Quotes column; Fact label',
  },
  cancel: {
    id: 'common.cancel',
    defaultMessage: 'Annulla',
    description:
      'Button: close a form without saving; Button that closes a confirmation without doing anything; Button that stops an export in progress; Dialog: close without deciding',
  },
  phone: {
    id: 'common.phone',
    defaultMessage: 'Telefono',
    description: 'Contact field; Label: phone; Field label; Audit field',
  },
  loading: {
    id: 'common.loading',
    defaultMessage: 'Caricamento…',
    description:
      'Accessible name of a skeleton while a record loads; Accessible text while the signed-in user is being loaded; Spinner label; Spinner label while returns load',
  },
  orders: {
    id: 'common.orders',
    defaultMessage: 'Ordini',
    description:
      'Navigation item: the staff order grid, to confirm, ship and invoice orders (/orders); Account navigation: orders; Monthly table column; Title of the staff order grid (/orders)',
  },
  discounts: {
    id: 'common.discounts',
    defaultMessage: 'Sconti',
    description:
      'Order line column: discounts applied; Column: discount chain; Label of the discount chain of a cart line, e.g. 20+10; Audit field',
  },
  netPrice: {
    id: 'common.netPrice',
    defaultMessage: 'Prezzo netto',
    description:
      'Column: net unit price; Column; Label of the net unit price of a cart line; Promotion offer: a net unit price for each product listed',
  },
  companyName: {
    id: 'common.companyName',
    defaultMessage: 'Ragione sociale',
    description: 'Label: company name; Audit field; Field label; Directory column: company name',
  },
  vatNumber: {
    id: 'common.vatNumber',
    defaultMessage: 'Partita IVA',
    description: 'Label: VAT number; Audit field; Field label; Directory column: VAT number',
  },
  description: {
    id: 'common.description',
    defaultMessage: 'Descrizione',
    description: 'Column; Order line column; Column: description; Column: product description',
  },
  number: {
    id: 'common.number',
    defaultMessage: 'Numero',
    description: 'Documents column; Order column: number; Column: order number; Quotes column',
  },
  quantity: {
    id: 'common.quantity',
    defaultMessage: 'Quantità',
    description: 'Column: quantity; Column; Grid column: quantity; Column: quantity as written in the file',
  },
  customer: {
    id: 'common.customer',
    defaultMessage: 'Cliente',
    description:
      "Kind of user for tipo C; Tag of a message written by the customer; Who opened an issue: the customer; Message side: the client's user",
  },
  reason: {
    id: 'common.reason',
    defaultMessage: 'Motivo',
    description:
      'Field: why the order is cancelled (kept in the history); Reject dialog: the reason field; Fact label: why it was declined or rejected; Field: why the line goes back',
  },
  orderNumber: {
    id: 'common.orderNumber',
    defaultMessage: 'Ordine {number}',
    description:
      'Title of an order record page; Heading and tab title of an order detail; Link to the order made from an accepted quote; Tag of a client document attached to one of its orders',
  },
  lines: {
    id: 'common.lines',
    defaultMessage: 'Righe',
    description:
      'Heading: order lines; Order column: number of lines; Column: number of lines; Returns column: line count',
  },
  messages: {
    id: 'common.messages',
    defaultMessage: 'Messaggi',
    description:
      'Section heading: the thread; Heading: the quote’s thread; Issues grid column; Group of config tipi: top notice, cart message',
  },
  closeMenu: {
    id: 'layout.mobileMenu.close',
    defaultMessage: 'Chiudi il menu',
    description: 'Accessible name of the button that closes the menu drawer',
  },
  close: {
    id: 'common.close',
    defaultMessage: 'Chiudi',
    description:
      'Accessible name of the button that closes a form dialog; Close the dialog; Close button of the promotions dialog; Close button of the advanced filter dialog',
  },
  promotions: {
    id: 'common.promotions',
    defaultMessage: 'Promozioni',
    description:
      'Navigation item: the promotions, their rules, products and clients (/promomanagement); Title of the promotions page; Accessible name of the side list of promotion titles in the dialog; Branch of the quick-choice tree with the promotions (signed-in users)',
  },
  type: {
    id: 'common.type',
    defaultMessage: 'Tipo',
    description:
      'Users filter; Users column; User field; Label of the product type select of the advanced filter',
  },
  inPreparation: {
    id: 'common.inPreparation',
    defaultMessage: 'In preparazione',
    description:
      'Order status: being prepared in the warehouse; Quote status; Quote status (waiting for the shop’s internal approval; the customer sees it as in preparation)',
  },
  document: {
    id: 'common.document',
    defaultMessage: 'Documento',
    description:
      'Column header; Accessible name of the tabs privacy policy / sale conditions; Open items column; Column',
  },
  listPrice: {
    id: 'common.listPrice',
    defaultMessage: 'Prezzo di listino',
    description:
      'Column: list price; Products column: the public list price; Accessible label of the struck list price; Row of the price breakdown: list price',
  },
  fairs: {
    id: 'common.fairs',
    defaultMessage: 'Fiere',
    description:
      'Navigation group: trade fairs and their contacts; Kind of user for tipo F; Order channel: fairs',
  },
  returns: {
    id: 'common.returns',
    defaultMessage: 'Resi',
    description:
      "Navigation item: returns (/reqresi); Account navigation: returns of delivered goods; Heading of the customer's returns page",
  },
  quotes: {
    id: 'common.quotes',
    defaultMessage: 'Preventivi',
    description:
      'Navigation item: the quotes grid (/quotes); Account navigation: quotes and quote requests; Title of the quotes page (/quotes)',
  },
  pageOf: {
    id: 'common.pageOf',
    defaultMessage: 'Pagina {page} di {pages}',
    description:
      'Which page of how many a grid shows; Current page of the order history; Current page of the quotes list',
  },
  all: {
    id: 'common.all',
    defaultMessage: 'Tutti',
    description:
      "Option of a select filter that does not filter; No status filter; The 'All' option of every select of the advanced filter",
  },
  userCode: {
    id: 'common.userCode',
    defaultMessage: 'Codice utente',
    description: 'User field; Label of the user code; Field of the consents lookup',
  },
  password: {
    id: 'common.password',
    defaultMessage: 'Password',
    description: 'Access fact; Label of the password field; Account navigation: change password',
  },
  fiscalCode: {
    id: 'common.fiscalCode',
    defaultMessage: 'Codice fiscale',
    description: 'Label: fiscal code; Audit field; Field label',
  },
  saleConditions: {
    id: 'common.saleConditions',
    defaultMessage: 'Condizioni di vendita',
    description:
      'Sale conditions; Title of the sale conditions acceptance dialog; The sale conditions document',
  },
  product: {
    id: 'common.product',
    defaultMessage: 'Articolo',
    description: 'Column; Column: product',
  },
  requestedDelivery: {
    id: 'common.requestedDelivery',
    defaultMessage: 'Consegna richiesta',
    description:
      'Order fact: delivery day the client asked for; Order column: delivery day the client asked for; Column/label: requested delivery day',
  },
  promotion: {
    id: 'common.promotion',
    defaultMessage: 'Promozione {code}',
    description:
      'Order totals: the header promotion discount; The promotion applied to a cart line; {code} its code; Heading of a promotion page when its title is not known (visitor)',
  },
  deliveryAddress: {
    id: 'common.deliveryAddress',
    defaultMessage: 'Indirizzo di consegna',
    description: 'Label: delivery address; Label of the delivery address choice; Heading: delivery address',
  },
  creditNote: {
    id: 'common.creditNote',
    defaultMessage: 'Nota di credito',
    description:
      'Document kind: credit note (made by an approved return); Returns column: credit note number; Column/heading: the credit note',
  },
  promotionDiscount: {
    id: 'common.promotionDiscount',
    defaultMessage: 'Sconto promozione {code}',
    description:
      'Discount of a whole-cart promotion; Whole-order promotion discount; Label of the header promotion discount of the cart; {code} the promotion code',
  },
  download: {
    id: 'common.download',
    defaultMessage: 'Scarica',
    description: 'Column header of the PDF links; Link that downloads a document; Column',
  },
  goToTheCart: {
    id: 'common.goToTheCart',
    defaultMessage: 'Vai al carrello',
    description:
      'Link to the cart; Link to the cart while ordering for a client; Link from the cart dropdown to the cart page',
  },
  noMessages: {
    id: 'common.noMessages',
    defaultMessage: 'Nessun messaggio.',
    description: 'Empty thread; The thread is empty',
  },
  products: {
    id: 'common.products',
    defaultMessage: 'Articoli',
    description:
      "Heading: the quote’s lines; Field group: the products the promotion lists; Suppliers column: how many of the catalogue's products name the supplier",
  },
  problem: {
    id: 'common.problem',
    defaultMessage: 'Problema',
    description: 'Issues filter: the kind; Issues grid column; Label of the select: what went wrong',
  },
  staff: {
    id: 'common.staff',
    defaultMessage: 'Staff',
    description: 'Who opened an issue: staff; Tag of a message written by staff; Message side: staff',
  },
  brand: {
    id: 'common.brand',
    defaultMessage: 'Marchio',
    description:
      'Label of the brand select of the advanced filter; Small text above a brand page’s heading; Label of the brand on the product page',
  },
  save: {
    id: 'common.save',
    defaultMessage: 'Salva',
    description: 'Button: save a form; Save button of the acceptance and forced dialogs',
  },
  noValue: {
    id: 'common.noValue',
    defaultMessage: '—',
    description: 'An empty value in a record; Approved quantity not decided yet',
  },
  breadcrumb: {
    id: 'common.breadcrumb',
    defaultMessage: 'Percorso',
    description:
      "Accessible name of the breadcrumb trail above a reserved-area page's title; Accessible name of the breadcrumb trail",
  },
  from: {
    id: 'common.from',
    defaultMessage: 'Dal',
    description: 'Field: the first day something is shown or in force; Label of the first day filter',
  },
  to: {
    id: 'common.to',
    defaultMessage: 'Al',
    description: 'Field: the last day something is shown or in force; Label of the last day filter',
  },
  previousPage: {
    id: 'common.previousPage',
    defaultMessage: 'Pagina precedente',
    description: 'Button: previous page of a grid; Pager link to the previous page',
  },
  nextPage: {
    id: 'common.nextPage',
    defaultMessage: 'Pagina successiva',
    description: 'Button: next page of a grid; Pager link to the next page',
  },
  firstName: {
    id: 'common.firstName',
    defaultMessage: 'Nome',
    description: 'User field; Label of the first name field',
  },
  lastName: {
    id: 'common.lastName',
    defaultMessage: 'Cognome',
    description: 'User field; Label of the last name field',
  },
  retry: {
    id: 'common.retry',
    defaultMessage: 'Riprova',
    description: 'Retry loading; Button to load again',
  },
  myAccount: {
    id: 'common.myAccount',
    defaultMessage: 'Il mio account',
    description:
      'Header link to the area of a logged-in user; Heading and tab title of the account page of customers (C, WC, WU)',
  },
  showThePassword: {
    id: 'common.showThePassword',
    defaultMessage: 'Mostra la password',
    description:
      'Accessible name of the toggle that shows the typed password; Accessible name of the toggle that shows a typed password',
  },
  profile: {
    id: 'common.profile',
    defaultMessage: 'Profilo',
    description: 'Account navigation: profile; Label of the kind of user',
  },
  consents: {
    id: 'common.consents',
    defaultMessage: 'Consensi',
    description: 'Account navigation: consents; Heading of the consents page',
  },
  registeredOffice: {
    id: 'common.registeredOffice',
    defaultMessage: 'Sede legale',
    description: 'Label: registered office; Label of the registered office address',
  },
  changePassword: {
    id: 'common.changePassword',
    defaultMessage: 'Cambia password',
    description: 'Heading of the change-password page; Submit button',
  },
  privacyPolicy: {
    id: 'common.privacyPolicy',
    defaultMessage: 'Informativa privacy',
    description: 'Privacy policy; The privacy policy document',
  },
  privacyNotice: {
    id: 'common.privacyNotice',
    defaultMessage: 'Informativa sulla privacy',
    description:
      'Title of the privacy policy acceptance dialog; Heading of the privacy policy page when the shop has no PrivacyPolicy entry',
  },
  yourFairs: {
    id: 'common.yourFairs',
    defaultMessage: 'Le tue fiere',
    description:
      "Heading of the list of fairs of a type F user; Heading of a fair user's fairs on the dashboard",
  },
  received: {
    id: 'common.received',
    defaultMessage: 'Ricevuto',
    description: 'Order status',
  },
  confirmed: {
    id: 'common.confirmed',
    defaultMessage: 'Confermato',
    description: 'Order status',
  },
  partlyShipped: {
    id: 'common.partlyShipped',
    defaultMessage: 'Spedito in parte',
    description: 'Order status: part shipped, the rest still to ship',
  },
  shipped: {
    id: 'common.shipped',
    defaultMessage: 'Spedito',
    description: 'Order status',
  },
  invoiced: {
    id: 'common.invoiced',
    defaultMessage: 'Fatturato',
    description: 'Order status',
  },
  delivered: {
    id: 'common.delivered',
    defaultMessage: 'Consegnato',
    description: 'Order status no longer used (old orders): delivered',
  },
  cancelled: {
    id: 'common.cancelled',
    defaultMessage: 'Annullato',
    description: 'Order status',
  },
  waitingForApproval: {
    id: 'common.waitingForApproval',
    defaultMessage: 'In approvazione',
    description:
      'Order status: waiting for an approver before it goes ahead; Order status: waiting for an approver',
  },
  rejected: {
    id: 'common.rejected',
    defaultMessage: 'Respinto',
    description: 'Order status: rejected by an approver (final); Order status: rejected by an approver',
  },
  confirm: {
    id: 'common.confirm',
    defaultMessage: 'Conferma',
    description: 'Button: confirm a received order; Confirm button',
  },
  ordered: {
    id: 'common.ordered',
    defaultMessage: 'Ordinati',
    description: 'Column; Column header',
  },
  shippedQuantity: {
    id: 'common.shippedQuantity',
    defaultMessage: 'Spediti',
    description: 'Column; Column header',
  },
  toShip: {
    id: 'common.toShip',
    defaultMessage: 'Da spedire',
    description: 'Column; Column header',
  },
  expected: {
    id: 'common.expected',
    defaultMessage: 'Prevista',
    description: 'Column: expected shipping day; Column header',
  },
  linesTotal: {
    id: 'common.linesTotal',
    defaultMessage: 'Totale righe',
    description:
      'Order totals: sum of the lines; Label of the sum of the cart lines before the header promotion',
  },
  totalExclVat: {
    id: 'common.totalExclVat',
    defaultMessage: 'Totale (IVA esclusa)',
    description: 'Order totals: total net of VAT; Label: a revision’s total, net of VAT',
  },
  free: {
    id: 'common.free',
    defaultMessage: 'Omaggio',
    description: 'Free units; Label of the free (gift) units of a cart line',
  },
  documents: {
    id: 'common.documents',
    defaultMessage: 'Documenti',
    description:
      'Heading: the delivery notes and invoices of the order; Heading of the card listing an order’s delivery notes and invoices',
  },
  kind: {
    id: 'common.kind',
    defaultMessage: 'Tipo',
    description: 'Documents column; Label: cookie, local storage or tab storage',
  },
  summary: {
    id: 'common.summary',
    defaultMessage: 'Riepilogo',
    description: 'Heading of the list of cart lines on the checkout page; Section heading',
  },
  subtotal: {
    id: 'common.subtotal',
    defaultMessage: 'Imponibile',
    description: 'Sum of the lines',
  },
  apply: {
    id: 'common.apply',
    defaultMessage: 'Applica',
    description: 'Button applying the filters; Button that applies the extra line discount',
  },
  orderCount: {
    id: 'common.orderCount',
    defaultMessage: '{count, plural, one {# ordine} other {# ordini}}',
    description: 'How many orders match; Under the turnover: number of orders this year',
  },
  previous: {
    id: 'common.previous',
    defaultMessage: 'Precedente',
    description: 'Previous page',
  },
  next: {
    id: 'common.next',
    defaultMessage: 'Successiva',
    description: 'Next page',
  },
  notes: {
    id: 'common.notes',
    defaultMessage: 'Note',
    description: 'Label: notes; Section heading',
  },
  changesRequested: {
    id: 'common.changesRequested',
    defaultMessage: 'Modifiche richieste',
    description: 'Quote status; Heading of the grid of quotes whose customer asked for changes',
  },
  expired: {
    id: 'common.expired',
    defaultMessage: 'Scaduto',
    description: 'Quote status; Banner state: its last day is past',
  },
  draft: {
    id: 'common.draft',
    defaultMessage: 'Bozza',
    description: 'Quote status; Version state',
  },
  quote: {
    id: 'common.quote',
    defaultMessage: 'Preventivo {number}',
    description: "Title of a quote's record page; Heading and tab title of one quote",
  },
  sendMessage: {
    id: 'common.sendMessage',
    defaultMessage: 'Invia messaggio',
    description: 'Button; Button: send a message',
  },
  writeTheMessage: {
    id: 'common.writeTheMessage',
    defaultMessage: 'Scrivi il messaggio.',
    description: 'Error: empty message; Empty message',
  },
  messageSent: {
    id: 'common.messageSent',
    defaultMessage: 'Messaggio inviato.',
    description: 'Success; Message was sent',
  },
  writeTheReason: {
    id: 'common.writeTheReason',
    defaultMessage: 'Scrivi il motivo.',
    description: 'Error: reason missing; Error: the decline reason is empty',
  },
  sendTheRequest: {
    id: 'common.sendTheRequest',
    defaultMessage: 'Invia la richiesta',
    description: 'Button sending the quote request; Button: send the return request',
  },
  lineTotal: {
    id: 'common.lineTotal',
    defaultMessage: 'Totale riga',
    description: 'Column: line total; Label of the total of a cart line',
  },
  writeAMessage: {
    id: 'common.writeAMessage',
    defaultMessage: 'Scrivi un messaggio.',
    description: 'Error: a text is empty; Error: the message is empty',
  },
  writeAMessageLabel: {
    id: 'common.writeAMessageLabel',
    defaultMessage: 'Scrivi un messaggio',
    description: 'Label of the thread’s text box; Field: a new message',
  },
  highlights: {
    id: 'common.highlights',
    defaultMessage: 'In evidenza',
    description:
      'Heading of the home page row of highlighted products (type E); Heading of /inevidenza?type=E',
  },
  newProducts: {
    id: 'common.newProducts',
    defaultMessage: 'Novità',
    description: 'Heading of the home page row of new products (type N); Heading of /novita?type=N',
  },
  yourFavourites: {
    id: 'common.yourFavourites',
    defaultMessage: 'I tuoi preferiti',
    description:
      'Heading of the home page row of the signed-in user’s favourites; Heading of the wishlist page',
  },
  yourPromotions: {
    id: 'common.yourPromotions',
    defaultMessage: 'Le tue promozioni',
    description:
      'Heading of the home page cards of the signed-in user’s promotions; Title of the promotions dialog',
  },
  row: {
    id: 'common.row',
    defaultMessage: 'Riga',
    description: 'Grid column: row number; Column: row number',
  },
  theShopIsNotAnswering: {
    id: 'common.theShopIsNotAnswering',
    defaultMessage: 'il negozio non risponde, riprova tra poco',
    description: 'No answer from the shop; Reason shown when the shop did not answer',
  },
  line: {
    id: 'common.line',
    defaultMessage: 'Riga',
    description: 'Issues grid column; Label of the select: which order line the issue is about',
  },
  send: {
    id: 'common.send',
    defaultMessage: 'Invia',
    description: 'Button that sends a reply in an issue thread; Button: send the message',
  },
  serviceNotAnswering: {
    id: 'common.serviceNotAnswering',
    defaultMessage: 'il servizio non risponde, riprova tra poco.',
    description: 'Reason of a failure: the shop did not answer',
  },
  wrongItem: {
    id: 'common.wrongItem',
    defaultMessage: 'Articolo errato',
    description: 'Issue kind; Return reason: wrong item delivered',
  },
  otherChoice: {
    id: 'common.otherChoice',
    defaultMessage: 'Altro',
    description: 'Issue kind; Return reason: something else',
  },
  waiting: {
    id: 'common.waiting',
    defaultMessage: 'In attesa',
    description: 'E-mail state: waiting for its next attempt; Return status: waiting for staff',
  },
  chooseAClient: {
    id: 'common.chooseAClient',
    defaultMessage: 'Scegli un cliente',
    description:
      'Heading of the client search; Link from the cart to the reserved area page where staff choose the client they order for',
  },
  return: {
    id: 'common.return',
    defaultMessage: 'Reso',
    description: "Returns column: number; Column/label: the return's number",
  },
  askedOn: {
    id: 'common.askedOn',
    defaultMessage: 'Chiesto il',
    description: 'Returns column: when asked; Column: when the return was asked',
  },
  units: {
    id: 'common.units',
    defaultMessage: 'Pezzi',
    description: 'Returns column: units asked; Column: units asked back',
  },
  returnNumber: {
    id: 'common.returnNumber',
    defaultMessage: 'Reso {number}',
    description: "Title of a return's record page; Heading of a return's page",
  },
  askAReturn: {
    id: 'common.askAReturn',
    defaultMessage: 'Chiedi un reso',
    description: 'Button: open the page to ask a return; Heading of the page to ask a return',
  },
  outOfStock: {
    id: 'common.outOfStock',
    defaultMessage: 'Esaurito',
    description: 'Shown instead of the add button for a product out of stock; Stock state: out of stock',
  },
  remove: {
    id: 'common.remove',
    defaultMessage: 'Rimuovi',
    description: 'Button that removes a line from the cart; Button that removes a product from the wishlist',
  },
  brands: {
    id: 'common.brands',
    defaultMessage: 'Marchi',
    description:
      'Field group: the brands the promotion lists; Branch of the quick-choice tree with the brands',
  },
  validFromTo: {
    id: 'common.validFromTo',
    defaultMessage: 'Valida dal {from} al {to}',
    description: 'Validity dates of a promotion; Validity of a promotion, two dates',
  },
  category: {
    id: 'common.category',
    defaultMessage: 'Categoria',
    description:
      'Label of the category select of the advanced filter; Small text above a category page’s heading',
  },
  outlet: {
    id: 'common.outlet',
    defaultMessage: 'Outlet',
    description: 'Heading of /outlet?type=O; Product label: outlet',
  },
});

export const commonMessages = { ...shellMessages, ...vocabulary };
