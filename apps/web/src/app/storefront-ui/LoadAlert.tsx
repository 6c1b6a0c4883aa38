// Above a storefront list that could not be loaded: what went wrong, and a button that asks again.
import { Alert, Button } from '@chakra-ui/react';

interface LoadAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => Promise<unknown>;
}

export function LoadAlert({ message, retryLabel, onRetry }: LoadAlertProps) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={() => void onRetry().catch(() => undefined)}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
