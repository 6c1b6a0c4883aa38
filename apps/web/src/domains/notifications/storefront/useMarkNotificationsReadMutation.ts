// Marks notifications read (some, or all): the bell's count in the cache takes the answer's
// unread count at once, and the page's list loads again (an unread-only list loses them).
import { useMutation } from '@apollo/client/react';
import { UnreadNotificationCountQuery } from './notification-documents';
import { MarkNotificationsReadMutation } from './notification-page-documents';

export function useMarkNotificationsReadMutation() {
  const [mutate, { loading }] = useMutation(MarkNotificationsReadMutation, {
    refetchQueries: ['NotificationsPage'],
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: UnreadNotificationCountQuery,
        data: { __typename: 'Query', unreadNotificationCount: data.markNotificationsRead.unreadCount },
      });
    },
  });
  /** True when the shop answered. */
  const markRead = async (target: { ids: string[] } | 'all'): Promise<boolean> => {
    try {
      await mutate({ variables: target === 'all' ? { all: true } : { ids: target.ids } });
      return true;
    } catch {
      return false;
    }
  };
  return { markRead, marking: loading };
}
