// An order's status as a coloured badge: the customer's pages (surface, md) and the reserved area's
// grid, record header and history (subtle, the size they ask for). One palette, one set of texts.
import { StatusBadge } from '../../../app/storefront-ui/StatusBadge';
import type { OrderStatus } from '../../../gql/graphql';
import { orderStatusMessages, type OrderStatusName } from './status-messages';

const STATUS_PALETTE: Record<OrderStatus, string> = {
  RECEIVED: 'blue',
  CONFIRMED: 'purple',
  IN_PREPARATION: 'cyan',
  PARTLY_SHIPPED: 'yellow',
  SHIPPED: 'orange',
  INVOICED: 'green',
  DELIVERED: 'green',
  CANCELLED: 'gray',
  WAITING_APPROVAL: 'teal',
  REJECTED: 'red',
};

interface OrderStatusBadgeProps {
  status: OrderStatus | OrderStatusName;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'subtle' | 'surface';
}

export function OrderStatusBadge({ status, size, variant }: OrderStatusBadgeProps) {
  return (
    <StatusBadge
      status={status}
      palette={STATUS_PALETTE}
      messages={orderStatusMessages}
      testId="order-status"
      size={size}
      variant={variant}
    />
  );
}
