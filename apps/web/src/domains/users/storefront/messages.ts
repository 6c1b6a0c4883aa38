import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export const accountMessages = defineMessages({
  accountTitle: commonMessages.myAccount,
  welcome: {
    id: 'account.welcome',
    defaultMessage: 'Benvenuto, {name}',
    description: 'Greeting at the top of the account page and the reserved area',
  },
  profile: {
    id: 'account.profile.heading',
    defaultMessage: 'I tuoi dati',
    description: 'Heading of the block with the user data',
  },
  userCode: commonMessages.userCode,
  email: {
    id: 'account.profile.email',
    defaultMessage: 'Email',
    description: 'Label of the email address',
  },
  role: commonMessages.profile,
  nextSteps: {
    id: 'account.next.heading',
    defaultMessage: 'Cosa puoi fare',
    description: 'Heading of the block of links to what the user can do next',
  },
  browse: {
    id: 'account.next.browse',
    defaultMessage: 'Sfoglia il catalogo per categoria o marchio dal menu',
    description: 'Link to the home page, where the menu lists categories and brands',
  },
  promotionsAllowed: {
    id: 'account.next.promotions',
    defaultMessage: 'Il tuo profilo vede le promozioni riservate ai clienti, elencate nel menu.',
    description: 'Note for users whose autorizzazioni.promozioni is S',
  },
  fairs: commonMessages.yourFairs,
  noFairs: {
    id: 'account.fairs.none',
    defaultMessage: 'Non hai fiere assegnate.',
    description: 'Shown to a type F user with no fairs',
  },
  fairTitle: {
    id: 'account.fair.title',
    defaultMessage: 'Fiera {name}',
    description: 'Tab title of the fair detail page',
  },
  fairCode: {
    id: 'account.fair.code',
    defaultMessage: 'Codice fiera',
    description: 'Label of the fair code on the fair detail page',
  },
  backToArea: {
    id: 'account.fair.back',
    defaultMessage: 'Torna all’area riservata',
    description: 'Link from the fair detail page to the reserved area',
  },
  otherFairs: {
    id: 'account.fair.others',
    defaultMessage: 'Altre fiere',
    description: 'Heading of the list of the other fairs of the user on the fair detail page',
  },
  loading: commonMessages.loading,
  fairPlace: {
    id: 'account.fair.place',
    defaultMessage: 'Luogo',
    description: 'Label of the place of a fair',
  },
  fairDates: {
    id: 'account.fair.dates',
    defaultMessage: 'Date',
    description: 'Label of the first and last day of a fair',
  },
});

/** The kind of user by tipo (spec §6). */
export const roleMessages = defineMessages({
  C: commonMessages.customer,
  WC: {
    id: 'account.role.WC',
    defaultMessage: 'Cliente web',
    description: 'Kind of user for tipo WC',
  },
  WU: {
    id: 'account.role.WU',
    defaultMessage: 'Utente web',
    description: 'Kind of user for tipo WU',
  },
  A: commonMessages.agent,
  X: {
    id: 'account.role.X',
    defaultMessage: 'Amministrazione',
    description: 'Kind of user for tipo X',
  },
  U: {
    id: 'account.role.U',
    defaultMessage: 'Ufficio commerciale',
    description: 'Kind of user for tipo U',
  },
  F: commonMessages.fairs,
});
