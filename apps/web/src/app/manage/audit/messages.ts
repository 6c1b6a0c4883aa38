import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../common-messages';

export const auditMessages = defineMessages({
  heading: {
    id: 'management.audit.heading',
    defaultMessage: 'Registro delle modifiche',
    description: 'Heading of the audit log panel on a record page (who changed what, when)',
  },
  loading: {
    id: 'management.audit.loading',
    defaultMessage: 'Caricamento del registro…',
    description: 'Accessible text while the audit log loads',
  },
  empty: {
    id: 'management.audit.empty',
    defaultMessage: 'Nessuna modifica registrata.',
    description: 'The record has no audit entries',
  },
  failed: {
    id: 'management.audit.failed',
    defaultMessage: 'Non è stato possibile caricare il registro delle modifiche.',
    description: 'The audit log could not be loaded',
  },
  who: {
    id: 'management.audit.who',
    defaultMessage: '{name} ({code})',
    description: 'Who made a change: full name and user code',
  },
  onBehalf: {
    id: 'management.audit.onBehalf',
    defaultMessage: 'per il cliente {client}',
    description: 'The client a change was made on behalf of (client code)',
  },
  field: {
    id: 'management.audit.field',
    defaultMessage: 'Campo',
    description: 'Column header: the field that changed',
  },
  before: {
    id: 'management.audit.before',
    defaultMessage: 'Prima',
    description: 'Column header: the value before the change',
  },
  after: {
    id: 'management.audit.after',
    defaultMessage: 'Dopo',
    description: 'Column header: the value after the change',
  },
  line: {
    id: 'management.audit.line',
    defaultMessage: 'Riga {code}',
    description: 'Audit field: the line of a product in an order (product code)',
  },
  none: {
    id: 'management.audit.none',
    defaultMessage: '(vuoto)',
    description: 'A value that was or became empty in the audit log',
  },
  previous: {
    id: 'management.audit.previous',
    defaultMessage: 'Più recenti',
    description: 'Button: the newer audit entries (previous page)',
  },
  next: {
    id: 'management.audit.next',
    defaultMessage: 'Meno recenti',
    description: 'Button: the older audit entries (next page)',
  },
});

/** The actions the API records; others are shown as the API names them. */
export const actionMessages = defineMessages({
  create: {
    id: 'management.audit.action.create',
    defaultMessage: 'Creazione',
    description: 'Audit action: a record was created',
  },
  update: {
    id: 'management.audit.action.update',
    defaultMessage: 'Modifica',
    description: 'Audit action: a record was changed',
  },
  delete: {
    id: 'management.audit.action.delete',
    defaultMessage: 'Eliminazione',
    description: 'Audit action: a record was deleted',
  },
  assign: {
    id: 'management.audit.action.assign',
    defaultMessage: 'Assegnazione',
    description: 'Audit action: a client was assigned to an agent',
  },
  placeFor: {
    id: 'management.audit.action.placeFor',
    defaultMessage: 'Ordine per il cliente',
    description: 'Audit action: an order was placed on behalf of a client',
  },
  deactivate: {
    id: 'management.audit.action.deactivate',
    defaultMessage: 'Disattivazione',
    description: 'Audit action: a user or a supplier was deactivated',
  },
  reactivate: {
    id: 'management.audit.action.reactivate',
    defaultMessage: 'Riattivazione',
    description: 'Audit action: a user or a supplier was made active again',
  },
  resetPassword: manageCommonMessages.temporaryPassword,
  unlock: {
    id: 'management.audit.action.unlock',
    defaultMessage: 'Sblocco dell’accesso',
    description: 'Audit action: management ended the lock that failed logins put on a user',
  },
  activate: {
    id: 'management.audit.action.activate',
    defaultMessage: 'Attivazione',
    description: 'Audit action: a promotion was published (made active)',
  },
  publish: {
    id: 'management.audit.action.publish',
    defaultMessage: 'Pubblicazione',
    description: 'Audit action: a new version of a policy (privacy, sale conditions) was published',
  },
  reorder: {
    id: 'management.audit.action.reorder',
    defaultMessage: 'Nuovo ordine',
    description: 'Audit action: the entries of a configuration list were put in a new order',
  },
  retry: {
    id: 'management.audit.action.retry',
    defaultMessage: 'Nuovo invio',
    description: 'Audit action: an e-mail of the outbox was sent again by hand',
  },
  status: {
    id: 'management.audit.action.status',
    defaultMessage: 'Cambio di stato',
    description: 'Audit action: an order was moved to another status (confirmed, in preparation, cancelled…)',
  },
  closeRest: {
    id: 'management.audit.action.closeRest',
    defaultMessage: 'Chiusura del residuo',
    description: 'Audit action: the rest of a partly shipped order was closed (it will not ship)',
  },
  ship: {
    id: 'management.audit.action.ship',
    defaultMessage: 'Spedizione',
    description: 'Audit action: goods of an order were shipped with a delivery note (DDT)',
  },
  invoice: {
    id: 'management.audit.action.invoice',
    defaultMessage: 'Fatturazione',
    description: 'Audit action: delivery notes of an order were invoiced',
  },
  invoiced: {
    id: 'management.audit.action.invoiced',
    defaultMessage: 'Ordine fatturato',
    description: 'Audit action: the order became invoiced (every delivery note of it is invoiced)',
  },
  editLines: {
    id: 'management.audit.action.editLines',
    defaultMessage: 'Modifica delle righe',
    description: 'Audit action: the lines of an order were changed by the office',
  },
  approve: {
    id: 'management.audit.action.approve',
    defaultMessage: 'Approvazione',
    description: 'Audit action: an order waiting for approval was approved',
  },
  reject: {
    id: 'management.audit.action.reject',
    defaultMessage: 'Rifiuto',
    description: 'Audit action: an order waiting for approval was rejected',
  },
  'issue.open': {
    id: 'management.audit.action.issueOpen',
    defaultMessage: 'Segnalazione di un problema',
    description: 'Audit action: a problem with an order was reported',
  },
  'issue.status': {
    id: 'management.audit.action.issueStatus',
    defaultMessage: 'Stato della segnalazione',
    description: 'Audit action: the status of a reported problem with an order changed',
  },
  takeoverCart: {
    id: 'management.audit.action.takeoverCart',
    defaultMessage: 'Carrello del cliente preso in carico',
    description: 'Audit action: a staff user took over the cart the client had filled himself',
  },
});

/** The user types, as the audit log names who acted. */
export const actorTypeMessages = defineMessages({
  A: manageCommonMessages.agent,
  X: {
    id: 'management.audit.actor.X',
    defaultMessage: 'direzione',
    description: 'User type X (management) in the audit log',
  },
  U: {
    id: 'management.audit.actor.U',
    defaultMessage: 'ufficio vendite',
    description: 'User type U (sales office) in the audit log',
  },
  F: {
    id: 'management.audit.actor.F',
    defaultMessage: 'fiere',
    description: 'User type F (fairs) in the audit log',
  },
  C: manageCommonMessages.customer,
  WC: manageCommonMessages.customer,
  WU: manageCommonMessages.customer,
});
