// A list page of the reserved area: the page's heading, with a "new" button for who may create when
// the page has a create dialog, and the grid of the page's list query (useGridList), with the
// dialog the button opens. The page brings its grid definition, its query and the dialog; this lays
// them out the same way everywhere.
import { useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { MessageDescriptor } from 'react-intl';
import { ListGrid, type GridList } from './ListGrid';
import { ManagementPage } from '../page/ManagementPage';

export type { GridListQuery } from './ListGrid';

export interface GridListPageProps<Row> {
  /** The page's title, also the grid's accessible name. */
  title: string;
  subtitle?: ReactNode;
  /** The label of the "new" button (none: a list without one). */
  newLabel?: string;
  /** Whether the user may create (the button and the dialog are there only then). */
  canCreate?: boolean;
  /** The create dialog, open or closed (none: a list without a "new" button). */
  createDialog?: (open: boolean, onClose: () => void) => ReactNode;
  /** The page's list (useGridList). */
  list: GridList<Row>;
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  searchLabel: MessageDescriptor;
  /** False: no export (a user without the list's export permission). Default true. */
  exportable?: boolean;
}

export function GridListPage<Row>({
  title,
  subtitle,
  newLabel,
  canCreate = true,
  createDialog,
  list,
  rowKey,
  rowHref,
  searchLabel,
  exportable,
}: GridListPageProps<Row>) {
  const [creating, setCreating] = useState(false);
  const creates = canCreate && createDialog !== undefined;
  return (
    <ManagementPage
      title={title}
      subtitle={subtitle}
      actions={
        creates && (
          <Button colorPalette="primary" onClick={() => setCreating(true)}>
            {newLabel}
          </Button>
        )
      }
    >
      <ListGrid
        list={list}
        title={title}
        rowKey={rowKey}
        rowHref={rowHref}
        searchLabel={searchLabel}
        exportable={exportable}
      />
      {creates && createDialog(creating, () => setCreating(false))}
    </ManagementPage>
  );
}
