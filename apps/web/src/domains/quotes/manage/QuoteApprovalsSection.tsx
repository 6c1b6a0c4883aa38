// The quotes waiting for approval (QUOTES_APPROVE) on the approvals page: the quotes grid fed by
// quoteApprovals (oldest first, the API's order), each row opening the quote's record where it is
// approved or rejected. Its URL params have their own prefix (the page has the orders' queue too).
import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { ListGrid } from '../../../app/manage/grid/ListGrid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { quoteApprovalsMessages as m } from './messages';
import { quotePath } from './paths';
import { ManagedQuoteApprovalsQueryDocument } from './quote-documents';
import { quotesGridDefinition } from './quotes-grid';

const approvalsQuotesGrid = quotesGridDefinition({ id: 'quoteApprovals', prefix: 'quotes.', filters: false });

export function QuoteApprovalsSection() {
  const intl = useIntl();
  const locale = useLocale();
  const { grid, query } = useGridList(approvalsQuotesGrid, ManagedQuoteApprovalsQueryDocument, {
    sort: false,
    select: (data) => data.quoteApprovals,
  });
  const title = intl.formatMessage(m.section);
  return (
    <Stack as="section" gap="3" aria-labelledby="quote-approvals-heading" data-testid="quote-approvals">
      <Heading as="h2" size="md" id="quote-approvals-heading">
        {title}
      </Heading>
      <ListGrid
        definition={approvalsQuotesGrid}
        grid={grid}
        title={title}
        query={query}
        rowKey={(row) => row.number}
        rowHref={(row) => quotePath(row.number, locale)}
        searchLabel={m.search}
      />
    </Stack>
  );
}
