import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export const outboxMessages = defineMessages({
  subtitle: {
    id: 'management.outbox.subtitle',
    defaultMessage:
      'Ogni e-mail che il negozio ha da spedire, con il suo stato. Se il server di posta non risponde il negozio riprova da solo, a intervalli crescenti; dopo l’ultimo tentativo l’e-mail resta «non inviata» finché non la rimandi.',
    description: 'Text under the outbox title: what the page shows and how retries work',
  },
  search: {
    id: 'management.outbox.search',
    defaultMessage: 'Cerca destinatario o oggetto',
    description: 'Label of the outbox search box',
  },
  retry: {
    id: 'management.outbox.retry',
    defaultMessage: 'Rimanda',
    description: 'Button of an outbox row: send the e-mail again now',
  },
  retryNamed: {
    id: 'management.outbox.retry.named',
    defaultMessage: 'Rimanda l’e-mail a {recipient}: {subject}',
    description: 'Accessible name of the retry button of one e-mail',
  },
  retried: {
    id: 'management.outbox.retried',
    defaultMessage: 'L’e-mail a {recipient} è di nuovo in coda: parte al prossimo giro del negozio.',
    description: 'Announced after a retry was accepted',
  },
  retryFailed: {
    id: 'management.outbox.retryFailed',
    defaultMessage: 'Non è stato possibile rimandare l’e-mail: {reason}',
    description: 'A retry was refused (reason from the shop)',
  },
  unreachable: {
    id: 'management.outbox.unreachable',
    defaultMessage: 'il negozio non risponde. Riprova tra poco.',
    description: 'Reason of a failed retry when the shop did not answer',
  },
});

export const outboxColumnMessages = defineMessages({
  subject: {
    id: 'management.outbox.col.subject',
    defaultMessage: 'Oggetto',
    description: 'Outbox column: subject',
  },
  attempts: {
    id: 'management.outbox.col.attempts',
    defaultMessage: 'Tentativi',
    description: 'Outbox column: attempts made',
  },
  nextAttempt: {
    id: 'management.outbox.col.nextAttempt',
    defaultMessage: 'Prossimo tentativo',
    description: 'Outbox column: when the next attempt is due',
  },
  lastError: {
    id: 'management.outbox.col.lastError',
    defaultMessage: 'Ultimo errore',
    description: 'Outbox column: what the mail server answered last',
  },
});

/** The states as the grid names them (OutboxStatus). */
export const outboxStatusMessages = defineMessages({
  PENDING: commonMessages.waiting,
  SENDING: {
    id: 'management.outbox.status.sending',
    defaultMessage: 'In invio',
    description: 'E-mail state: being sent now',
  },
  SENT: manageCommonMessages.sent,
  LOGGED: {
    id: 'management.outbox.status.logged',
    defaultMessage: 'Solo nel log',
    description: 'E-mail state: no mail server configured, written to the log (nobody received it)',
  },
  FAILED: {
    id: 'management.outbox.status.failed',
    defaultMessage: 'Non inviata',
    description: 'E-mail state: failed for good',
  },
});
