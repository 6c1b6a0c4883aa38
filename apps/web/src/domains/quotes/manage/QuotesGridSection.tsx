// One quotes grid on the shared DataGrid: its URL state, the quotes query (with the page's fixed
// status, if any), rows opening the quote's record, search and export like every grid.
import { useMemo } from 'react';
import type { QuoteStatus } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { withoutParts, type GridDefinition } from '../../../app/manage/grid/define-grid';
import { useCan } from '../../../app/manage/permissions/useCan';
import { ListGrid } from '../../../app/manage/grid/ListGrid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { quotePath } from './paths';
import { getFragmentData } from '../../../gql';
import { ManagedQuotesGridQueryDocument, QuotesGrid_page } from './quote-documents';
import { toQuoteFilter, type QuoteRow } from './quotes-grid';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function QuotesGridSection({
  definition,
  title,
  fixedStatus,
}: {
  definition: GridDefinition<QuoteRow>;
  /** The grid's accessible name. */
  title: string;
  fixedStatus?: QuoteStatus;
}) {
  const locale = useLocale();
  // An agent sees only his own clients' quotes: no filter by agent.
  const canSeeAgents = useCan('AGENTS_READ');
  const shown = useMemo(
    () => (canSeeAgents ? definition : withoutParts(definition, ['agent'])),
    [canSeeAgents, definition],
  );
  const list = useGridList(shown, ManagedQuotesGridQueryDocument, {
    filter: (state) => toQuoteFilter(state, fixedStatus),
    select: (data) => getFragmentData(QuotesGrid_page, data.quotes),
  });
  return (
    <ListGrid
      list={list}
      title={title}
      rowKey={(row) => row.number}
      rowHref={(row) => quotePath(row.number, locale)}
      searchLabel={manageCommonMessages.searchNumberOrClient}
    />
  );
}
