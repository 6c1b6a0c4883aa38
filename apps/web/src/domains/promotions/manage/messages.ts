import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const listMessages = defineMessages({
  intro: {
    id: 'management.promotions.intro',
    defaultMessage: 'Sconti, prezzi netti e omaggi: su cosa, per chi e in quali giorni.',
    description: 'Line under the title of the promotions page',
  },
  search: {
    id: 'management.promotions.search',
    defaultMessage: 'Cerca per codice o titolo',
    description: 'Label of the promotions search box',
  },
  clientFilter: {
    id: 'management.promotions.filter.client',
    defaultMessage: 'Per il cliente (codice)',
    description: 'Filter of the promotions list: only those aimed at this client code',
  },
});

export const columnMessages = defineMessages({
  targets: {
    id: 'management.promotions.column.targets',
    defaultMessage: 'Su',
    description: 'Promotions list column: how many products, categories and brands it applies to',
  },
  audience: {
    id: 'management.promotions.column.audience',
    defaultMessage: 'Per',
    description: 'Promotions list column: the clients and price lists it is for',
  },
});

export const offerMessages = defineMessages({
  DISCOUNT: {
    id: 'management.promotions.offer.discount',
    defaultMessage: 'Sconto sugli articoli',
    description: 'Promotion offer: an extra discount % on the products, categories and brands listed',
  },
  NET_PRICE: commonMessages.netPrice,
  FREE_GOODS: {
    id: 'management.promotions.offer.freeGoods',
    defaultMessage: 'Merce in omaggio',
    description: 'Promotion offer: N units free for every M bought',
  },
  ORDER_DISCOUNT: {
    id: 'management.promotions.offer.orderDiscount',
    defaultMessage: 'Sconto sull’ordine',
    description: 'Promotion offer: a discount % on the whole order, from a minimum order value',
  },
});

export const stateMessages = defineMessages({
  IN_FORCE: manageCommonMessages.inForce,
  SCHEDULED: {
    id: 'management.promotions.state.scheduled',
    defaultMessage: 'Programmata',
    description: 'Promotion state: active, its first day still to come',
  },
  OVER: {
    id: 'management.promotions.state.over',
    defaultMessage: 'Scaduta',
    description: 'Promotion state: its last day is past',
  },
  DEACTIVATED: {
    id: 'management.promotions.state.deactivated',
    defaultMessage: 'Disattivata',
    description: 'Promotion state: deactivated (kept, not applied)',
  },
});

/** The rule in short, for lists. */
export const ruleMessages = defineMessages({
  discount: {
    id: 'management.promotions.rule.discount',
    defaultMessage: '−{percent}',
    description: 'A discount promotion in short; percent is formatted (10%)',
  },
  orderFrom: {
    id: 'management.promotions.rule.orderFrom',
    defaultMessage: '−{percent} da {amount}',
    description: 'An order discount in short, from a minimum order value (−3% da 500 €)',
  },
  orderAny: {
    id: 'management.promotions.rule.orderAny',
    defaultMessage: '−{percent} su ogni ordine',
    description: 'An order discount in short, on any order value',
  },
  gift: {
    id: 'management.promotions.rule.gift',
    defaultMessage: '{qty} ogni {every}',
    description: 'Free goods in short: qty free for every `every` bought (1 ogni 3)',
  },
  netPrice: {
    id: 'management.promotions.rule.netPrice',
    defaultMessage: 'prezzo netto',
    description: 'A net-price promotion in short',
  },
  products: {
    id: 'management.promotions.targets.products',
    defaultMessage: '{count, plural, one {# articolo} other {# articoli}}',
    description: 'How many products a promotion lists',
  },
  categories: {
    id: 'management.promotions.targets.categories',
    defaultMessage: '{count, plural, one {# categoria} other {# categorie}}',
    description: 'How many categories a promotion lists',
  },
  brands: {
    id: 'management.promotions.targets.brands',
    defaultMessage: '{count, plural, one {# marchio} other {# marchi}}',
    description: 'How many brands a promotion lists',
  },
  wholeOrder: {
    id: 'management.promotions.targets.wholeOrder',
    defaultMessage: 'tutto l’ordine',
    description: 'An order discount applies to the whole order',
  },
  everyone: {
    id: 'management.promotions.audience.everyone',
    defaultMessage: 'tutti',
    description: 'A promotion with no clients and no price lists: for every buyer',
  },
  moreClients: {
    id: 'management.promotions.audience.more',
    defaultMessage: '+{count}',
    description: 'More clients than the list shows',
  },
});

export const fieldMessages = defineMessages({
  codeHint: {
    id: 'management.promotions.field.codeHint',
    defaultMessage: 'Da 2 a 20 lettere, cifre, - o _ (es. ESTATE26); poi non cambia.',
    description: "Hint under the new promotion's code",
  },
  discountHint: {
    id: 'management.promotions.field.discountHint',
    defaultMessage: 'Maggiore di 0 e minore di 100 (es. 12,5).',
    description: 'Hint under the discount percent',
  },
  minOrder: {
    id: 'management.promotions.field.minOrder',
    defaultMessage: 'Da un ordine di (€)',
    description: 'Field: the minimum order value (net of VAT) for an order discount',
  },
  minOrderHint: {
    id: 'management.promotions.field.minOrderHint',
    defaultMessage: 'IVA esclusa; vuoto: qualsiasi importo.',
    description: 'Hint under the minimum order value',
  },
  giftQty: {
    id: 'management.promotions.field.giftQty',
    defaultMessage: 'Pezzi in omaggio',
    description: 'Field: how many units are free (N of "N every M")',
  },
  giftEvery: {
    id: 'management.promotions.field.giftEvery',
    defaultMessage: 'Ogni (pezzi acquistati)',
    description: 'Field: for every this many bought (M of "N every M")',
  },
  textsSection: {
    id: 'management.promotions.field.textsSection',
    defaultMessage: 'Titoli e descrizioni',
    description: "Heading of the form's part with titles and descriptions",
  },
  descriptionIt: {
    id: 'management.promotions.field.descriptionIt',
    defaultMessage: 'Descrizione (italiano)',
    description: "Field: the promotion's description in Italian",
  },
  descriptionEn: {
    id: 'management.promotions.field.descriptionEn',
    defaultMessage: 'Descrizione (inglese)',
    description: "Field: the promotion's description in English",
  },
  targetsSection: {
    id: 'management.promotions.field.targetsSection',
    defaultMessage: 'Su cosa si applica',
    description: "Heading of the form's part with products, categories and brands",
  },
  wholeOrderNote: {
    id: 'management.promotions.field.wholeOrderNote',
    defaultMessage: 'Uno sconto sull’ordine vale per tutto l’ordine: niente articoli, categorie o marchi.',
    description: 'Note in place of the targets for an order discount',
  },
  productCode: {
    id: 'management.promotions.field.productCode',
    defaultMessage: 'Codice articolo {row}',
    description: 'Field: the code of the product on row `row`',
  },
  netPrice: {
    id: 'management.promotions.field.netPrice',
    defaultMessage: 'Prezzo netto (€) {row}',
    description: 'Field: the net unit price of the product on row `row`',
  },
  addProduct: {
    id: 'management.promotions.field.addProduct',
    defaultMessage: 'Aggiungi un articolo',
    description: 'Button: add a product row',
  },
  removeProduct: {
    id: 'management.promotions.field.removeProduct',
    defaultMessage: 'Togli l’articolo {row}',
    description: 'Button: remove the product row `row`',
  },
  noProducts: {
    id: 'management.promotions.field.noProducts',
    defaultMessage: 'Nessun articolo.',
    description: 'The promotion lists no product',
  },
  productNotFound: {
    id: 'management.promotions.field.productNotFound',
    defaultMessage: 'Codice non trovato nel catalogo.',
    description: 'A product code typed is not in the catalogue',
  },
  categories: {
    id: 'management.promotions.field.categories',
    defaultMessage: 'Categorie (con le sottocategorie)',
    description: 'Field group: the categories the promotion lists, with everything under them',
  },
  chooseCategory: {
    id: 'management.promotions.field.chooseCategory',
    defaultMessage: 'Categoria da aggiungere',
    description: 'Select: a category to add to the promotion',
  },
  chooseBrand: {
    id: 'management.promotions.field.chooseBrand',
    defaultMessage: 'Marchio da aggiungere',
    description: 'Select: a brand to add to the promotion',
  },
  remove: {
    id: 'management.promotions.field.remove',
    defaultMessage: 'Togli {name}',
    description: 'Accessible name of the button that removes a category, brand or client',
  },
  noneChosen: {
    id: 'management.promotions.field.noneChosen',
    defaultMessage: 'Nessuno.',
    description: 'No category, brand or client chosen',
  },
  audienceSection: {
    id: 'management.promotions.field.audienceSection',
    defaultMessage: 'Per chi',
    description: "Heading of the form's part with clients and price lists",
  },
  audienceHint: {
    id: 'management.promotions.field.audienceHint',
    defaultMessage:
      'Nessun cliente e nessun listino: vale per tutti. Altrimenti per i clienti indicati e per chi compra con i listini scelti.',
    description: 'Hint of the audience: nothing chosen means everyone',
  },
  clientSearch: {
    id: 'management.promotions.field.clientSearch',
    defaultMessage: 'Cerca un cliente da aggiungere (codice, nome o città)',
    description: 'Search field that finds a client to add',
  },
  clientSearchFailed: {
    id: 'management.promotions.field.clientSearchFailed',
    defaultMessage: 'La ricerca dei clienti non ha risposto. Riprova.',
    description: 'The client search failed',
  },
  priceLists: {
    id: 'management.promotions.field.priceLists',
    defaultMessage: 'Listini',
    description: 'Field group: the price lists the promotion is for',
  },
  daysSection: {
    id: 'management.promotions.field.daysSection',
    defaultMessage: 'Giorni, immagine e ordine',
    description: "Heading of the form's part with days, picture and order",
  },
  imageHint: {
    id: 'management.promotions.field.imageHint',
    defaultMessage: 'PNG, JPEG o WebP fino a 5 MB, larga almeno 300 px: viene ritagliata in 2:1.',
    description: "Hint under the promotion's picture upload",
  },
  active: {
    id: 'management.promotions.field.active',
    defaultMessage: 'Attiva: si applica nei suoi giorni',
    description: 'Checkbox: the promotion is active (applied within its days)',
  },
  activeAudit: {
    id: 'management.promotions.field.activeAudit',
    defaultMessage: 'Attiva',
    description: "The audit log's name of the promotion's active flag",
  },
});

export const recordMessages = defineMessages({
  create: {
    id: 'management.promotions.record.create',
    defaultMessage: 'Crea la promozione',
    description: 'Button: save the new promotion',
  },
  subtitle: {
    id: 'management.promotions.record.subtitle',
    defaultMessage: '{code} · {offer} · {days}',
    description: "Line under a promotion's title: code, offer, days",
  },
  formTitle: {
    id: 'management.promotions.record.formTitle',
    defaultMessage: 'La promozione',
    description: "Heading of a promotion's form on its page",
  },
  saved: {
    id: 'management.promotions.record.saved',
    defaultMessage: 'Modifiche salvate: i prezzi la seguono già.',
    description: 'A promotion was saved; prices follow it at once',
  },
  inactiveNote: {
    id: 'management.promotions.record.inactiveNote',
    defaultMessage: 'Disattivata: è conservata ma non si applica a nessun prezzo.',
    description: 'Note on a deactivated promotion',
  },
  notFoundTitle: {
    id: 'management.promotions.record.notFoundTitle',
    defaultMessage: 'Promozione non trovata',
    description: 'Title when a promotion does not exist',
  },
  notFoundText: {
    id: 'management.promotions.record.notFoundText',
    defaultMessage: 'Non c’è una promozione con il codice {code}.',
    description: 'Text when a promotion does not exist',
  },
  backToList: {
    id: 'management.promotions.record.backToList',
    defaultMessage: 'Torna alle promozioni',
    description: 'Link from a missing promotion back to the list',
  },
  activate: {
    id: 'management.promotions.record.activate',
    defaultMessage: 'Attiva',
    description: 'Button: activate the promotion',
  },
  deactivateTitle: {
    id: 'management.promotions.record.deactivateTitle',
    defaultMessage: 'Disattivare la promozione {code}?',
    description: 'Title of the question before deactivating a promotion',
  },
  deactivateText: {
    id: 'management.promotions.record.deactivateText',
    defaultMessage: '«{title}» resta salvata, ma da subito nessun prezzo la applica più. Si può riattivare.',
    description: 'Text of the question before deactivating a promotion',
  },
});
