import { defineMessages } from 'react-intl';

// Words several reserved-area screens share, written once (same Italian and same English). In the
// reserved area's catalogue (management-*.json), so no customer downloads them; words the storefront
// uses too are in i18n/common-messages.ts.
export const manageCommonMessages = defineMessages({
  state: {
    id: 'manage.common.state',
    defaultMessage: 'Stato',
    description: 'Users filter; Users column; Access fact; Column',
  },
  eMail: {
    id: 'manage.common.eMail',
    defaultMessage: 'E-mail',
    description: 'Contact field; Users column; User field; Agents column',
  },
  client: {
    id: 'manage.common.client',
    defaultMessage: 'Cliente',
    description: 'Column; Order fact; Order column: client code and name; Quotes column',
  },
  city: {
    id: 'manage.common.city',
    defaultMessage: 'Città',
    description:
      'Audit field; Field label; Filter of the client directory: the city (whole name); Directory column: city',
  },
  clients: {
    id: 'manage.common.clients',
    defaultMessage: 'Clienti',
    description:
      'Navigation group: client directory, sales agents, suppliers; Navigation item: the client directory (/clients); Agents column: clients followed; Field group: the clients the promotion is for',
  },
  temporaryPassword: {
    id: 'manage.common.temporaryPassword',
    defaultMessage: 'Password provvisoria',
    description:
      'Audit action: management gave a user a temporary password (the password itself is never logged); Badge: the user must change the password at the next login; User field: the temporary password; Button that opens the reset-password dialog',
  },
  active: {
    id: 'manage.common.active',
    defaultMessage: 'Attivo',
    description:
      "User state; User field (audit); The audit log's name of the banner's on/off switch; State of a supplier",
  },
  name: {
    id: 'manage.common.name',
    defaultMessage: 'Nome',
    description: 'Contact field: full name; Users column; Agents column; Field label',
  },
  created: {
    id: 'manage.common.created',
    defaultMessage: 'Creato',
    description: 'Users column; Quotes filter: the days the quote was created; Quotes column; Fact label',
  },
  clientCode: {
    id: 'manage.common.clientCode',
    defaultMessage: 'Cliente (codice)',
    description:
      'User field: the client a customer buys for; Quotes filter: the client code; Issues filter: the client code; Returns filter: the client code',
  },
  placedBy: {
    id: 'manage.common.placedBy',
    defaultMessage: 'Inserito da',
    description:
      'Order fact: who placed it; Order column: who placed it; Queue column: who placed the order; Orders table column: who placed it',
  },
  amount: {
    id: 'manage.common.amount',
    defaultMessage: 'Importo',
    description: 'Line amount; Queue column; Column; Table column: the amount',
  },
  offer: {
    id: 'manage.common.offer',
    defaultMessage: 'Offerta',
    description:
      "Filter of the promotions list: what the promotion offers; Promotions list column: what the promotion offers; Field: what the promotion offers; The audit log's name of the promotion's offer",
  },
  province: {
    id: 'manage.common.province',
    defaultMessage: 'Provincia',
    description: 'Audit field; Field label (two letters); Suppliers column; Supplier field (two letters)',
  },
  priceList: {
    id: 'manage.common.priceList',
    defaultMessage: 'Listino',
    description:
      'Audit field; Field label; Filter of the client directory: the price list; Directory column: price list',
  },
  reservedArea: {
    id: 'manage.common.reservedArea',
    defaultMessage: 'Area riservata',
    description:
      "First breadcrumb of every reserved-area page: the dashboard (/reservedarea); Accessible name of the reserved-area navigation (the list of management areas); Navigation group of the reserved area's start page (dashboard)",
  },
  customer: {
    id: 'manage.common.customer',
    defaultMessage: 'cliente',
    description:
      'A customer user in the audit log; A customer user (WC) in the audit log; A customer user (WU) in the audit log',
  },
  italian: {
    id: 'manage.common.italian',
    defaultMessage: 'Italiano',
    description: 'Choice of the preview language: Italian; Language option',
  },
  english: {
    id: 'manage.common.english',
    defaultMessage: 'Inglese',
    description: 'Choice of the preview language: English; Language option',
  },
  itDidNotWork: {
    id: 'manage.common.itDidNotWork',
    defaultMessage: 'Operazione non riuscita: {reason}',
    description:
      "An action (delete, activate) failed; the reason is the server's translated message; Unlocking, deactivating or reactivating failed; Error",
  },
  deactivate: {
    id: 'manage.common.deactivate',
    defaultMessage: 'Disattiva',
    description: 'Button; Button: deactivate the promotion; Button that deactivates the supplier',
  },
  channel: {
    id: 'manage.common.channel',
    defaultMessage: 'Canale',
    description: 'Order fact; Order grid filter: how the order came in; Order column: how it came in',
  },
  note: {
    id: 'manage.common.note',
    defaultMessage: 'Nota',
    description: 'Column; Label of the document note input; Audit field',
  },
  invoice: {
    id: 'manage.common.invoice',
    defaultMessage: 'Fattura',
    description:
      'Documents column: the invoice of a delivery note; Document kind: invoice; Button: make the invoice of one delivery note',
  },
  validUntil: {
    id: 'manage.common.validUntil',
    defaultMessage: 'Valido fino al',
    description: 'Quotes column: the validity day; Fact label; Input label',
  },
  createdFem: {
    id: 'manage.common.createdFem',
    defaultMessage: 'Creata',
    description: 'Column; Outbox filter: the days the e-mail was queued; Outbox column: when queued',
  },
  textItalian: {
    id: 'manage.common.textItalian',
    defaultMessage: 'Testo (italiano)',
    description: "Field: the item text in Italian; Field: the banner's text in Italian; Field of an entry",
  },
  textEnglish: {
    id: 'manage.common.textEnglish',
    defaultMessage: 'Testo (inglese)',
    description: "Field: the item text in English; Field: the banner's text in English; Field of an entry",
  },
  picture: {
    id: 'manage.common.picture',
    defaultMessage: 'Immagine',
    description:
      "Banners list column: the banner's picture or icon; Field: a home banner's wide picture; Field: the promotion's picture",
  },
  link: {
    id: 'manage.common.link',
    defaultMessage: 'Collegamento',
    description:
      'Banners list column: where a click leads; Field: where a click on the banner leads; Field of an entry',
  },
  titleItalian: {
    id: 'manage.common.titleItalian',
    defaultMessage: 'Titolo (italiano)',
    description:
      "Field: a home banner's title in Italian; Field of an entry; Field: the promotion's title in Italian",
  },
  titleEnglish: {
    id: 'manage.common.titleEnglish',
    defaultMessage: 'Titolo (inglese)',
    description:
      "Field: a home banner's title in English; Field of an entry; Field: the promotion's title in English",
  },
  delete: {
    id: 'manage.common.delete',
    defaultMessage: 'Elimina',
    description: 'Button: delete the banner; Button that deletes an entry; Button that deletes a document',
  },
  postcode: {
    id: 'manage.common.postcode',
    defaultMessage: 'CAP',
    description: 'Audit field; Field label: postcode; Supplier field',
  },
  country: {
    id: 'manage.common.country',
    defaultMessage: 'Nazione',
    description: 'Audit field; Field label (two letters); Supplier field',
  },
  creditLimit: {
    id: 'manage.common.creditLimit',
    defaultMessage: 'Fido',
    description:
      'Audit field; Filter of the client directory: credit limit state; Directory column: credit limit',
  },
  edit: {
    id: 'manage.common.edit',
    defaultMessage: 'Modifica',
    description: 'Button: edit a section; Button that opens the form of an entry',
  },
  changesSaved: {
    id: 'manage.common.changesSaved',
    defaultMessage: 'Modifiche salvate.',
    description: 'Status after a save',
  },
  thisFieldIsRequired: {
    id: 'manage.common.thisFieldIsRequired',
    defaultMessage: 'Campo obbligatorio.',
    description: 'A required form field is empty; Error: a required field is empty',
  },
  pageRange: {
    id: 'manage.common.pageRange',
    defaultMessage: '{first}–{last} di {total}',
    description:
      'Which audit entries of how many are shown (numbers already formatted); Which rows of how many the grid shows, e.g. "1–50 of 5,000" (numbers already formatted)',
  },
  agent: {
    id: 'manage.common.agent',
    defaultMessage: 'agente',
    description: 'User type A in the audit log; Order channel: the agent',
  },
  languageOfThePreview: {
    id: 'manage.common.languageOfThePreview',
    defaultMessage: 'Lingua dell’anteprima',
    description:
      'Accessible name of the select that chooses the language of a preview; Label of the language choice of the preview',
  },
  dashboard: {
    id: 'manage.common.dashboard',
    defaultMessage: 'Cruscotto',
    description:
      "Navigation item: the reserved area's dashboard (/reservedarea); Heading and document title of the reserved area's dashboard (/reservedarea)",
  },
  backorders: {
    id: 'manage.common.backorders',
    defaultMessage: 'Rimanenze',
    description:
      'Navigation item: order lines not yet shipped in full (/remains); Heading of the staff backorders page (order lines not yet shipped in full)',
  },
  approvals: {
    id: 'manage.common.approvals',
    defaultMessage: 'Approvazioni',
    description:
      'Navigation item: orders waiting for approval and the approval rules (/approvazioni); Approvals page title',
  },
  orderForAClient: {
    id: 'manage.common.orderForAClient',
    defaultMessage: 'Ordine per un cliente',
    description:
      'Navigation item: ordering for a client (/currentorder); Accessible name of the bar shown while ordering for a client',
  },
  users: {
    id: 'manage.common.users',
    defaultMessage: 'Utenti',
    description:
      "Navigation item: the shop's users, staff and customers (/tools/users); Heading of /tools/users",
  },
  outgoingEMail: {
    id: 'manage.common.outgoingEMail',
    defaultMessage: 'E-mail in uscita',
    description:
      'Navigation item: the e-mail outbox with its states and retries (/tools/outbox); Title of the e-mail outbox page (/tools/outbox)',
  },
  textsAndMenus: {
    id: 'manage.common.textsAndMenus',
    defaultMessage: 'Testi e menu',
    description:
      'Navigation item: menus, footer, messages and help boxes by tipo (/tablemanagement); Heading of /tablemanagement (the configuration entries by tipo)',
  },
  banners: {
    id: 'manage.common.banners',
    defaultMessage: 'Banner',
    description:
      "Navigation item: the header's texts and the home page's banners (/bannermanagement); Title of the banners page: the header's texts and the home page's banners",
  },
  settings: {
    id: 'manage.common.settings',
    defaultMessage: 'Impostazioni',
    description:
      "Navigation item: the shop's settings, page size, rounding… (/tools/settings); Accessible name of the settings form",
  },
  issues: {
    id: 'manage.common.issues',
    defaultMessage: 'Criticità',
    description: 'Navigation item: issues on orders (/criticita); Title of the issues page (/criticita)',
  },
  quoteRequests: {
    id: 'manage.common.quoteRequests',
    defaultMessage: 'Richieste di preventivo',
    description:
      'Navigation item: the quote requests to answer (/reqquotes); Title of the quote requests page (/reqquotes)',
  },
  yes: {
    id: 'manage.common.yes',
    defaultMessage: 'Sì',
    description: 'A yes/no cell that is yes; A yes/no fact that is yes',
  },
  no: {
    id: 'manage.common.no',
    defaultMessage: 'No',
    description: 'A yes/no cell that is no; A yes/no fact that is no',
  },
  newUser: {
    id: 'manage.common.newUser',
    defaultMessage: 'Nuovo utente',
    description: 'Button that opens the form of a new user; Title of the dialog that creates a user',
  },
  lastLogin: {
    id: 'manage.common.lastLogin',
    defaultMessage: 'Ultimo accesso',
    description: 'Users column; Access fact',
  },
  deactivated: {
    id: 'manage.common.deactivated',
    defaultMessage: 'Disattivato',
    description: 'User state: cannot log in; State of a supplier that was deactivated',
  },
  locked: {
    id: 'manage.common.locked',
    defaultMessage: 'Bloccato',
    description: 'User state: locked by failed logins; User field (audit)',
  },
  noClientFound: {
    id: 'manage.common.noClientFound',
    defaultMessage: 'Nessun cliente trovato.',
    description: 'The client search found nothing',
  },
  reactivate: {
    id: 'manage.common.reactivate',
    defaultMessage: 'Riattiva',
    description: 'Button; Button that makes a deactivated supplier active again',
  },
  confirmDeactivate: {
    id: 'manage.common.confirmDeactivate',
    defaultMessage: 'Disattivare {name}?',
    description:
      'Title of the question before a user is deactivated; Title of the question before a supplier is deactivated',
  },
  agents: {
    id: 'manage.common.agents',
    defaultMessage: 'Agenti',
    description: 'Heading of /salesagent; Order channel: agents for their clients',
  },
  ordersYear: {
    id: 'manage.common.ordersYear',
    defaultMessage: 'Ordini anno',
    description: 'Agents column; Directory column: orders this year',
  },
  turnoverYear: {
    id: 'manage.common.turnoverYear',
    defaultMessage: 'Fatturato anno',
    description: 'Agents column; Directory column: turnover this year',
  },
  clientCodeLabel: {
    id: 'manage.common.clientCodeLabel',
    defaultMessage: 'Codice cliente',
    description: 'Field label; Filter: one client',
  },
  closeTheRest: {
    id: 'manage.common.closeTheRest',
    defaultMessage: 'Chiudi il residuo',
    description:
      'Button: what is still open of a partly shipped order will not be shipped; Confirm button of the close-the-rest dialog',
  },
  noteOptional: {
    id: 'manage.common.noteOptional',
    defaultMessage: 'Nota (facoltativa)',
    description: 'Field: a remark kept in the history; Approve dialog: optional note',
  },
  recipient: {
    id: 'manage.common.recipient',
    defaultMessage: 'Destinatario',
    description: 'Carried by; Outbox column: recipient address',
  },
  orderDate: {
    id: 'manage.common.orderDate',
    defaultMessage: 'Data ordine',
    description: 'Column; Order fact: when placed',
  },
  expectedShipping: {
    id: 'manage.common.expectedShipping',
    defaultMessage: 'Spedizione prevista',
    description:
      'Order fact: the day staff expect to ship the rest; Order column: day staff expect to ship the rest',
  },
  listPrice: {
    id: 'manage.common.listPrice',
    defaultMessage: 'Listino',
    description: 'Order line column: list price; Column: list price',
  },
  actions: {
    id: 'manage.common.actions',
    defaultMessage: 'Azioni',
    description: 'Documents column: download and invoice; Outbox column: the retry button',
  },
  searchNumberOrClient: {
    id: 'manage.common.searchNumberOrClient',
    defaultMessage: 'Cerca numero o cliente',
    description: 'Label of the order grid search box; Label of the quotes search box',
  },
  web: {
    id: 'manage.common.web',
    defaultMessage: 'Web',
    description: 'Order channel: the shop',
  },
  office: {
    id: 'manage.common.office',
    defaultMessage: 'Ufficio',
    description: 'Order channel: placed by the sales office; Order channel: the sales office',
  },
  approval: {
    id: 'manage.common.approval',
    defaultMessage: 'Approvazione',
    description:
      'Order record: the approval section title; Accessible name of the approve / reject buttons group',
  },
  approve: {
    id: 'manage.common.approve',
    defaultMessage: 'Approva',
    description: 'Button; Button: approve the return (as the quantities say)',
  },
  newQuote: {
    id: 'manage.common.newQuote',
    defaultMessage: 'Nuovo preventivo',
    description: 'Button: start a new quote for a client; Title of the dialog that starts a quote',
  },
  clientsFound: {
    id: 'manage.common.clientsFound',
    defaultMessage: '{count, plural, one {# cliente trovato} other {# clienti trovati}}',
    description:
      'Announced count of clients found in the new-quote dialog; Announced to screen readers: how many clients the search found',
  },
  origin: {
    id: 'manage.common.origin',
    defaultMessage: 'Origine',
    description: 'Quotes column; Fact label',
  },
  revision: {
    id: 'manage.common.revision',
    defaultMessage: 'Revisione',
    description: 'Quotes column: the current revision number; Fact label',
  },
  updated: {
    id: 'manage.common.updated',
    defaultMessage: 'Aggiornato',
    description: 'Quotes column: last change; Returns column: last change',
  },
  discount: {
    id: 'manage.common.discount',
    defaultMessage: 'Sconto %',
    description: 'Column; Field: the discount in percent',
  },
  notesForTheClient: {
    id: 'manage.common.notesForTheClient',
    defaultMessage: 'Note per il cliente',
    description: 'Label; Input label',
  },
  published: {
    id: 'manage.common.published',
    defaultMessage: 'Pubblicata',
    description: 'Column; Version state',
  },
  inForce: {
    id: 'manage.common.inForce',
    defaultMessage: 'In vigore',
    description: 'Version state: the version in force; Promotion state: active and within its days',
  },
  theOperationFailed: {
    id: 'manage.common.theOperationFailed',
    defaultMessage: 'Operazione non riuscita: {reason}',
    description: 'Error after a failed discard or publish; Error after a failed upload or deletion',
  },
  valid: {
    id: 'manage.common.valid',
    defaultMessage: 'Valida',
    description: 'Badge: the acceptance is of the version in force; Outcome of a row: goes in',
  },
  newBanner: {
    id: 'manage.common.newBanner',
    defaultMessage: 'Nuovo banner',
    description: 'Button: create a banner; Title of the dialog that creates a banner',
  },
  where: {
    id: 'manage.common.where',
    defaultMessage: 'Dove',
    description:
      'Filter of the banners list: where the banner is shown; Banners list column: where the banner is shown',
  },
  days: {
    id: 'manage.common.days',
    defaultMessage: 'Giorni',
    description: 'Banners list column: first and last day shown; Promotions list column: first and last day',
  },
  icon: {
    id: 'manage.common.icon',
    defaultMessage: 'Icona',
    description: "Field: a header text's optional icon; Field of an entry: an icon name",
  },
  changesSavedTheShopAlready: {
    id: 'manage.common.changesSavedTheShopAlready',
    defaultMessage: 'Modifiche salvate: il negozio le mostra già.',
    description:
      'A banner was saved; the storefront shows it at once; Note after an entry was saved, deleted or moved',
  },
  preview: {
    id: 'manage.common.preview',
    defaultMessage: 'Anteprima',
    description:
      'Heading of the preview of the banner as typed; Heading of the preview of how the storefront shows the entries',
  },
  approvalRules: {
    id: 'manage.common.approvalRules',
    defaultMessage: 'Regole di approvazione',
    description: 'Approvals page: the rules form title; Accessible name of the rules form',
  },
  sent: {
    id: 'manage.common.sent',
    defaultMessage: 'Inviata',
    description: 'Outbox column: when sent; E-mail state: taken by the mail server',
  },
  title: {
    id: 'manage.common.title',
    defaultMessage: 'Titolo',
    description: "Label of the document title input; Promotions list column: the promotion's title",
  },
  outcome: {
    id: 'manage.common.outcome',
    defaultMessage: 'Esito',
    description: 'Preview filter: the outcome of the row; Column: outcome',
  },
  newPromotion: {
    id: 'manage.common.newPromotion',
    defaultMessage: 'Nuova promozione',
    description: 'Button: create a promotion; Title of the dialog that creates a promotion',
  },
  rule: {
    id: 'manage.common.rule',
    defaultMessage: 'Regola',
    description:
      "Promotions list column: the rule in short (10%, 1 every 3, net price); Heading of the form's part with the offer and its numbers",
  },
  publicP1: {
    id: 'manage.common.publicP1',
    defaultMessage: 'Pubblico (p1)',
    description: 'Price list p1: the public list; Price list p1',
  },
  add: {
    id: 'manage.common.add',
    defaultMessage: 'Aggiungi',
    description:
      'Button: add the category or brand chosen; Visible text of the button that adds a client found',
  },
  street: {
    id: 'manage.common.street',
    defaultMessage: 'Indirizzo',
    description: 'Audit field; Field label: street',
  },
  paymentTerms: {
    id: 'manage.common.paymentTerms',
    defaultMessage: 'Pagamento',
    description: 'Audit field; Field label',
  },
  contactName: {
    id: 'manage.common.contactName',
    defaultMessage: 'Contatto: nome',
    description: "Audit field; Audit log: a contact's name",
  },
  contactRole: {
    id: 'manage.common.contactRole',
    defaultMessage: 'Contatto: ruolo',
    description: "Audit field; Audit log: a contact's role",
  },
  contactEMail: {
    id: 'manage.common.contactEMail',
    defaultMessage: 'Contatto: e-mail',
    description: "Audit field; Audit log: a contact's e-mail",
  },
  contactPhone: {
    id: 'manage.common.contactPhone',
    defaultMessage: 'Contatto: telefono',
    description: "Audit field; Audit log: a contact's phone",
  },
  openItems: {
    id: 'manage.common.openItems',
    defaultMessage: 'Partite aperte',
    description: 'Exposure line: unpaid receivables; Caption of the open items table',
  },
  lastOrder: {
    id: 'manage.common.lastOrder',
    defaultMessage: 'Ultimo ordine',
    description: 'Summary figure: date of the last order; Directory column: date of the last order',
  },
  exposure: {
    id: 'manage.common.exposure',
    defaultMessage: 'Esposizione',
    description:
      'Summary figure: exposure (open orders + unpaid); Directory column: exposure (open orders + unpaid)',
  },
  openOrders: {
    id: 'manage.common.openOrders',
    defaultMessage: 'Ordini aperti',
    description:
      'Section heading: orders received or confirmed; Card label: orders received or confirmed, not yet shipped',
  },
  newSupplier: {
    id: 'manage.common.newSupplier',
    defaultMessage: 'Nuovo fornitore',
    description: 'Button that opens the form of a new supplier; Title of the dialog that creates a supplier',
  },
});
