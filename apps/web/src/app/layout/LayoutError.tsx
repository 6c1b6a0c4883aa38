import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { AlertIcon } from '@shop/ui';
import { layoutMessages } from './messages';
import { shellMessages } from '../../i18n/shell-messages';

/** Shown in place of the page when the config or the categories could not be loaded. */
export function LayoutError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="4" align="flex-start" py={{ base: 6, lg: 12 }}>
      <HStack gap="2" color="secondary.fg">
        <AlertIcon boxSize="7" />
        <Heading as="h1" size="xl">
          {intl.formatMessage(layoutMessages.errorTitle)}
        </Heading>
      </HStack>
      <Text role="alert">{intl.formatMessage(layoutMessages.errorText)}</Text>
      <Button colorPalette="primary" onClick={onRetry} loading={retrying}>
        {intl.formatMessage(shellMessages.tryAgain)}
      </Button>
    </Stack>
  );
}
