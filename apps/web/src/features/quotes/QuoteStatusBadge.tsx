// A quote's status as a coloured, translated badge (the customer's list and quote page).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QuoteStatus } from '../../gql/graphql';
import { quoteStatusMessages } from './messages';

const PALETTE: Record<QuoteStatus, string> = {
  REQUESTED: 'blue',
  DRAFT: 'gray',
  PENDING_APPROVAL: 'gray',
  SENT: 'purple',
  CHANGES_REQUESTED: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
  EXPIRED: 'orange',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status]} variant="surface" size="md" data-testid="quote-status">
      {intl.formatMessage(quoteStatusMessages[status])}
    </Badge>
  );
}
