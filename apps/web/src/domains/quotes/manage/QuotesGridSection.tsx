// One quotes grid on the shared DataGrid: its URL state, the quotes query (with the page's fixed
// status, if any), rows opening the quote's record, search and export like every grid.
import type { QuoteSortField, QuoteStatus } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import type { GridDefinition } from '../../../app/manage/grid/define-grid';
import { toGraphqlSort } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { quotePath } from './paths';
import { ManagedQuotesGridQueryDocument } from './quote-documents';
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
  const grid = useGridState(definition.id, definition.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<QuoteSortField>(grid.state.sort),
    filter: toQuoteFilter(grid.state, fixedStatus),
  };
  const query = useGridQuery(ManagedQuotesGridQueryDocument, { variables, select: (data) => data.quotes });
  return (
    <DataGrid
      definition={definition}
      grid={grid}
      title={title}
      result={query.result}
      loading={query.loading}
      error={query.error}
      onRetry={query.retry}
      rowKey={(row) => row.number}
      rowHref={(row) => quotePath(row.number, locale)}
      searchLabel={manageCommonMessages.searchNumberOrClient}
      exportPage={query.fetchPage}
    />
  );
}
