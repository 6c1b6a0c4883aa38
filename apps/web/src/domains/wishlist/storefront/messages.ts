import { defineMessages } from 'react-intl';

export const wishlistMessages = defineMessages({
  add: {
    id: 'wishlist.add',
    defaultMessage: 'Aggiungi {product} ai preferiti',
    description: 'Accessible name of the wishlist button of a product not in the wishlist',
  },
  inWishlist: {
    id: 'wishlist.inWishlist',
    defaultMessage: '{product} nei preferiti',
    description: 'Accessible name of the wishlist button (pressed) of a product in the wishlist',
  },
  removeNamed: {
    id: 'wishlist.removeNamed',
    defaultMessage: 'Rimuovi {product} dai preferiti',
    description: 'Accessible name of the remove button of a wishlist page item',
  },
  empty: {
    id: 'wishlist.empty',
    defaultMessage: 'Non hai ancora prodotti preferiti.',
    description: 'Shown when the wishlist is empty',
  },
  emptyHint: {
    id: 'wishlist.emptyHint',
    defaultMessage: 'Usa il cuore su un prodotto per ritrovarlo qui.',
    description: 'Hint under the empty wishlist message',
  },
  count: {
    id: 'wishlist.count',
    defaultMessage: '{count, plural, one {# prodotto} other {# prodotti}}',
    description: 'How many products are in the wishlist',
  },
  loading: {
    id: 'wishlist.loading',
    defaultMessage: 'Caricamento dei preferiti…',
    description: 'Accessible name of the loader while the wishlist loads',
  },
  loadFailed: {
    id: 'wishlist.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i preferiti.',
    description: 'The wishlist could not be loaded',
  },
  changeFailed: {
    id: 'wishlist.changeFailed',
    defaultMessage: 'Non è stato possibile aggiornare i preferiti. Riprova.',
    description: 'A wishlist change failed and was undone',
  },
  noLongerSold: {
    id: 'wishlist.noLongerSold',
    defaultMessage: 'Non più in vendita',
    description: 'A wishlist product that is no longer in the catalogue',
  },
  addedOn: {
    id: 'wishlist.addedOn',
    defaultMessage: 'Aggiunto il {date}',
    description: 'When a product was added to the wishlist; {date} the date',
  },
  allFavourites: {
    id: 'wishlist.allFavourites',
    defaultMessage: 'Vedi come elenco del catalogo',
    description: 'Link from the wishlist page to the favourites catalogue listing (/preferiti?type=F)',
  },
});
