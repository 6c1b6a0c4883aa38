// The order statuses, named once for the customer's pages and the reserved area's grids and records.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export const orderStatusMessages = defineMessages({
  RECEIVED: commonMessages.received,
  CONFIRMED: commonMessages.confirmed,
  IN_PREPARATION: commonMessages.inPreparation,
  PARTLY_SHIPPED: commonMessages.partlyShipped,
  SHIPPED: commonMessages.shipped,
  INVOICED: commonMessages.invoiced,
  DELIVERED: commonMessages.delivered,
  CANCELLED: commonMessages.cancelled,
  WAITING_APPROVAL: commonMessages.waitingForApproval,
  REJECTED: commonMessages.rejected,
});

/** The statuses an order can be in, in their order (the history filter offers these). */
export const ORDER_STATUSES = [
  'WAITING_APPROVAL',
  'RECEIVED',
  'CONFIRMED',
  'IN_PREPARATION',
  'PARTLY_SHIPPED',
  'SHIPPED',
  'INVOICED',
  'CANCELLED',
  'REJECTED',
] as const;
/** DELIVERED is deprecated in the schema (delivered orders are INVOICED) but still a value of the enum. */
export type OrderStatusName = (typeof ORDER_STATUSES)[number] | 'DELIVERED';
