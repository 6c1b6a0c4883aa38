// The DataGrid of a list query (useGridList): the query's rows, loading and error state, retry and
// the export's page reader handed to the grid, the same way on every list.
import { DataGrid, type DataGridProps } from './DataGrid';
import type { FetchRowsPage } from './fetch-all-rows';
import type { GridResult } from './useGridQuery';

/** What useGridQuery returns, as the grid reads it. */
export interface GridListQuery<Row> {
  result: GridResult<Row> | undefined;
  loading: boolean;
  error?: unknown;
  retry: () => void;
  fetchPage: FetchRowsPage<Row>;
}

export type ListGridProps<Row> = Omit<
  DataGridProps<Row>,
  'result' | 'loading' | 'error' | 'onRetry' | 'exportPage'
> & {
  query: GridListQuery<Row>;
  /** False: no export (a user without the list's export permission). Default true. */
  exportable?: boolean;
};

export function ListGrid<Row>({ query, exportable = true, ...grid }: ListGridProps<Row>) {
  return (
    <DataGrid
      {...grid}
      result={query.result}
      loading={query.loading}
      error={query.error}
      onRetry={query.retry}
      exportPage={exportable ? query.fetchPage : undefined}
    />
  );
}
