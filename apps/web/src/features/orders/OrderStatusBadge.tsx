// An order status as a coloured, translated badge.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { orderMessages, type OrderStatusName } from './messages';

const PALETTE: Record<OrderStatusName, string> = {
  RECEIVED: 'blue',
  CONFIRMED: 'purple',
  SHIPPED: 'orange',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatusName }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status]} variant="surface" size="md">
      {intl.formatMessage(orderMessages[status])}
    </Badge>
  );
}
