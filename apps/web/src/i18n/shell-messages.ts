import { defineMessages } from 'react-intl';

// The words of the shared vocabulary (common.*, see common-messages.ts) that the app shell shows on
// every page: header, menus, search box, footer. Kept apart so that the first load carries these and
// not the whole vocabulary (a defineMessages object ships whole, whichever of its keys are used).
export const shellMessages = defineMessages({
  tryAgain: {
    id: 'common.tryAgain',
    defaultMessage: 'Riprova',
    description:
      "Button that loads the configuration and categories again after an error; Button that loads the audit log again; Button: load the record again; Button that loads a grid's rows again after an error",
  },
  language: {
    id: 'common.language',
    defaultMessage: 'Lingua',
    description:
      'Accessible name of the group with the ITA/ENG language switch; User field; Outbox column: language',
  },
  mainMenu: {
    id: 'common.mainMenu',
    defaultMessage: 'Menu principale',
    description: 'Accessible name of the main menu navigation in the header; Config tipo Menu',
  },
  menu: {
    id: 'common.menu',
    defaultMessage: 'Menu',
    description:
      'Button that opens the menu drawer on small screens; Title of the menu drawer on small screens',
  },
  catalogue: {
    id: 'common.catalogue',
    defaultMessage: 'Catalogo',
    description:
      'Accessible name of the left side menu (products, promotions, categories); Group of settings: page sizes, small-screen banner, second code column',
  },
  notifications: {
    id: 'common.notifications',
    defaultMessage: 'Notifiche',
    description:
      'Accessible name of the region that holds the toasts; Header button to the notifications (its visible word on wide screens); Title of the notifications page',
  },
  filters: {
    id: 'common.filters',
    defaultMessage: 'Filtri',
    description:
      "Accessible name of the group of a grid's search and filters; Header button beside the search box that opens the advanced filter dialog",
  },
  logIn: {
    id: 'common.logIn',
    defaultMessage: 'Accedi',
    description: 'Header link to the login page, for visitors; Submit button of the login form',
  },
  search: {
    id: 'common.search',
    defaultMessage: 'Cerca',
    description:
      'Button of the header search box that opens the search results; Button that searches with the chosen filters',
  },
  searchByCodeOrDescription: {
    id: 'common.searchByCodeOrDescription',
    defaultMessage: 'Cerca per codice o descrizione',
    description:
      "Search box label of the supplier's products; Label (visually hidden) and placeholder of the header search box",
  },
  searching: {
    id: 'common.searching',
    defaultMessage: 'Ricerca in corso…',
    description: 'Shown while clients are being searched; Shown while suggestions load',
  },
  categories: {
    id: 'common.categories',
    defaultMessage: 'Categorie',
    description:
      'Heading of the group of suggested categories; Branch of the quick-choice tree with the categories',
  },
  items: {
    id: 'common.items',
    defaultMessage: 'Articoli',
    description: 'Heading: order lines; Heading of the group of suggested products',
  },
  suppliers: {
    id: 'common.suppliers',
    defaultMessage: 'Fornitori',
    description:
      'Navigation item: the suppliers with their products and contacts (/suppliermanagement); Heading of /suppliermanagement; Heading of the group of suggested suppliers',
  },
  currentPromotions: {
    id: 'common.currentPromotions',
    defaultMessage: 'Promozioni in corso',
    description:
      'Heading of the footer block listing the active promotions of the user; Heading of the active promotions that list the product',
  },
  favourites: {
    id: 'common.favourites',
    defaultMessage: 'Preferiti',
    description:
      'Type option F of the advanced filter (the user’s favourites), for signed-in users; Header button that leads to the wishlist page (logged in only)',
  },
});
