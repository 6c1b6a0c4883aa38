import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  accountTitle: {
    id: 'account.account.title',
    defaultMessage: 'Il mio account',
    description: 'Heading and tab title of the account page of customers (C, WC, WU)',
  },
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
  userCode: {
    id: 'account.profile.code',
    defaultMessage: 'Codice utente',
    description: 'Label of the user code',
  },
  email: {
    id: 'account.profile.email',
    defaultMessage: 'Email',
    description: 'Label of the email address',
  },
  role: {
    id: 'account.profile.role',
    defaultMessage: 'Profilo',
    description: 'Label of the kind of user',
  },
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
  fairs: {
    id: 'account.fairs.heading',
    defaultMessage: 'Le tue fiere',
    description: 'Heading of the list of fairs of a type F user',
  },
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
  loading: {
    id: 'account.loading',
    defaultMessage: 'Caricamento…',
    description: 'Accessible text while the signed-in user is being loaded',
  },
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
  C: {
    id: 'account.role.C',
    defaultMessage: 'Cliente',
    description: 'Kind of user for tipo C',
  },
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
  A: {
    id: 'account.role.A',
    defaultMessage: 'Agente',
    description: 'Kind of user for tipo A',
  },
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
  F: {
    id: 'account.role.F',
    defaultMessage: 'Fiere',
    description: 'Kind of user for tipo F',
  },
});
