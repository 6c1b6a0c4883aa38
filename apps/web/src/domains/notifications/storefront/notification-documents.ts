// The notifications' GraphQL documents: the bell's count (first load), the page's list and the
// mark-read mutation (lazy, with the page).
import { graphql } from '../../../gql';

export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);
