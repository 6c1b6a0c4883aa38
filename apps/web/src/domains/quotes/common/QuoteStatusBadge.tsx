// A quote's status as a coloured badge: the reserved area's grids, record header and history (every
// status by its own name; PENDING_APPROVAL teal, apart from a gray draft) and the customer's list
// and quote page (`customer`: a quote waiting for the internal approval looks like a draft).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QuoteStatus } from '../../../gql/graphql';
import { quoteStatusMessages, staffQuoteStatusMessages } from './status-messages';

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

interface QuoteStatusBadgeProps {
  status: QuoteStatus;
  size?: 'sm' | 'md' | 'lg';
  /** The customer's view: surface badge, and the internal approval shown as the draft it is to them. */
  customer?: boolean;
}

export function QuoteStatusBadge({ status, size, customer = false }: QuoteStatusBadgeProps) {
  const intl = useIntl();
  const palette = STATUS_PALETTE[customer && status === 'PENDING_APPROVAL' ? 'DRAFT' : status];
  const label = (customer ? quoteStatusMessages : staffQuoteStatusMessages)[status];
  return (
    <Badge
      colorPalette={palette}
      variant={customer ? 'surface' : 'subtle'}
      size={customer ? 'md' : size}
      data-testid="quote-status"
    >
      {intl.formatMessage(label)}
    </Badge>
  );
}
