import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  notFoundTitle: {
    id: 'errors.notFound.title',
    defaultMessage: 'Pagina non trovata',
    description: 'Heading of the 404 page',
  },
  notFoundText: {
    id: 'errors.notFound.text',
    defaultMessage: 'La pagina che cerchi non esiste o è stata spostata.',
    description: 'Text of the 404 page: the page does not exist',
  },
  backHome: {
    id: 'errors.backHome',
    defaultMessage: 'Torna alla home',
    description: 'Link from an error page to the home page',
  },
  crashTitle: {
    id: 'errors.crash.title',
    defaultMessage: 'Qualcosa è andato storto',
    description: 'Heading shown when a page fails with an unexpected error',
  },
  crashText: {
    id: 'errors.crash.text',
    defaultMessage: 'Si è verificato un errore imprevisto. Riprova tra poco.',
    description: 'Text shown when a page fails with an unexpected error',
  },
  pageTitle: {
    id: 'errors.pageTitle',
    defaultMessage: '{title} | {shopName}',
    description: 'Browser tab title of an error page: page heading and shop name',
  },
});
