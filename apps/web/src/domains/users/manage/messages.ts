// The texts of user management (/tools/users, /tools/users/:code).
import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export const listMessages = defineMessages({
  search: {
    id: 'management.users.search',
    defaultMessage: 'Cerca per codice, nome, e-mail o cliente',
    description: 'Search box label of the users list',
  },
});

export const columnMessages = defineMessages({
  client: {
    id: 'management.users.col.client',
    defaultMessage: 'Cliente / agente',
    description: "Users column: a customer's client or an agent's record",
  },
});

/** A user's state, as a badge and as the list's filter. */
export const stateMessages = defineMessages({
  ACTIVE: manageCommonMessages.active,
  DEACTIVATED: manageCommonMessages.deactivated,
  LOCKED: manageCommonMessages.locked,
  mustChange: manageCommonMessages.temporaryPassword,
});

/** The user types (spec §6), with their letter. */
export const typeMessages = defineMessages({
  C: { id: 'management.users.type.C', defaultMessage: 'Cliente (C)', description: 'User type C' },
  WC: {
    id: 'management.users.type.WC',
    defaultMessage: 'Azienda registrata sul web (WC)',
    description: 'User type WC',
  },
  WU: {
    id: 'management.users.type.WU',
    defaultMessage: 'Privato registrato sul web (WU)',
    description: 'User type WU',
  },
  A: { id: 'management.users.type.A', defaultMessage: 'Agente (A)', description: 'User type A' },
  U: { id: 'management.users.type.U', defaultMessage: 'Ufficio vendite (U)', description: 'User type U' },
  X: {
    id: 'management.users.type.X',
    defaultMessage: 'Direzione (X)',
    description: 'User type X (management)',
  },
  F: { id: 'management.users.type.F', defaultMessage: 'Fiere (F)', description: 'User type F (fairs)' },
});

export const fieldMessages = defineMessages({
  codeHint: {
    id: 'management.user.field.codeHint',
    defaultMessage: 'Il nome con cui accede, es. mario.rossi: non si potrà cambiare.',
    description: 'Hint under the code of a new user',
  },
  ownTypeHint: {
    id: 'management.user.field.ownTypeHint',
    defaultMessage: 'Il tuo tipo lo può cambiare solo un altro utente della direzione.',
    description: 'Hint under the type when management edits itself',
  },
  namesHint: {
    id: 'management.user.field.namesHint',
    defaultMessage: 'Se li lasci vuoti, li chiederemo all’utente al primo accesso.',
    description: 'Hint under the names of a new user',
  },
  clientHint: {
    id: 'management.user.field.clientHint',
    defaultMessage: 'Il cliente per cui l’utente acquista: scrivi il codice o cercalo qui sotto.',
    description: 'Hint under the client of a customer user',
  },
  agent: {
    id: 'management.user.field.agent',
    defaultMessage: 'Scheda agente',
    description: 'User field: the agent record of an agent user',
  },
  chooseAgent: {
    id: 'management.user.field.chooseAgent',
    defaultMessage: 'Scegli l’agente…',
    description: 'Empty option of the agent select',
  },
  promotions: {
    id: 'management.user.field.promotions',
    defaultMessage: 'Vede le promozioni',
    description: 'User field: may see promotions',
  },
  temporaryPasswordHint: {
    id: 'management.user.field.temporaryPasswordHint',
    defaultMessage:
      'Almeno {min} caratteri con lettere e cifre. Lasciala vuota e la genera il negozio. L’utente la cambierà al primo accesso.',
    description: 'Hint under the temporary password',
  },
  mustChange: {
    id: 'management.user.field.mustChange',
    defaultMessage: 'Cambio password richiesto',
    description: 'User field (audit): must change the password',
  },
  passwordChangedAt: {
    id: 'management.user.field.passwordChangedAt',
    defaultMessage: 'Password impostata il',
    description: 'User field (audit): when the password was set',
  },
});

export const clientPickerMessages = defineMessages({
  search: {
    id: 'management.user.clientPicker.search',
    defaultMessage: 'Cerca nella rubrica clienti',
    description: 'Label of the search that finds the client of a customer user',
  },
  results: {
    id: 'management.user.clientPicker.results',
    defaultMessage: 'Clienti trovati',
    description: 'Accessible name of the list of clients found',
  },
  pick: {
    id: 'management.user.clientPicker.pick',
    defaultMessage: 'Scegli {code} {name}',
    description: 'Accessible name of a client found: choose it',
  },
  chosen: {
    id: 'management.user.clientPicker.chosen',
    defaultMessage: 'Cliente scelto: {code} · {name}',
    description: 'Announces the client chosen',
  },
});

export const recordMessages = defineMessages({
  loading: {
    id: 'management.user.loading',
    defaultMessage: 'Caricamento dell’utente…',
    description: 'While the user loads',
  },
  loadFailed: {
    id: 'management.user.loadFailed',
    defaultMessage: 'Non è stato possibile caricare l’utente.',
    description: 'Error when the user could not be loaded',
  },
  retry: commonMessages.retry,
  notFoundTitle: {
    id: 'management.user.notFound.title',
    defaultMessage: 'Utente non trovato',
    description: 'Heading when the user does not exist',
  },
  notFoundText: {
    id: 'management.user.notFound.text',
    defaultMessage: 'Non esiste un utente con codice {code}.',
    description: 'Text when the user does not exist',
  },
  backToList: {
    id: 'management.user.backToList',
    defaultMessage: 'Torna agli utenti',
    description: 'Link back to the users list',
  },
  subtitle: {
    id: 'management.user.subtitle',
    defaultMessage: '{code} · {type} · creato il {since}',
    description: "Under the user's name: code, type and creation day",
  },
  details: {
    id: 'management.user.section.details',
    defaultMessage: 'Dati dell’utente',
    description: "Section: the user's data",
  },
  editDetails: {
    id: 'management.user.editDetails',
    defaultMessage: 'Modifica dati dell’utente',
    description: 'Accessible name of the button that edits the user',
  },
  typeChangeNote: {
    id: 'management.user.typeChangeNote',
    defaultMessage: 'Cambiando il tipo, l’utente dovrà accedere di nuovo.',
    description: "Note in the form: a new type ends the user's sessions",
  },
  access: {
    id: 'management.user.section.access',
    defaultMessage: 'Accesso',
    description: "Section: the user's state, last login, lock and password",
  },
  state: manageCommonMessages.state,
  lastLogin: manageCommonMessages.lastLogin,
  never: { id: 'management.user.access.never', defaultMessage: 'Mai', description: 'Never logged in' },
  lock: { id: 'management.user.access.lock', defaultMessage: 'Blocco', description: 'Access fact: the lock' },
  lockedUntil: {
    id: 'management.user.access.lockedUntil',
    defaultMessage: 'Bloccato fino alle {time} dopo {count} tentativi falliti',
    description: 'The account is locked by failed logins until a time',
  },
  notLocked: {
    id: 'management.user.access.notLocked',
    defaultMessage: 'Nessun blocco',
    description: 'The account is not locked',
  },
  failures: {
    id: 'management.user.access.failures',
    defaultMessage:
      'Nessun blocco ({count, plural, one {# tentativo fallito} other {# tentativi falliti}} di recente)',
    description: 'Not locked, but with recent failed logins',
  },
  password: commonMessages.password,
  passwordTemporary: {
    id: 'management.user.access.passwordTemporary',
    defaultMessage: 'Provvisoria: da cambiare al prossimo accesso (impostata il {date})',
    description: 'The password is temporary',
  },
  passwordSet: {
    id: 'management.user.access.passwordSet',
    defaultMessage: 'Impostata il {date}',
    description: 'When the password was set',
  },
  unlock: { id: 'management.user.unlock', defaultMessage: 'Sblocca accesso', description: 'Button: unlock' },
  unlocked: {
    id: 'management.user.unlocked',
    defaultMessage: 'Accesso sbloccato: l’utente può entrare subito.',
    description: 'Announced after an unlock',
  },
  resetPassword: manageCommonMessages.temporaryPassword,
  resetTitle: {
    id: 'management.user.reset.title',
    defaultMessage: 'Password provvisoria per {name}',
    description: 'Title of the reset-password dialog',
  },
  resetText: {
    id: 'management.user.reset.text',
    defaultMessage:
      'L’utente esce da tutte le sessioni aperte e al prossimo accesso dovrà scegliere una nuova password. Un eventuale blocco per tentativi falliti termina.',
    description: 'What a password reset does',
  },
  resetSubmit: {
    id: 'management.user.reset.submit',
    defaultMessage: 'Imposta password provvisoria',
    description: 'Submit button of the reset-password dialog',
  },
  deactivate: manageCommonMessages.deactivate,
  reactivate: manageCommonMessages.reactivate,
  deactivateTitle: manageCommonMessages.confirmDeactivate,
  deactivateText: {
    id: 'management.user.deactivate.text',
    defaultMessage:
      'L’utente esce subito da tutte le sessioni e non potrà più accedere finché non lo riattivi.',
    description: 'What deactivating a user does',
  },
  actionFailed: manageCommonMessages.itDidNotWork,
  createTitle: manageCommonMessages.newUser,
  create: {
    id: 'management.user.create.submit',
    defaultMessage: 'Crea utente',
    description: 'Submit button of the new-user form',
  },
  createdTitle: {
    id: 'management.user.created.title',
    defaultMessage: 'Utente {code} creato',
    description: 'Title after a user was created',
  },
  generatedPassword: manageCommonMessages.temporaryPassword,
  generatedNote: {
    id: 'management.user.generatedNote',
    defaultMessage:
      'Comunicala all’utente: è mostrata solo ora. Al primo accesso dovrà sceglierne una nuova.',
    description: 'Under a generated temporary password: it is shown once',
  },
  typedNote: {
    id: 'management.user.typedNote',
    defaultMessage: 'Al primo accesso con la password che hai scelto, l’utente dovrà sceglierne una nuova.',
    description: 'After a typed temporary password was set',
  },
  copy: { id: 'management.user.copy', defaultMessage: 'Copia', description: 'Button: copy the password' },
  copied: { id: 'management.user.copied', defaultMessage: 'Copiata', description: 'The password was copied' },
  openUser: {
    id: 'management.user.open',
    defaultMessage: 'Apri la scheda dell’utente',
    description: "Button after creating a user: open the user's page",
  },
  done: { id: 'management.user.done', defaultMessage: 'Fatto', description: 'Button: close the dialog' },
  deactivatedNote: {
    id: 'management.user.deactivatedNote',
    defaultMessage: 'Questo utente è disattivato: non può accedere al negozio finché non lo riattivi.',
    description: 'Warning on the record of a deactivated user',
  },
  yes: manageCommonMessages.yes,
  no: manageCommonMessages.no,
});
