import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage: 'Benvenuto da {shopName}',
    description: 'Main heading of the home page',
  },
  welcomeBack: {
    id: 'home.welcomeBack',
    defaultMessage: 'Bentornato, {firstName}',
    description: 'Main heading of the home page for a signed-in user',
  },
  intro: {
    id: 'home.intro',
    defaultMessage:
      'Il catalogo all’ingrosso per la tua azienda: sfoglia le categorie, scopri le promozioni e ordina in pochi clic.',
    description: 'Introduction under the home page heading',
  },
  pageTitle: {
    id: 'home.pageTitle',
    defaultMessage: '{shopName} | Distribuzione all’ingrosso per le aziende',
    description: 'Browser tab title of the home page',
  },
  bannersLabel: {
    id: 'home.banners',
    defaultMessage: 'In primo piano',
    description: 'Accessible name of the home page banners region',
  },
  bannerAction: {
    id: 'home.banner.action',
    defaultMessage: 'Scopri',
    description: 'Call to action shown on a home page banner (the whole banner is the link)',
  },
  onSale: {
    id: 'home.onSale',
    defaultMessage: 'In promozione',
    description: 'Heading of the home page row of products in a promotion',
  },
  onSaleAll: {
    id: 'home.onSale.all',
    defaultMessage: 'Tutti i prodotti in promozione ({count})',
    description: 'Link from the home page to the promotions listing',
  },
  highlightsAll: {
    id: 'home.highlights.all',
    defaultMessage: 'Tutti i prodotti in evidenza ({count})',
    description: 'Link from the home page to the highlights listing',
  },
  newsAll: {
    id: 'home.news.all',
    defaultMessage: 'Tutte le novità ({count})',
    description: 'Link from the home page to the news listing',
  },
  favouritesAll: {
    id: 'home.favourites.all',
    defaultMessage: 'Tutti i preferiti ({count})',
    description: 'Link from the home page to the favourites listing',
  },
  noFavourites: {
    id: 'home.favourites.none',
    defaultMessage: 'Non hai ancora preferiti: premi il cuore di un prodotto per ritrovarlo qui.',
    description: 'Shown on the home page to a signed-in user whose favourites are empty',
  },
  categories: {
    id: 'home.categories',
    defaultMessage: 'Reparti',
    description: 'Heading of the home page tiles of the catalogue’s top categories',
  },
  promotionUntil: {
    id: 'home.promotion.until',
    defaultMessage: 'Fino al {date}',
    description: 'Last day of a promotion on its home page card',
  },
  lastOrders: {
    id: 'home.orders',
    defaultMessage: 'I tuoi ultimi ordini',
    description: 'Heading of the home page list of the customer’s last orders',
  },
  allOrders: {
    id: 'home.orders.all',
    defaultMessage: 'Tutti gli ordini',
    description: 'Link from the home page to the order history',
  },
  noOrders: {
    id: 'home.orders.none',
    defaultMessage: 'Non hai ancora ordini: quando ne farai uno, lo ritroverai qui per riordinarlo.',
    description: 'Shown on the home page to a customer without orders',
  },
  orderLines: {
    id: 'home.orders.lines',
    defaultMessage: '{count, plural, one {# riga} other {# righe}}',
    description: 'Number of lines of an order on the home page',
  },
  loading: {
    id: 'home.loading',
    defaultMessage: 'Caricamento della home page',
    description: 'Accessible name of the home page placeholder while its content loads',
  },
  failed: {
    id: 'home.failed',
    defaultMessage: 'Il contenuto della home page non è disponibile in questo momento.',
    description: 'Shown when the home page content could not be loaded',
  },
  retry: {
    id: 'home.retry',
    defaultMessage: 'Ricarica la home page',
    description: 'Button that loads the home page content again',
  },
});
