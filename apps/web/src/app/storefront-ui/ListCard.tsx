// One record of a storefront list (an order, a quote) as a card: its facts side by side, wrapping
// on a phone. The caller gives the list item its key.
import type { ReactNode } from 'react';
import { Card, Flex } from '@chakra-ui/react';

interface ListCardProps {
  testId?: string;
  align?: 'center' | 'flex-start';
  children: ReactNode;
}

export function ListCard({ testId, align = 'center', children }: ListCardProps) {
  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid={testId}>
      <Card.Body>
        <Flex gap="3" wrap="wrap" justify="space-between" align={align}>
          {children}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
