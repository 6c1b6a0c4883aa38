import { defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  region: {
    id: 'search.box.region',
    defaultMessage: 'Cerca nel catalogo',
    description: 'Accessible name of the header search form',
  },
  placeholder: {
    id: 'search.box.placeholder',
    defaultMessage: 'Cerca prodotti, codici, categorie…',
    description: 'Placeholder of the header search box',
  },
  required: {
    id: 'search.box.required',
    defaultMessage: 'Scrivi cosa cerchi.',
    description: 'Message when the search box is sent empty (the term is required)',
  },
  itemFacts: {
    id: 'search.suggestions.itemFacts',
    defaultMessage: '{brand} · {unit}{pack, plural, =1 {} other { da #}}',
    description:
      'Under a suggested product: its brand, unit of sale and, for a pack, the pieces in it (CF da 6)',
  },
  suggestions: {
    id: 'search.suggestions.label',
    defaultMessage: 'Suggerimenti',
    description: 'Accessible name of the list of search suggestions',
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
  text: {
    id: 'search.filter.text',
    defaultMessage: 'Descrizione o codice',
    description: 'Label of the free-text field of the advanced filter',
  },
  promo: {
    id: 'search.filter.promo',
    defaultMessage: 'Promozione',
    description: 'Label of the promotion select of the advanced filter',
  },
  reset: {
    id: 'search.filter.reset',
    defaultMessage: 'Azzera',
    description: 'Button that clears every filter and shows all products',
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
  treeTypes: {
    id: 'search.filter.treeTypes',
    defaultMessage: 'Tipi',
    description: 'Branch of the quick-choice tree with the product types',
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
