import { defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  region: {
    id: 'search.box.region',
    defaultMessage: 'Cerca nel catalogo',
    description: 'Accessible name of the header search form',
  },
  inputLabel: {
    id: 'search.box.label',
    defaultMessage: 'Cerca per codice o descrizione',
    description: 'Label (visually hidden) and placeholder of the header search box',
  },
  placeholder: {
    id: 'search.box.placeholder',
    defaultMessage: 'Cerca prodotti, codici, categorie…',
    description: 'Placeholder of the header search box',
  },
  submit: {
    id: 'search.box.submit',
    defaultMessage: 'Cerca',
    description: 'Button of the header search box that opens the search results',
  },
  required: {
    id: 'search.box.required',
    defaultMessage: 'Scrivi cosa cerchi.',
    description: 'Message when the search box is sent empty (the term is required)',
  },
  suggestions: {
    id: 'search.suggestions.label',
    defaultMessage: 'Suggerimenti',
    description: 'Accessible name of the list of search suggestions',
  },
  items: {
    id: 'search.suggestions.items',
    defaultMessage: 'Articoli',
    description: 'Heading of the group of suggested products',
  },
  categories: {
    id: 'search.suggestions.categories',
    defaultMessage: 'Categorie',
    description: 'Heading of the group of suggested categories',
  },
  suppliers: {
    id: 'search.suggestions.suppliers',
    defaultMessage: 'Fornitori',
    description: 'Heading of the group of suggested suppliers',
  },
  loading: {
    id: 'search.suggestions.loading',
    defaultMessage: 'Ricerca in corso…',
    description: 'Shown while suggestions load',
  },
  none: {
    id: 'search.suggestions.none',
    defaultMessage: 'Nessun suggerimento per «{term}». Premi Invio per cercare.',
    description: 'Shown when the term has no suggestions',
  },
  count: {
    id: 'search.suggestions.count',
    defaultMessage:
      '{count, plural, one {# suggerimento} other {# suggerimenti}}: frecce per scegliere, Invio per aprire.',
    description: 'Announced to screen readers when suggestions arrive',
  },
  allResults: {
    id: 'search.suggestions.allResults',
    defaultMessage: 'Tutti i risultati per «{term}»',
    description: 'Last line of the suggestions: opens the search results page for the term',
  },
  addToCartOf: {
    id: 'search.suggestions.addToCartOf',
    defaultMessage: 'Aggiungi al carrello: {code} {description}',
    description: 'Heading of the add-to-cart row below the suggestions, for the highlighted product',
  },
  filterButton: {
    id: 'search.filter.open',
    defaultMessage: 'Filtri',
    description: 'Header button beside the search box that opens the advanced filter dialog',
  },
  filterButtonLabel: {
    id: 'search.filter.openLabel',
    defaultMessage: 'Filtri: ricerca avanzata',
    description:
      'Accessible name of the button that opens the advanced filter dialog (starts with its visible text)',
  },
});

export const filterMessages = defineMessages({
  title: {
    id: 'search.filter.title',
    defaultMessage: 'Ricerca avanzata',
    description: 'Title of the advanced filter dialog',
  },
  close: {
    id: 'search.filter.close',
    defaultMessage: 'Chiudi',
    description: 'Close button of the advanced filter dialog',
  },
  text: {
    id: 'search.filter.text',
    defaultMessage: 'Descrizione o codice',
    description: 'Label of the free-text field of the advanced filter',
  },
  category: {
    id: 'search.filter.category',
    defaultMessage: 'Categoria',
    description: 'Label of the category select of the advanced filter',
  },
  brand: {
    id: 'search.filter.brand',
    defaultMessage: 'Marchio',
    description: 'Label of the brand select of the advanced filter',
  },
  type: {
    id: 'search.filter.type',
    defaultMessage: 'Tipo',
    description: 'Label of the product type select of the advanced filter',
  },
  promo: {
    id: 'search.filter.promo',
    defaultMessage: 'Promozione',
    description: 'Label of the promotion select of the advanced filter',
  },
  all: {
    id: 'search.filter.all',
    defaultMessage: 'Tutti',
    description: "The 'All' option of every select of the advanced filter",
  },
  favourites: {
    id: 'search.filter.favourites',
    defaultMessage: 'Preferiti',
    description: 'Type option F of the advanced filter (the user’s favourites), for signed-in users',
  },
  reset: {
    id: 'search.filter.reset',
    defaultMessage: 'Azzera',
    description: 'Button that clears every filter and shows all products',
  },
  search: {
    id: 'search.filter.search',
    defaultMessage: 'Cerca',
    description: 'Button that searches with the chosen filters',
  },
  tree: {
    id: 'search.filter.tree',
    defaultMessage: 'Scelta rapida',
    description: 'Heading of the tree of categories, types, brands and promotions; a click searches at once',
  },
  treeHint: {
    id: 'search.filter.treeHint',
    defaultMessage: 'Un clic cerca subito solo con la voce scelta.',
    description: 'Hint under the quick-choice tree heading',
  },
  treeCategories: {
    id: 'search.filter.treeCategories',
    defaultMessage: 'Categorie',
    description: 'Branch of the quick-choice tree with the categories',
  },
  treeTypes: {
    id: 'search.filter.treeTypes',
    defaultMessage: 'Tipi',
    description: 'Branch of the quick-choice tree with the product types',
  },
  treeBrands: {
    id: 'search.filter.treeBrands',
    defaultMessage: 'Marchi',
    description: 'Branch of the quick-choice tree with the brands',
  },
  treePromotions: {
    id: 'search.filter.treePromotions',
    defaultMessage: 'Promozioni',
    description: 'Branch of the quick-choice tree with the promotions (signed-in users)',
  },
  expand: {
    id: 'search.filter.expand',
    defaultMessage: 'Mostra {label}',
    description: 'Accessible name of the button that opens a branch of the quick-choice tree',
  },
  loading: {
    id: 'search.filter.loading',
    defaultMessage: 'Caricamento dei filtri…',
    description: 'Shown while the filter options load',
  },
});
