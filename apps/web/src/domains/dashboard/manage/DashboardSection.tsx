// A titled block of the dashboard: a card with a heading, an optional line under it, the content (or
// what to say when there is nothing), and "and N more" when the list shows only its first rows.
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dashboardMessages as m } from './messages';

export interface DashboardSectionProps {
  title: string;
  subtitle?: ReactNode;
  /** How many there are in all, and how many are shown. */
  count?: number;
  shown?: number;
  empty?: string;
  testId?: string;
  children?: ReactNode;
}

export function DashboardSection({
  title,
  subtitle,
  count,
  shown,
  empty,
  testId,
  children,
}: DashboardSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const more = count !== undefined && shown !== undefined ? count - shown : 0;
  return (
    <Card.Root
      as="section"
      variant="outline"
      size="sm"
      aria-labelledby={headingId}
      data-testid={testId}
      minW="0"
    >
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        {empty !== undefined && (count === 0 || shown === 0) ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          children
        )}
        {more > 0 && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {intl.formatMessage(m.more, { count: more })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
