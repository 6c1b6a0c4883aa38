import { defineMessages } from 'react-intl';

// The meta descriptions search engines show under a page's title.
export const seoMessages = defineMessages({
  homeDescription: {
    id: 'seo.homeDescription',
    defaultMessage:
      '{shopName}: distribuzione all’ingrosso per le aziende. Catalogo, promozioni e ordini online per i clienti business.',
    description: 'Meta description of the home page (search engines show it under the title)',
  },
  listingDescription: {
    id: 'seo.listingDescription',
    defaultMessage:
      '{title}: {count, plural, one {# prodotto} other {# prodotti}} all’ingrosso per le aziende su {shopName}.',
    description: 'Meta description of a catalogue listing (a category, a brand, the offers)',
  },
  productDescription: {
    id: 'seo.productDescription',
    defaultMessage:
      '{description} di {brand}, codice {code}: scheda, disponibilità e ordine online su {shopName}.',
    description: 'Meta description of a product page',
  },
});
