// A quote's status as a coloured badge (the grids, the record's header and its history).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QuoteStatus } from '../../gql/graphql';
import { quoteStatusMessages } from './messages';

const STATUS_PALETTE: Record<QuoteStatus, string> = {
  REQUESTED: 'blue',
  DRAFT: 'gray',
  PENDING_APPROVAL: 'teal',
  SENT: 'purple',
  CHANGES_REQUESTED: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
  EXPIRED: 'orange',
};

export function QuoteStatusBadge({ status, size }: { status: QuoteStatus; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size={size} data-testid="quote-status">
      {intl.formatMessage(quoteStatusMessages[status])}
    </Badge>
  );
}
