// /quotes/:year/:seq: one quote for staff (QUOTES_READ). The header (status, client, revision,
// validity) with its actions (PDF, extend, withdraw; approve / reject for approvers), the editor of
// an open quote (QUOTES_EDIT) beside the customer's requested lines and thread, the revisions, the
// status history. A quote out of the viewer's reach is "not found".
import { useState } from 'react';
import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { languageOf } from '../../../lib/order-record-paths';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
import { useCan } from '../../../app/manage/permissions/useCan';
import { quoteRecordMessages as m } from './messages';
import { quoteNumberOf } from '../storefront/quote-paths';
import { QuoteActions } from './QuoteActions';
import { ManagedQuoteRecordQuery, readManagedQuote } from './quote-documents';
import { QuoteEditor } from './QuoteEditor';
import { EDITABLE_STATUSES } from './quote-form';
import {
  QuoteHistorySection,
  QuoteSummarySection,
  QuoteThreadSection,
  RequestedLinesSection,
  RevisionsSection,
} from './QuoteSections';
import type { Outcome } from './useQuoteMutations';

export function QuoteRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  // null: the address cannot name a quote (not found, nothing asked).
  const number = quoteNumberOf(useParams());
  const key = { number: number ?? '', language: languageOf(locale) };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canEdit = useCan('QUOTES_EDIT');
  const { data, loading, error, refetch } = useQuery(ManagedQuoteRecordQuery, {
    variables: key,
    skip: number === null,
  });
  const reload = async () => {
    await refetch().catch(() => undefined);
  };
  if (!data && (loading || error)) {
    return <RecordLoadState loading={loading} onRetry={() => void reload()} messages={m} />;
  }
  const quote = data?.quote ? readManagedQuote(data.quote) : null;
  if (!quote) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { number: key.number })}
        backTo={localizePath('/quotes', locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="quote-not-found"
      />
    );
  }
  const editable = canEdit && EDITABLE_STATUSES.has(quote.status);
  return (
    <ManagementPage
      title={intl.formatMessage(m.title, { number: quote.number })}
      subtitle={intl.formatMessage(m.subtitle, { client: quote.client.name, revision: quote.revision })}
      actions={<QuoteActions quote={quote} quoteKey={key} onOutcome={setOutcome} />}
    >
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert.Root status={outcome.status} data-testid="quote-outcome">
            <Alert.Indicator />
            <Alert.Description>{outcome.text}</Alert.Description>
          </Alert.Root>
        )}
      </div>
      {quote.status === 'PENDING_APPROVAL' && (
        <Alert.Root status="warning" data-testid="quote-pending-approval">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.pendingApproval)}</Alert.Description>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <QuoteSummarySection quote={quote} />
        <RequestedLinesSection quote={quote} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: editable ? 3 : 1 }} gap="4" alignItems="start">
        {editable && (
          <Stack gridColumn={{ xl: 'span 2' }} minW="0">
            <QuoteEditor
              key={`${quote.revision}-${quote.status}`}
              quote={quote}
              quoteKey={key}
              onOutcome={setOutcome}
            />
          </Stack>
        )}
        <Stack minW="0">
          <QuoteThreadSection quote={quote} quoteKey={key} onOutcome={setOutcome} />
        </Stack>
      </SimpleGrid>
      <RevisionsSection quote={quote} />
      <QuoteHistorySection quote={quote} />
    </ManagementPage>
  );
}
