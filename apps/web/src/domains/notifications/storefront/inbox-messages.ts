import { defineMessages } from 'react-intl';

// The in-app notifications (bell, /notifiche); the toasts' texts are in messages.ts.
export const inboxMessages = defineMessages({
  bellCount: {
    id: 'notifications.bell.count',
    defaultMessage: '{count, plural, one {# non letta} other {# non lette}}',
    description: 'Second part of the header bell’s accessible name: how many notifications are unread',
  },
  intro: {
    id: 'notifications.intro',
    defaultMessage: 'Gli avvisi sui tuoi ordini e sulla tua attività nel negozio.',
    description: 'Text under the notifications page title',
  },
  unreadOnly: {
    id: 'notifications.unreadOnly',
    defaultMessage: 'Solo non lette',
    description: 'Checkbox: show only the unread notifications',
  },
  markAllRead: {
    id: 'notifications.markAllRead',
    defaultMessage: 'Segna tutte come lette',
    description: 'Button: mark every notification read',
  },
  markRead: {
    id: 'notifications.markRead',
    defaultMessage: 'Segna come letta',
    description: 'Button on one notification: mark it read (its title follows for screen readers)',
  },
  markReadNamed: {
    id: 'notifications.markRead.named',
    defaultMessage: 'Segna come letta: {title}',
    description: 'Accessible name of the mark-read button of one notification',
  },
  unread: {
    id: 'notifications.unread',
    defaultMessage: 'Non letta',
    description: 'Badge of an unread notification',
  },
  empty: {
    id: 'notifications.empty',
    defaultMessage: 'Non hai notifiche.',
    description: 'The user has no notifications at all',
  },
  emptyUnread: {
    id: 'notifications.emptyUnread',
    defaultMessage: 'Hai letto tutte le notifiche.',
    description: 'Only unread shown, and there is none',
  },
  loading: {
    id: 'notifications.loading',
    defaultMessage: 'Caricamento delle notifiche…',
    description: 'Spinner label while the notifications load',
  },
  loadFailed: {
    id: 'notifications.loadFailed',
    defaultMessage: 'Non è stato possibile caricare le notifiche. Riprova tra poco.',
    description: 'The notifications could not be loaded',
  },
  more: {
    id: 'notifications.more',
    defaultMessage: 'Mostra altre',
    description: 'Button: load the next notifications',
  },
  actionFailed: {
    id: 'notifications.actionFailed',
    defaultMessage: 'Non è stato possibile segnare le notifiche come lette. Riprova.',
    description: 'Marking read failed',
  },
  summary: {
    id: 'notifications.summary',
    defaultMessage:
      '{total, plural, one {# notifica} other {# notifiche}}, {unread, plural, one {# non letta} other {# non lette}}',
    description: 'Counts above the notification list',
  },
});
