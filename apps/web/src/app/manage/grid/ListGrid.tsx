// The DataGrid of a list query (useGridList): the query's rows, loading and error state, retry and
// the export's page reader handed to the grid, the same way on every list.
import { DataGrid, type DataGridProps } from './DataGrid';
import type { GridDefinition } from './define-grid';
import type { FetchRowsPage } from './fetch-all-rows';
import type { GridResult } from './useGridQuery';
import type { GridStateApi } from './useGridState';

/** What useGridQuery returns, as the grid reads it. */
export interface GridListQuery<Row> {
  result: GridResult<Row> | undefined;
  loading: boolean;
  error?: unknown;
  retry: () => void;
  fetchPage: FetchRowsPage<Row>;
}

/** A list as useGridList gives it: the grid's definition, its URL state and its query. */
export interface GridList<Row> {
  definition: GridDefinition<Row>;
  grid: GridStateApi;
  query: GridListQuery<Row>;
}

export type ListGridProps<Row> = Omit<
  DataGridProps<Row>,
  'definition' | 'grid' | 'result' | 'loading' | 'error' | 'onRetry' | 'exportPage'
> & {
  list: GridList<Row>;
  /** False: no export (a user without the list's export permission). Default true. */
  exportable?: boolean;
};

export function ListGrid<Row>({
  list: { definition, grid, query },
  exportable = true,
  ...rest
}: ListGridProps<Row>) {
  return (
    <DataGrid
      {...rest}
      definition={definition}
      grid={grid}
      result={query.result}
      loading={query.loading}
      error={query.error}
      onRetry={query.retry}
      exportPage={exportable ? query.fetchPage : undefined}
    />
  );
}
