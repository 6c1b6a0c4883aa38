// An order's status as a coloured badge (the grid, the record's header and its history).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../gql/graphql';
import { orderStatusMessages } from './messages';

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

export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size={size} data-testid="order-status">
      {intl.formatMessage(orderStatusMessages[status])}
    </Badge>
  );
}
