// A return's status as a badge (the same colours on both sides).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReturnStatus } from '../../../gql/graphql';
import { returnMessages as m } from './messages';

export const RETURN_STATUSES: readonly ReturnStatus[] = [
  'REQUESTED',
  'APPROVED',
  'PARTLY_APPROVED',
  'REJECTED',
];
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
      {intl.formatMessage(m[status])}
    </Badge>
  );
}
