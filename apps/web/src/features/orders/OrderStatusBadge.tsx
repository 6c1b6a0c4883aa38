// An order status as a coloured, translated badge.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { orderMessages, type OrderStatusName } from './messages';

const PALETTE: Record<OrderStatusName, string> = {
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

export function OrderStatusBadge({ status }: { status: OrderStatusName }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status]} variant="surface" size="md">
      {intl.formatMessage(orderMessages[status])}
    </Badge>
  );
}
