import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  pageTitle: {
    id: 'auth.login.pageTitle',
    defaultMessage: 'Accedi – {shopName}',
    description: 'Browser tab title of the login page',
  },
  heading: {
    id: 'auth.login.heading',
    defaultMessage: 'Accedi al tuo account',
    description: 'Main heading of the login page',
  },
  intro: {
    id: 'auth.login.intro',
    defaultMessage: 'Entra con le credenziali che ti abbiamo fornito per vedere prezzi, promozioni e ordini.',
    description: 'Text under the login heading',
  },
  username: {
    id: 'auth.login.username',
    defaultMessage: 'Nome utente',
    description: 'Label of the user name field',
  },
  submitting: {
    id: 'auth.login.submitting',
    defaultMessage: 'Accesso in corso…',
    description: 'Text of the login button while the login is being checked',
  },
  usernameRequired: {
    id: 'auth.login.error.usernameRequired',
    defaultMessage: 'Inserisci il nome utente.',
    description: 'Field error: the user name is empty',
  },
  passwordRequired: {
    id: 'auth.login.error.passwordRequired',
    defaultMessage: 'Inserisci la password.',
    description: 'Field error: the password is empty',
  },
  wrongCredentials: {
    id: 'auth.login.error.wrongCredentials',
    defaultMessage: 'Nome utente o password non corretti.',
    description: 'Form error: the user name and password do not match an account',
  },
  locked: {
    id: 'auth.login.error.locked',
    defaultMessage:
      'Troppi tentativi non riusciti: l’accesso è bloccato per qualche minuto. Riprova più tardi.',
    description: 'Form error: the account is locked after too many failed attempts',
  },
  unreachable: {
    id: 'auth.login.error.unreachable',
    defaultMessage: 'Il servizio di accesso non risponde. Controlla la connessione e riprova tra poco.',
    description: 'Form error: the server could not be reached or the login service is not available',
  },
  backHome: {
    id: 'auth.login.backHome',
    defaultMessage: 'Torna al negozio',
    description: 'Link from the login page back to the home page',
  },
  accountMenu: {
    id: 'auth.menu.trigger',
    defaultMessage: 'Account di {name}',
    description: 'Accessible name of the header account menu button of a logged-in user',
  },
  myArea: {
    id: 'auth.menu.myArea',
    defaultMessage: 'La mia area',
    description: 'Account menu item: the landing page of the user (account or reserved area)',
  },
  logout: {
    id: 'auth.menu.logout',
    defaultMessage: 'Esci',
    description: 'Account menu item that logs the user out',
  },
  logoutFailed: {
    id: 'auth.menu.logoutFailed',
    defaultMessage: 'Uscita non riuscita: il servizio non risponde. Riprova.',
    description: 'Shown next to the account menu when the logout call fails (the user is still signed in)',
  },
});
