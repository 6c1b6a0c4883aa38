// What a storefront list says when it has nothing (the cart, the wishlist): the fact, a hint, and
// where to go from there if the page has somewhere.
import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';

interface EmptyStateProps {
  title: string;
  hint: string;
  testId: string;
  children?: ReactNode;
}

export function EmptyState({ title, hint, testId, children }: EmptyStateProps) {
  return (
    <Stack gap="2" py="6" data-testid={testId}>
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted">{hint}</Text>
      {children}
    </Stack>
  );
}
