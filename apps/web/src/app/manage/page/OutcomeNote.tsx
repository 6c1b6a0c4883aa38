// What the last action on a page or section did (done, done with a warning, failed): an alert inside a
// polite live region that is always there, so that screen readers announce the alert when it appears.
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export interface PageOutcome {
  status: 'success' | 'warning' | 'error';
  text: ReactNode;
}

export function OutcomeNote({
  outcome,
  testId,
  size,
}: {
  /** null: nothing to say (the live region stays, empty). */
  outcome: PageOutcome | null;
  testId: string;
  size?: 'sm';
}) {
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <Alert.Root status={outcome.status} size={size} data-testid={testId}>
          <Alert.Indicator />
          <Alert.Description>{outcome.text}</Alert.Description>
        </Alert.Root>
      )}
    </div>
  );
}
