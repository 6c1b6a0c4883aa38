// An issue's status as a coloured badge: the order's issues (customer and staff) and the reserved
// area's issues grid. One palette, one set of texts.
import { StatusBadge } from '../../../app/storefront-ui/StatusBadge';
import type { OrderIssueStatus } from '../../../gql/graphql';
import { issueStatusMessages } from './status-messages';

const STATUS_PALETTE: Record<OrderIssueStatus, string> = {
  OPEN: 'orange',
  IN_PROGRESS: 'blue',
  CLOSED: 'green',
};

export function IssueStatusBadge({ status }: { status: OrderIssueStatus }) {
  return (
    <StatusBadge
      status={status}
      palette={STATUS_PALETTE}
      messages={issueStatusMessages}
      testId="order-issue-status"
    />
  );
}
