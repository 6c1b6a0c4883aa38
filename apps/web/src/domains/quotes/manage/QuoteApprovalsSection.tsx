// The quotes waiting for approval (QUOTES_APPROVE) on the approvals page: the quotes grid fed by
// quoteApprovals (oldest first, the API's order), each row opening the quote's record where it is
// approved or rejected. Its URL params have their own prefix (the page has the orders' queue too).
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { RecordGridSection } from '../../../app/manage/grid/RecordGridSection';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { quoteApprovalsMessages as m } from './messages';
import { quotePath } from './paths';
import { getFragmentData } from '../../../gql';
import { ManagedQuoteApprovalsQueryDocument, QuotesGrid_page } from './quote-documents';
import { quotesGridDefinition } from './quotes-grid';

const approvalsQuotesGrid = quotesGridDefinition({ id: 'quoteApprovals', prefix: 'quotes.', filters: false });

export function QuoteApprovalsSection() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(approvalsQuotesGrid, ManagedQuoteApprovalsQueryDocument, {
    sort: false,
    select: (data) => getFragmentData(QuotesGrid_page, data.quoteApprovals),
  });
  return (
    <RecordGridSection
      id="quote-approvals"
      testId="quote-approvals"
      list={list}
      title={intl.formatMessage(m.section)}
      rowKey={(row) => row.number}
      rowHref={(row) => quotePath(row.number, locale)}
      searchLabel={m.search}
    />
  );
}
