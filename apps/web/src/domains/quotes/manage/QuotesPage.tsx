// /quotes: the quotes and quote requests of the user's clients (QUOTES_READ: an agent his clients',
// the office and management all), with "Nuovo preventivo" for QUOTES_EDIT. /reqquotes: what waits
// for an answer, the same grid preset twice (new requests; changes asked by the customer).
import { useIntl } from 'react-intl';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordListSection } from '../../../app/manage/page/RecordListSection';
import { useCan } from '../../../app/manage/permissions/useCan';
import { quotesPageMessages as m } from './messages';
import { NewQuoteButton } from './NewQuoteDialog';
import { changesQuotesGrid, quotesGrid, requestedQuotesGrid } from './quotes-grid';
import { QuotesGridSection } from './QuotesGridSection';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function QuotesPage() {
  const intl = useIntl();
  const canEdit = useCan('QUOTES_EDIT');
  const title = intl.formatMessage(commonMessages.quotes);
  return (
    <ManagementPage
      title={title}
      subtitle={intl.formatMessage(m.subtitle)}
      actions={canEdit ? <NewQuoteButton /> : undefined}
    >
      <QuotesGridSection definition={quotesGrid} title={title} />
    </ManagementPage>
  );
}

export function RequestedQuotesPage() {
  const intl = useIntl();
  const requested = intl.formatMessage(m.requestedGrid);
  const changes = intl.formatMessage(commonMessages.changesRequested);
  return (
    <ManagementPage
      title={intl.formatMessage(manageCommonMessages.quoteRequests)}
      subtitle={intl.formatMessage(m.requestsSubtitle)}
    >
      <RecordListSection id="quotes-requested" title={requested}>
        <QuotesGridSection definition={requestedQuotesGrid} title={requested} fixedStatus="REQUESTED" />
      </RecordListSection>
      <RecordListSection id="quotes-changes" title={changes}>
        <QuotesGridSection definition={changesQuotesGrid} title={changes} fixedStatus="CHANGES_REQUESTED" />
      </RecordListSection>
    </ManagementPage>
  );
}
