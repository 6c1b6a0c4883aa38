// The order statuses, named once for the customer's pages and the reserved area's grids and records.
import { defineMessages } from 'react-intl';

export const orderStatusMessages = defineMessages({
  RECEIVED: { id: 'orders.status.received', defaultMessage: 'Ricevuto', description: 'Order status' },
  CONFIRMED: { id: 'orders.status.confirmed', defaultMessage: 'Confermato', description: 'Order status' },
  IN_PREPARATION: {
    id: 'orders.status.inPreparation',
    defaultMessage: 'In preparazione',
    description: 'Order status: being prepared in the warehouse',
  },
  PARTLY_SHIPPED: {
    id: 'orders.status.partlyShipped',
    defaultMessage: 'Spedito in parte',
    description: 'Order status: part shipped, the rest still to ship',
  },
  SHIPPED: { id: 'orders.status.shipped', defaultMessage: 'Spedito', description: 'Order status' },
  INVOICED: { id: 'orders.status.invoiced', defaultMessage: 'Fatturato', description: 'Order status' },
  DELIVERED: {
    id: 'orders.status.delivered',
    defaultMessage: 'Consegnato',
    description: 'Order status no longer used (old orders): delivered',
  },
  CANCELLED: { id: 'orders.status.cancelled', defaultMessage: 'Annullato', description: 'Order status' },
  WAITING_APPROVAL: {
    id: 'orders.status.waitingApproval',
    defaultMessage: 'In approvazione',
    description: 'Order status: waiting for an approver before it goes ahead',
  },
  REJECTED: {
    id: 'orders.status.rejected',
    defaultMessage: 'Respinto',
    description: 'Order status: rejected by an approver (final)',
  },
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
