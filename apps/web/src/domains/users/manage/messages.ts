// The texts of user management (/tools/users, /tools/users/:code).
import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  title: { id: 'management.users.title', defaultMessage: 'Utenti', description: 'Heading of /tools/users' },
  search: {
    id: 'management.users.search',
    defaultMessage: 'Cerca per codice, nome, e-mail o cliente',
    description: 'Search box label of the users list',
  },
  typeFilter: { id: 'management.users.filter.type', defaultMessage: 'Tipo', description: 'Users filter' },
  stateFilter: { id: 'management.users.filter.state', defaultMessage: 'Stato', description: 'Users filter' },
  newUser: {
    id: 'management.users.new',
    defaultMessage: 'Nuovo utente',
    description: 'Button that opens the form of a new user',
  },
});

export const columnMessages = defineMessages({
  code: { id: 'management.users.col.code', defaultMessage: 'Codice', description: 'Users column' },
  name: { id: 'management.users.col.name', defaultMessage: 'Nome', description: 'Users column' },
  type: { id: 'management.users.col.type', defaultMessage: 'Tipo', description: 'Users column' },
  email: { id: 'management.users.col.email', defaultMessage: 'E-mail', description: 'Users column' },
  client: {
    id: 'management.users.col.client',
    defaultMessage: 'Cliente / agente',
    description: "Users column: a customer's client or an agent's record",
  },
  lastLogin: {
    id: 'management.users.col.lastLogin',
    defaultMessage: 'Ultimo accesso',
    description: 'Users column',
  },
  state: { id: 'management.users.col.state', defaultMessage: 'Stato', description: 'Users column' },
  created: { id: 'management.users.col.created', defaultMessage: 'Creato', description: 'Users column' },
});

/** A user's state, as a badge and as the list's filter. */
export const stateMessages = defineMessages({
  ACTIVE: { id: 'management.users.state.active', defaultMessage: 'Attivo', description: 'User state' },
  DEACTIVATED: {
    id: 'management.users.state.deactivated',
    defaultMessage: 'Disattivato',
    description: 'User state: cannot log in',
  },
  LOCKED: {
    id: 'management.users.state.locked',
    defaultMessage: 'Bloccato',
    description: 'User state: locked by failed logins',
  },
  mustChange: {
    id: 'management.users.state.mustChange',
    defaultMessage: 'Password provvisoria',
    description: 'Badge: the user must change the password at the next login',
  },
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
  code: { id: 'management.user.field.code', defaultMessage: 'Codice utente', description: 'User field' },
  codeHint: {
    id: 'management.user.field.codeHint',
    defaultMessage: 'Il nome con cui accede, es. mario.rossi: non si potrà cambiare.',
    description: 'Hint under the code of a new user',
  },
  type: { id: 'management.user.field.type', defaultMessage: 'Tipo', description: 'User field' },
  ownTypeHint: {
    id: 'management.user.field.ownTypeHint',
    defaultMessage: 'Il tuo tipo lo può cambiare solo un altro utente della direzione.',
    description: 'Hint under the type when management edits itself',
  },
  firstName: { id: 'management.user.field.firstName', defaultMessage: 'Nome', description: 'User field' },
  lastName: { id: 'management.user.field.lastName', defaultMessage: 'Cognome', description: 'User field' },
  namesHint: {
    id: 'management.user.field.namesHint',
    defaultMessage: 'Se li lasci vuoti, li chiederemo all’utente al primo accesso.',
    description: 'Hint under the names of a new user',
  },
  email: { id: 'management.user.field.email', defaultMessage: 'E-mail', description: 'User field' },
  language: { id: 'management.user.field.language', defaultMessage: 'Lingua', description: 'User field' },
  italian: { id: 'management.user.language.it', defaultMessage: 'Italiano', description: 'Language option' },
  english: { id: 'management.user.language.en', defaultMessage: 'Inglese', description: 'Language option' },
  client: {
    id: 'management.user.field.client',
    defaultMessage: 'Cliente (codice)',
    description: 'User field: the client a customer buys for',
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
  temporaryPassword: {
    id: 'management.user.field.temporaryPassword',
    defaultMessage: 'Password provvisoria',
    description: 'User field: the temporary password',
  },
  temporaryPasswordHint: {
    id: 'management.user.field.temporaryPasswordHint',
    defaultMessage:
      'Almeno {min} caratteri con lettere e cifre. Lasciala vuota e la genera il negozio. L’utente la cambierà al primo accesso.',
    description: 'Hint under the temporary password',
  },
  active: { id: 'management.user.field.active', defaultMessage: 'Attivo', description: 'User field (audit)' },
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
  locked: {
    id: 'management.user.field.locked',
    defaultMessage: 'Bloccato',
    description: 'User field (audit)',
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
  none: {
    id: 'management.user.clientPicker.none',
    defaultMessage: 'Nessun cliente trovato.',
    description: 'The client search found nothing',
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
  retry: { id: 'management.user.retry', defaultMessage: 'Riprova', description: 'Retry loading' },
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
  state: { id: 'management.user.access.state', defaultMessage: 'Stato', description: 'Access fact' },
  lastLogin: {
    id: 'management.user.access.lastLogin',
    defaultMessage: 'Ultimo accesso',
    description: 'Access fact',
  },
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
  password: { id: 'management.user.access.password', defaultMessage: 'Password', description: 'Access fact' },
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
  resetPassword: {
    id: 'management.user.resetPassword',
    defaultMessage: 'Password provvisoria',
    description: 'Button that opens the reset-password dialog',
  },
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
  deactivate: { id: 'management.user.deactivate', defaultMessage: 'Disattiva', description: 'Button' },
  reactivate: { id: 'management.user.reactivate', defaultMessage: 'Riattiva', description: 'Button' },
  deactivateTitle: {
    id: 'management.user.deactivate.title',
    defaultMessage: 'Disattivare {name}?',
    description: 'Title of the question before a user is deactivated',
  },
  deactivateText: {
    id: 'management.user.deactivate.text',
    defaultMessage:
      'L’utente esce subito da tutte le sessioni e non potrà più accedere finché non lo riattivi.',
    description: 'What deactivating a user does',
  },
  actionFailed: {
    id: 'management.user.actionFailed',
    defaultMessage: 'Operazione non riuscita: {reason}',
    description: 'Unlocking, deactivating or reactivating failed',
  },
  createTitle: {
    id: 'management.user.create.title',
    defaultMessage: 'Nuovo utente',
    description: 'Title of the dialog that creates a user',
  },
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
  generatedPassword: {
    id: 'management.user.generatedPassword',
    defaultMessage: 'Password provvisoria',
    description: 'Label of the generated temporary password',
  },
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
  yes: { id: 'management.user.yes', defaultMessage: 'Sì', description: 'A yes/no fact that is yes' },
  no: { id: 'management.user.no', defaultMessage: 'No', description: 'A yes/no fact that is no' },
});
