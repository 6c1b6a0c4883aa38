// Where a storefront form says how its sending went (a message sent, an issue opened; or why not),
// in a live region that screen readers announce.
import { Alert } from '@chakra-ui/react';

export function SendOutcome({ done, failure }: { done?: string | null; failure?: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {done && (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      )}
      {failure && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      )}
    </div>
  );
}
