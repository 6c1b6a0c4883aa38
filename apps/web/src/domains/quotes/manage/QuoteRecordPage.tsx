// /quotes/:year/:seq: one quote for staff (QUOTES_READ). The header (status, client, revision,
// validity) with its actions (PDF, extend, withdraw; approve / reject for approvers), the editor of
// an open quote (QUOTES_EDIT) beside the customer's requested lines and thread, the revisions, the
// status history. A quote out of the viewer's reach is "not found".
import { useState } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { languageOf } from '../../../lib/order-record-paths';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
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
import { RecordWarning } from '../../../app/manage/page/record-layout';

export function QuoteRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  // null: the address cannot name a quote (not found, nothing asked).
  const number = quoteNumberOf(useParams());
  const key = { number: number ?? '', language: languageOf(locale) };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canEdit = useCan('QUOTES_EDIT');
  const query = useQuery(ManagedQuoteRecordQuery, { variables: key, skip: number === null });
  const reload = async () => {
    await query.refetch().catch(() => undefined);
  };
  const found = query.data?.quote;
  return (
    <RecordPageStates
      query={{ ...query, refetch: reload }}
      record={found && readManagedQuote(found)}
      messages={m}
      notFound={{
        values: { number: key.number },
        backTo: localizePath('/quotes', locale),
        testId: 'quote-not-found',
      }}
    >
      {(quote) => {
        const editable = canEdit && EDITABLE_STATUSES.has(quote.status);
        return (
          <ManagementPage
            title={intl.formatMessage(m.title, { number: quote.number })}
            subtitle={intl.formatMessage(m.subtitle, { client: quote.client.name, revision: quote.revision })}
            actions={<QuoteActions quote={quote} quoteKey={key} onOutcome={setOutcome} />}
          >
            <OutcomeNote outcome={outcome} testId="quote-outcome" />
            {quote.status === 'PENDING_APPROVAL' && (
              <RecordWarning testId="quote-pending-approval">
                {intl.formatMessage(m.pendingApproval)}
              </RecordWarning>
            )}
            {/* At 1280 px and wider the editor takes two thirds beside the summary, the requested lines
                and the messages (no half-empty row beside the summary); narrower, one column in that
                reading order. */}
            <Grid
              gap="4"
              alignItems="start"
              templateColumns={{
                base: 'minmax(0, 1fr)',
                xl: editable ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
              }}
              templateRows={{ xl: editable ? 'auto 1fr' : 'auto' }}
              templateAreas={{
                base: editable ? '"side" "editor" "thread"' : '"side" "thread"',
                xl: editable ? '"editor side" "editor thread"' : '"side thread"',
              }}
            >
              <Stack gridArea="side" gap="4" minW="0">
                <QuoteSummarySection quote={quote} />
                <RequestedLinesSection quote={quote} />
              </Stack>
              {editable && (
                <Stack gridArea="editor" minW="0">
                  <QuoteEditor
                    key={`${quote.revision}-${quote.status}`}
                    quote={quote}
                    quoteKey={key}
                    onOutcome={setOutcome}
                  />
                </Stack>
              )}
              <Stack gridArea="thread" minW="0">
                <QuoteThreadSection quote={quote} quoteKey={key} onOutcome={setOutcome} />
              </Stack>
            </Grid>
            <RevisionsSection quote={quote} />
            <QuoteHistorySection quote={quote} />
          </ManagementPage>
        );
      }}
    </RecordPageStates>
  );
}
