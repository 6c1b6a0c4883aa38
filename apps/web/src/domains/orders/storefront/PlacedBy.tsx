// Who placed an order for the company, when it was not one of its own users: "placed by your agent
// Luca Moretti", "placed by our sales office" (the order's channel and placer, issue 14).
import { Text, type TextProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { OrderChannel } from '../../../gql/graphql';
import { orderMessages as m } from './messages';

export interface PlacedByProps extends TextProps {
  channel: OrderChannel;
  placedBy: { name: string } | null | undefined;
}

export function PlacedBy({ channel, placedBy, ...props }: PlacedByProps) {
  const intl = useIntl();
  if (channel === 'WEB' || !placedBy) return null;
  const text =
    channel === 'AGENT'
      ? intl.formatMessage(m.placedByAgent, { name: placedBy.name })
      : channel === 'OFFICE'
        ? intl.formatMessage(m.placedByOffice)
        : intl.formatMessage(m.placedByOther, { name: placedBy.name });
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="placed-by" {...props}>
      {text}
    </Text>
  );
}
