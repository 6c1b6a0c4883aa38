// A list page of the reserved area: the page's heading with a "new" button (for who may create), the
// grid of the page's list query, and the create dialog the button opens. The page brings its grid
// definition, its query (useGridQuery) and the dialog; this lays them out the same way everywhere.
import { useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { MessageDescriptor } from 'react-intl';
import { DataGrid } from './DataGrid';
import type { GridDefinition } from './define-grid';
import type { FetchRowsPage } from './fetch-all-rows';
import type { GridResult } from './useGridQuery';
import type { GridStateApi } from './useGridState';
import { ManagementPage } from '../page/ManagementPage';

/** What useGridQuery returns, as the list page reads it. */
export interface GridListQuery<Row> {
  result: GridResult<Row> | undefined;
  loading: boolean;
  error?: unknown;
  retry: () => void;
  fetchPage: FetchRowsPage<Row>;
}

export interface GridListPageProps<Row> {
  title: string;
  subtitle?: ReactNode;
  /** The label of the "new" button. */
  newLabel: string;
  /** Whether the user may create (the button and the dialog are there only then). */
  canCreate?: boolean;
  /** The create dialog, open or closed. */
  createDialog: (open: boolean, onClose: () => void) => ReactNode;
  definition: GridDefinition<Row>;
  grid: GridStateApi;
  query: GridListQuery<Row>;
  rowKey: (row: Row) => string;
  rowHref: (row: Row) => string;
  searchLabel: MessageDescriptor;
}

export function GridListPage<Row>({
  title,
  subtitle,
  newLabel,
  canCreate = true,
  createDialog,
  definition,
  grid,
  query,
  rowKey,
  rowHref,
  searchLabel,
}: GridListPageProps<Row>) {
  const [creating, setCreating] = useState(false);
  return (
    <ManagementPage
      title={title}
      subtitle={subtitle}
      actions={
        canCreate && (
          <Button colorPalette="primary" onClick={() => setCreating(true)}>
            {newLabel}
          </Button>
        )
      }
    >
      <DataGrid
        definition={definition}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={rowKey}
        rowHref={rowHref}
        searchLabel={searchLabel}
        exportPage={query.fetchPage}
      />
      {canCreate && createDialog(creating, () => setCreating(false))}
    </ManagementPage>
  );
}
