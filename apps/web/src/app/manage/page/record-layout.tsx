// The layout of a record page's body: a warning on the record's state under the title (inactive,
// waiting for approval), and sections side by side in two columns from a wide screen up.
import type { ReactNode } from 'react';
import { Alert, SimpleGrid } from '@chakra-ui/react';

export function RecordWarning({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

export function RecordColumns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
      {children}
    </SimpleGrid>
  );
}
