// A return's status as a badge (the same colours on both sides).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReturnStatus } from '../../../gql/graphql';
import { returnStatusMessages } from './status-messages';

const PALETTE: Record<ReturnStatus, string> = {
  REQUESTED: 'orange',
  APPROVED: 'green',
  PARTLY_APPROVED: 'teal',
  REJECTED: 'red',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="return-status">
      {intl.formatMessage(returnStatusMessages[status])}
    </Badge>
  );
}
