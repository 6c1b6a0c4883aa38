import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage: 'Benvenuto da {shopName}',
    description: 'Main heading of the home page',
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
});
