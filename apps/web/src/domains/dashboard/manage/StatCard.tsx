// A figure of the dashboard: what it is, the number, a line of context, and an optional badge.
import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@chakra-ui/react';

export interface StatCardProps {
  label: string;
  value: string;
  help?: ReactNode;
  badge?: ReactNode;
  testId?: string;
}

export function StatCard({ label, value, help, badge, testId }: StatCardProps) {
  return (
    <Card.Root variant="outline" size="sm" data-testid={testId}>
      <Card.Body>
        <Stack as="dl" gap="1">
          <Text as="dt" color="fg.muted" fontSize="sm" fontWeight="medium">
            {label}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" overflowWrap="anywhere">
            {value}
          </Text>
          {help && (
            <Text as="dd" color="fg.muted" fontSize="sm">
              {help}
            </Text>
          )}
          {badge && <dd>{badge}</dd>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
