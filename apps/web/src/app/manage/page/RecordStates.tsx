// What a record page (a client, an agent, a supplier, a user) shows before it has its record: a
// skeleton while it loads, an error with "try again" when it could not, and a "not found" page with
// the way back to its list. The record's own texts come in as props.
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ManagementPage } from './ManagementPage';

/** The record's own texts (its messages.ts has them under these names). */
export interface RecordStateMessages {
  /** Accessible name of the skeleton ("Caricamento del fornitore…"). */
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  retry: MessageDescriptor;
}

/** The skeleton while the record loads, or the error (with "try again") when it could not. */
export function RecordLoadState({
  loading,
  onRetry,
  messages,
}: {
  loading: boolean;
  onRetry: () => void;
  messages: RecordStateMessages;
}) {
  const intl = useIntl();
  if (loading) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        <Skeleton height="10" width="50%" />
        <Skeleton height="40" />
        <Skeleton height="60" />
      </Stack>
    );
  }
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title color="red.700">{intl.formatMessage(messages.loadFailed)}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </Alert.Root>
  );
}

/** No record with that code: says so and leads back to the list. */
export function RecordNotFound({
  title,
  text,
  backTo,
  backLabel,
  testId,
}: {
  title: string;
  text: string;
  /** The list's path, in the page's language. */
  backTo: string;
  backLabel: string;
  testId?: string;
}) {
  return (
    <ManagementPage title={title}>
      <Stack gap="4" align="flex-start" data-testid={testId}>
        <Text>{text}</Text>
        <Button asChild variant="outline">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
      </Stack>
    </ManagementPage>
  );
}
