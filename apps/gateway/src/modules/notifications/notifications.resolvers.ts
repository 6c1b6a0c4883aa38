// Notifications (any signed-in user, their own) and the e-mail outbox (management): thin resolvers
// over the REST calls, mapped in notifications.mapping.ts.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import {
  NOTIFICATION_FIELDS,
  toNotification,
  toOutboxListFields,
  toOutboxMessage,
  toRestOrder,
} from './notifications.mapping';

const asFieldError = (error: unknown) => renameFields(error, (field) => NOTIFICATION_FIELDS[field]);

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_root, args, { upstream }) => {
      const page = await upstream.notifications
        .list({
          page: args.page ?? 1,
          pageSize: args.pageSize ?? 20,
          soloNonLette: args.unreadOnly ? 'S' : undefined,
          ordine: toRestOrder(args.order),
          Lingua: args.language ? toRestLanguage(args.language) : undefined,
        })
        .catch(asFieldError);
      const { items, nonLette, ...rest } = page;
      return { ...rest, items: items.map(toNotification), unreadCount: nonLette };
    },
    unreadNotificationCount: (_root, _args, { upstream }) => upstream.notifications.unreadCount(),
    outbox: async (_root, args, { upstream }) => {
      const page = await upstream.notifications.outbox(toOutboxListFields(args)).catch(asFieldError);
      return { ...page, items: page.items.map(toOutboxMessage) };
    },
  },
  Mutation: {
    markNotificationsRead: async (_root, { ids, all }, { upstream }) => {
      const result = await upstream.notifications
        .markRead({ ids: ids?.join(','), tutte: all ? 'S' : undefined })
        .catch(asFieldError);
      return { updatedCount: result.aggiornate, unreadCount: result.nonLette };
    },
    retryOutboxMessage: async (_root, { id }, { upstream }) =>
      toOutboxMessage(await upstream.notifications.retryOutbox(id).catch(asFieldError)),
  },
};
