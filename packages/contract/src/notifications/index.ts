// Notifications: the inbox, toasts and the e-mail outbox.
export * from './notifications';
