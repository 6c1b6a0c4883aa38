// A record's status as a coloured badge (an order's, a return's, an issue's): each kind of record
// gives its one palette and its one set of texts, named by status.
import { Badge } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

interface StatusBadgeProps<S extends string> {
  status: S;
  palette: Record<S, string>;
  messages: Record<S, MessageDescriptor>;
  testId: string;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'subtle' | 'surface';
}

export function StatusBadge<S extends string>({
  status,
  palette,
  messages,
  testId,
  size,
  variant = 'subtle',
}: StatusBadgeProps<S>) {
  const intl = useIntl();
  return (
    <Badge colorPalette={palette[status]} variant={variant} size={size} data-testid={testId}>
      {intl.formatMessage(messages[status])}
    </Badge>
  );
}
