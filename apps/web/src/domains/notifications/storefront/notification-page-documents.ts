// The notifications page's query and the mark-read mutation (in the page's chunk).
import { graphql } from '../../../gql';

export const NotificationsPageQuery = graphql(`
  query NotificationsPage($page: Int, $pageSize: Int, $unreadOnly: Boolean, $language: Language) {
    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, language: $language) {
      items {
        ...NotificationItem_notification
      }
      total
      page
      pageSize
      unreadCount
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all) {
      updatedCount
      unreadCount
    }
  }
`);
