// A return's status as a badge (the same colours on both sides).
import { StatusBadge } from '../../../app/storefront-ui/StatusBadge';
import type { ReturnStatus } from '../../../gql/graphql';
import { returnStatusMessages } from './status-messages';

const PALETTE: Record<ReturnStatus, string> = {
  REQUESTED: 'orange',
  APPROVED: 'green',
  PARTLY_APPROVED: 'teal',
  REJECTED: 'red',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <StatusBadge status={status} palette={PALETTE} messages={returnStatusMessages} testId="return-status" />
  );
}
