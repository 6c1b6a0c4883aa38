import { defineMessages } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';
import { shopMessages } from '../../i18n/shop-messages';

export const layoutMessages = {
  /** The shop's name lives in src/i18n/shop-messages.ts; this name stays for the home page (domains/content), which still reads it here. */
  shopName: shopMessages.shopName,
  /** Shared with the reserved area's navigation drawer. */
  closeMenu: commonMessages.closeMenu,
  ...defineMessages({
    tagline: {
      id: 'layout.logo.tagline',
      defaultMessage: 'Distribuzione all’ingrosso per le aziende',
      description: 'Short line under the shop name in the logo',
    },
    skipToContent: {
      id: 'layout.skipToContent',
      defaultMessage: 'Vai al contenuto',
      description: 'Skip link, the first thing keyboard users reach on every page',
    },
    footerLinks: {
      id: 'layout.footer.linksLabel',
      defaultMessage: 'Link a piè di pagina',
      description: 'Accessible name of the navigation with the bottom-menu links in the footer',
    },
    loading: {
      id: 'layout.loading',
      defaultMessage: 'Caricamento del menu…',
      description: 'Announced to screen readers while the menus and the footer load',
    },
    errorTitle: {
      id: 'layout.error.title',
      defaultMessage: 'Il negozio non risponde',
      description: 'Heading shown when the shop configuration or the categories could not be loaded',
    },
    errorText: {
      id: 'layout.error.text',
      defaultMessage: 'Non è stato possibile caricare menu e categorie. Controlla la connessione e riprova.',
      description: 'Explanation under the loading error heading',
    },
    italianShort: {
      id: 'layout.language.it.short',
      defaultMessage: 'ITA',
      description: 'Visible label of the switch to Italian',
    },
    italianName: {
      id: 'layout.language.it.name',
      defaultMessage: 'ITA – Italiano',
      description:
        'Accessible name of the switch to Italian: starts with the visible label (WCAG 2.5.3), then the language named in itself',
    },
    englishShort: {
      id: 'layout.language.en.short',
      defaultMessage: 'ENG',
      description: 'Visible label of the switch to English',
    },
    englishName: {
      id: 'layout.language.en.name',
      defaultMessage: 'ENG – English',
      description:
        'Accessible name of the switch to English: starts with the visible label (WCAG 2.5.3), then the language named in itself',
    },
    scrollToTop: {
      id: 'layout.scrollToTop',
      defaultMessage: 'Torna su',
      description: 'Accessible name of the button that scrolls back to the top of the page',
    },
  }),
};
