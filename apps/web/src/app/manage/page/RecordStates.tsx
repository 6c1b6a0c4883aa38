// What a record page (a client, an agent, a supplier, a user) shows before it has its record: a
// skeleton while it loads, an error with "try again" when it could not, and a "not found" page with
// the way back to its list (RecordPageStates: the three from the page's query). The record's own
// texts come in as props.
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { commonMessages } from '../../../i18n/common-messages';
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

/** The record's texts of a "not found" page (its messages.ts has them under these names). */
export interface RecordNotFoundMessages {
  notFoundTitle: MessageDescriptor;
  /** Gets the key the page was asked for (`notFound.values`). */
  notFoundText: MessageDescriptor;
  backToList: MessageDescriptor;
}

/**
 * A record page from its query: the skeleton or the error while there is no answer, "not found" when
 * the answer has no record, else the page itself (`children(record)`).
 */
export function RecordPageStates<Record>({
  query,
  record,
  messages,
  notFound,
  children,
}: {
  /** The page's query (useQuery's answer). */
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The record read from the query's answer (null or undefined: none). */
  record: Record | null | undefined;
  messages: RecordStateMessages & RecordNotFoundMessages;
  notFound: {
    /** The values of `notFoundText` ({code}, {id}). */
    values: Readonly<{ [name: string]: string }>;
    /** The list's path, in the page's language. */
    backTo: string;
    testId?: string;
  };
  children: (record: Record) => ReactNode;
}) {
  const intl = useIntl();
  if (!query.data && (query.loading || query.error)) {
    return (
      <RecordLoadState loading={query.loading} onRetry={() => void query.refetch()} messages={messages} />
    );
  }
  if (!record) {
    return (
      <RecordNotFound
        title={intl.formatMessage(messages.notFoundTitle)}
        text={intl.formatMessage(messages.notFoundText, notFound.values)}
        backTo={notFound.backTo}
        backLabel={intl.formatMessage(messages.backToList)}
        testId={notFound.testId}
      />
    );
  }
  return children(record);
}

/** What a section or a page could not load, with "Riprova" at the end of the line. */
export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry: () => Promise<unknown> }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title color="red.700">{text}</Alert.Title>
      <Button size="sm" variant="outline" ms="auto" onClick={() => void onRetry().catch(() => undefined)}>
        {intl.formatMessage(commonMessages.tryAgain)}
      </Button>
    </Alert.Root>
  );
}
