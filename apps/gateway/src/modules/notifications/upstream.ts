// Notifications and the e-mail outbox: POST /api/notifications/list, /count, /read and
// /api/outbox/list, /retry, bound to the caller.
import {
  notificationsCountDataSchema,
  notificationsListDataSchema,
  notificationsReadDataSchema,
  outboxListDataSchema,
  outboxRetryDataSchema,
  REST_PATHS,
  type NotificationsListData,
  type NotificationsReadData,
  type OutboxListData,
  type OutboxMessage,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function notificationsUpstream(client: RestClient, who: CallIdentity) {
  return {
    list: (fields: FormFields): Promise<NotificationsListData> =>
      client.post(REST_PATHS.notificationsList, fields, notificationsListDataSchema, who),
    unreadCount: async (): Promise<number> =>
      (await client.post(REST_PATHS.notificationsCount, {}, notificationsCountDataSchema, who)).nonLette,
    markRead: (fields: FormFields): Promise<NotificationsReadData> =>
      client.post(REST_PATHS.notificationsRead, fields, notificationsReadDataSchema, who),
    outbox: (fields: FormFields): Promise<OutboxListData> =>
      client.post(REST_PATHS.outboxList, fields, outboxListDataSchema, who),
    retryOutbox: async (id: string): Promise<OutboxMessage> =>
      (await client.post(REST_PATHS.outboxRetry, { id }, outboxRetryDataSchema, who)).messaggio,
  };
}
