// A return's statuses, named once for the customer's pages and the reserved area's grid and record.
import { defineMessages } from 'react-intl';
import type { ReturnStatus } from '../../../gql/graphql';
import { commonMessages } from '../../../i18n/common-messages';

export const RETURN_STATUSES: readonly ReturnStatus[] = [
  'REQUESTED',
  'APPROVED',
  'PARTLY_APPROVED',
  'REJECTED',
];

export const returnStatusMessages = defineMessages({
  REQUESTED: commonMessages.waiting,
  APPROVED: {
    id: 'returns.status.approved',
    defaultMessage: 'Approvato',
    description: 'Return status: approved as asked',
  },
  PARTLY_APPROVED: {
    id: 'returns.status.partlyApproved',
    defaultMessage: 'Approvato in parte',
    description: 'Return status: approved for less than asked',
  },
  REJECTED: {
    id: 'returns.status.rejected',
    defaultMessage: 'Rifiutato',
    description: 'Return status: rejected',
  },
});
