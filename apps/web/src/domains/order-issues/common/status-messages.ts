// An issue's statuses and kinds, for the customer's order page and the reserved area's grid and
// record: the statuses named once (the kinds' names are in storefront/messages.ts).
import { defineMessages } from 'react-intl';
import type { OrderIssueKind, OrderIssueStatus } from '../../../gql/graphql';

export const ISSUE_KINDS: readonly OrderIssueKind[] = ['DAMAGED', 'MISSING', 'WRONG_ITEM', 'LATE', 'OTHER'];
export const ISSUE_STATUSES: readonly OrderIssueStatus[] = ['OPEN', 'IN_PROGRESS', 'CLOSED'];

export const issueStatusMessages = defineMessages({
  OPEN: { id: 'orderIssues.status.open', defaultMessage: 'Aperta', description: 'Issue status' },
  IN_PROGRESS: {
    id: 'orderIssues.status.inProgress',
    defaultMessage: 'In lavorazione',
    description: 'Issue status',
  },
  CLOSED: { id: 'orderIssues.status.closed', defaultMessage: 'Chiusa', description: 'Issue status' },
});
