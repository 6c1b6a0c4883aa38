// The lines of a document as a plain list (an order's, the checkout's, a quote's requested ones):
// one row each, what the line is on the left and its figures on the right, a rule under each.
import type { ReactNode } from 'react';
import { Flex, Stack, type FlexProps } from '@chakra-ui/react';

interface LineListProps {
  children: ReactNode;
  gap?: '2' | '3';
  testId?: string;
}

export function LineList({ children, gap = '3', testId }: LineListProps) {
  return (
    <Stack as="ul" gap={gap} listStyleType="none" data-testid={testId}>
      {children}
    </Stack>
  );
}

/** A line of a LineList: `pb` follows the list's gap; `align` is flex-start unless given. */
export function LineRow({ children, pb = '3', align = 'flex-start', ...style }: Omit<FlexProps, 'as'>) {
  return (
    <Flex as="li" gap="3" justify="space-between" align={align} borderBottomWidth="1px" pb={pb} {...style}>
      {children}
    </Flex>
  );
}
