// An issue's status as a coloured badge: the order's issues (customer and staff) and the reserved
// area's issues grid. One palette, one set of texts.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { OrderIssueStatus } from '../../../gql/graphql';
import { issueStatusMessages } from './status-messages';

const STATUS_PALETTE: Record<OrderIssueStatus, string> = {
  OPEN: 'orange',
  IN_PROGRESS: 'blue',
  CLOSED: 'green',
};

export function IssueStatusBadge({ status }: { status: OrderIssueStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="order-issue-status">
      {intl.formatMessage(issueStatusMessages[status])}
    </Badge>
  );
}
