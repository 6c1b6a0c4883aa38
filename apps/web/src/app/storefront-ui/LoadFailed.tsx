// What a storefront page shows when its data could not be loaded: the reason, and a button that asks
// again ("Riprova").
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';

interface LoadFailedProps {
  message: string;
  onRetry: () => Promise<unknown>;
  size?: 'sm' | 'md';
}

export function LoadFailed({ message, onRetry, size }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <Stack gap="3" alignItems="flex-start">
      <Text role="alert">{message}</Text>
      <Button variant="outline" size={size} onClick={() => void onRetry().catch(() => undefined)}>
        {intl.formatMessage(commonMessages.tryAgain)}
      </Button>
    </Stack>
  );
}
