import { defineMessages } from 'react-intl';

export const guardMessages = defineMessages({
  checking: {
    id: 'management.guard.checking',
    defaultMessage: 'Verifica dei permessi…',
    description:
      'Accessible label of the spinner shown while the app learns who the user is, before a reserved-area page',
  },
  notAllowedTitle: {
    id: 'management.guard.notAllowed.title',
    defaultMessage: 'Non hai accesso a questa pagina',
    description: 'Heading of the page shown to a signed-in user who may not use a reserved-area page',
  },
  notAllowedText: {
    id: 'management.guard.notAllowed.text',
    defaultMessage:
      'Il tuo profilo non comprende questa funzione dell’area riservata. Se ti serve, chiedi all’amministratore.',
    description: 'Explanation on the "not allowed" page',
  },
  notAllowedHome: {
    id: 'management.guard.notAllowed.home',
    defaultMessage: 'Vai alla tua area',
    description: 'Link on the "not allowed" page to the user\'s own landing page (account or reserved area)',
  },
});
