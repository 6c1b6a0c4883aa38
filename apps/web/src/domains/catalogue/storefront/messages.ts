import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export const catalogueMessages = defineMessages({
  pageTitle: {
    id: 'catalogue.pageTitle',
    defaultMessage: '{title} – {shopName}',
    description: 'Document title of a listing or product page: page name, then the shop name',
  },
  searchTitle: {
    id: 'catalogue.search.title',
    defaultMessage: 'Risultati per “{term}”',
    description: 'Heading of the search page when a search term was given',
  },
  searchTitleAll: {
    id: 'catalogue.search.titleAll',
    defaultMessage: 'Catalogo prodotti',
    description: 'Heading of the search page without a search term',
  },
  promotionsTitle: {
    id: 'catalogue.promotions.title',
    defaultMessage: 'Prodotti in promozione',
    description: 'Heading of /offerte?type=P',
  },
  favouritesTitle: {
    id: 'catalogue.favourites.title',
    defaultMessage: 'I miei preferiti',
    description: 'Heading of /preferiti?type=F: the products in the user’s wishlist',
  },
  promotionApplied: {
    id: 'catalogue.promotion.applied',
    defaultMessage: 'Applicata ai tuoi prezzi',
    description: 'Tag on a promotion page: the promotion is in force on the user’s price list (applicata S)',
  },
  promotionNotApplied: {
    id: 'catalogue.promotion.notApplied',
    defaultMessage: 'Non applicata al tuo listino',
    description: 'Tag on a promotion page: the promotion is not in force on the user’s price list',
  },
  resultCount: {
    id: 'catalogue.resultCount',
    defaultMessage: '{total, plural, one {# prodotto} other {# prodotti}}',
    description: 'How many products the listing has in all',
  },
  resultRange: {
    id: 'catalogue.resultRange',
    defaultMessage: '{from}–{to} di {total}',
    description: 'Which products of how many this page shows, e.g. 13–24 of 230',
  },
  sortLabel: {
    id: 'catalogue.sort.label',
    defaultMessage: 'Ordina per',
    description: 'Label of the sort select of a listing',
  },
  sortRelevance: {
    id: 'catalogue.sort.relevance',
    defaultMessage: 'Rilevanza',
    description: 'Sort option: best match first',
  },
  sortDescription: {
    id: 'catalogue.sort.description',
    defaultMessage: 'Descrizione (A-Z)',
    description: 'Sort option: by description, A to Z',
  },
  sortPriceAsc: {
    id: 'catalogue.sort.priceAsc',
    defaultMessage: 'Prezzo crescente',
    description: 'Sort option: cheapest first',
  },
  sortPriceDesc: {
    id: 'catalogue.sort.priceDesc',
    defaultMessage: 'Prezzo decrescente',
    description: 'Sort option: most expensive first',
  },
  pagesNav: {
    id: 'catalogue.pages.nav',
    defaultMessage: 'Pagine dei risultati',
    description: 'Accessible name of the pager of a listing',
  },
  pageNumber: {
    id: 'catalogue.pages.number',
    defaultMessage: 'Pagina {page}',
    description: 'Accessible name of a pager link to a page number',
  },
  emptyTitle: {
    id: 'catalogue.empty.title',
    defaultMessage: 'Nessun prodotto trovato',
    description: 'Heading of the empty state of a listing',
  },
  emptySearchText: {
    id: 'catalogue.empty.searchText',
    defaultMessage: 'Controlla di aver scritto bene o prova con un codice o una parola più generica.',
    description: 'Hint in the empty state of a search',
  },
  emptyText: {
    id: 'catalogue.empty.text',
    defaultMessage: 'In questo momento non ci sono prodotti da mostrare qui.',
    description: 'Text of the empty state of a listing that is not a search',
  },
  emptyFavouritesText: {
    id: 'catalogue.empty.favouritesText',
    defaultMessage: 'Non hai ancora aggiunto prodotti ai preferiti.',
    description: 'Text of the empty state of the favourites listing',
  },
  emptyPastLast: {
    id: 'catalogue.empty.pastLast',
    defaultMessage: 'Questa pagina non esiste più: torna alla prima pagina dei risultati.',
    description: 'Empty state of a page number past the last page',
  },
  firstPage: {
    id: 'catalogue.empty.firstPage',
    defaultMessage: 'Vai alla prima pagina',
    description: 'Link from a page past the last one to the first page',
  },
  browseAll: {
    id: 'catalogue.empty.browseAll',
    defaultMessage: 'Sfoglia tutto il catalogo',
    description: 'Link from an empty listing to the whole catalogue',
  },
  loadError: {
    id: 'catalogue.loadError',
    defaultMessage: 'Non è stato possibile caricare i prodotti.',
    description: 'A listing could not be loaded',
  },
  loading: {
    id: 'catalogue.loading',
    defaultMessage: 'Caricamento dei prodotti…',
    description: 'Accessible text while a listing loads',
  },
  home: {
    id: 'catalogue.breadcrumbs.home',
    defaultMessage: 'Home',
    description: 'First item of the breadcrumb trail: the home page',
  },
  subcategories: {
    id: 'catalogue.subcategories',
    defaultMessage: 'Sottocategorie',
    description: 'Accessible name of the list of sub-categories on a category page',
  },
  activeFilters: {
    id: 'catalogue.activeFilters',
    defaultMessage: 'Filtri attivi',
    description: 'Accessible name of the list of filters applied to the search page',
  },
  removeFilter: {
    id: 'catalogue.removeFilter',
    defaultMessage: 'Rimuovi il filtro {name}',
    description: 'Accessible name of the button that removes one filter from the search',
  },
  filterCategory: {
    id: 'catalogue.filter.category',
    defaultMessage: 'Categoria: {value}',
    description: 'Chip of the category filter on the search page',
  },
  filterBrand: {
    id: 'catalogue.filter.brand',
    defaultMessage: 'Marchio: {value}',
    description: 'Chip of the brand filter on the search page',
  },
  filterType: {
    id: 'catalogue.filter.type',
    defaultMessage: 'Tipo: {value}',
    description: 'Chip of the product type filter on the search page',
  },
  filterSupplier: {
    id: 'catalogue.filter.supplier',
    defaultMessage: 'Fornitore: {value}',
    description: 'Chip of the supplier filter on the search page',
  },
  filterPromo: {
    id: 'catalogue.filter.promo',
    defaultMessage: 'Promozione: {value}',
    description: 'Chip of the promotion filter on the search page',
  },
});

export const cardMessages = defineMessages({
  code: {
    id: 'catalogue.card.code',
    defaultMessage: 'Cod. {code}',
    description: 'Product code on a product card',
  },
  loginForPrices: {
    id: 'catalogue.card.loginForPrices',
    defaultMessage: 'Accedi per vedere i prezzi',
    description: 'Link shown instead of the price to visitors when the shop hides prices from them',
  },
  listPrice: commonMessages.listPrice,
  netPrice: commonMessages.netPrice,
  perUnit: {
    id: 'catalogue.card.perUnit',
    defaultMessage: '/ {unit}',
    description: 'After a price: per unit of sale, e.g. "/ CF"',
  },
  discounts: {
    id: 'catalogue.card.discounts',
    defaultMessage: 'Sconti {chain}',
    description: 'The discount chain of the user, e.g. "Sconti 20+10"',
  },
  freeQuantity: {
    id: 'catalogue.card.freeQuantity',
    defaultMessage: '{free} in omaggio ogni {every}',
    description: 'Free-gift rule of a promotion, e.g. "1 free every 10"',
  },
  pack: {
    id: 'catalogue.card.pack',
    defaultMessage: '{unit} da {size} pz',
    description: 'Unit of sale and pieces per unit, e.g. "CF da 12 pz"',
  },
  rating: {
    id: 'catalogue.card.rating',
    defaultMessage:
      'Valutazione {value, number, ::.0} su 5 ({count, plural, one {# valutazione} other {# valutazioni}})',
    description: 'Accessible sentence of the rating stars',
  },
  labelHot: { id: 'catalogue.label.hot', defaultMessage: 'Hot', description: 'Product label: highlighted' },
  labelSale: {
    id: 'catalogue.label.sale',
    defaultMessage: 'Offerta',
    description: 'Product label: in a promotion in force',
  },
  labelNew: { id: 'catalogue.label.new', defaultMessage: 'Novità', description: 'Product label: new' },
  labelOutlet: commonMessages.outlet,
  stockAvailable: {
    id: 'catalogue.stock.available',
    defaultMessage: 'Disponibile',
    description: 'Stock state: available',
  },
  stockLow: {
    id: 'catalogue.stock.low',
    defaultMessage: 'Disponibilità limitata',
    description: 'Stock state: running low',
  },
  stockOut: commonMessages.outOfStock,
});
