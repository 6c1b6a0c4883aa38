// The one grid of the reserved area. TanStack Table (headless) models the columns (visibility and
// order from the user's choice) and rows; this renders them with Chakra as an ARIA grid: sticky
// header, sortable headers as buttons with aria-sort, dense rows, one tab stop with arrow keys
// (useGridKeyboard), Enter or a click opens the row. Paging, sorting, search and filters are the
// server's, through the URL state (useGridState); the rows come from the page's query
// (useGridQuery). Loading shows skeleton rows, or keeps the previous page dimmed; empty and error
// states are translated.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Alert, Box, Button, chakra, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ColumnChooser } from './ColumnChooser';
import { isNumeric, type GridColumn } from './columns';
import { LineIcon } from './LineIcon';
import type { GridDefinition } from './define-grid';
import { ExportMenu } from './ExportMenu';
import type { FetchRowsPage } from './fetch-all-rows';
import { FilterBar } from './FilterBar';
import { formatValue } from './format-value';
import { GridPager, rowCountText } from './GridPager';
import { gridMessages } from './messages';
import { useColumnPreferences } from './useColumnPreferences';
import { useGridKeyboard } from './useGridKeyboard';
import type { GridResult } from './useGridQuery';
import type { GridStateApi } from './useGridState';

export interface DataGridProps<Row> {
  definition: GridDefinition<Row>;
  grid: GridStateApi;
  /** The grid's accessible name (usually the page's title). */
  title: string;
  /** The current page of rows (the previous page while the next one loads). */
  result: GridResult<Row> | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  rowKey: (row: Row) => string;
  /** Where a row leads (Enter, a click, the first column's link). */
  rowHref?: (row: Row) => string;
  /** The search box's label; no search box without one. */
  searchLabel?: MessageDescriptor;
  /** Reads a page of the filtered rows for the export; no export without it (or without the permission). */
  exportPage?: FetchRowsPage<Row>;
  /** More buttons in the toolbar. */
  actions?: ReactNode;
}

const SKELETON_ROWS = 8;

export function DataGrid<Row>({
  definition,
  grid,
  title,
  result,
  loading,
  error,
  onRetry,
  rowKey,
  rowHref,
  searchLabel,
  exportPage,
  actions,
}: DataGridProps<Row>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { columns } = definition;
  const preferences = useColumnPreferences(definition.id, columns);
  const { state } = grid;
  const items = result?.items ?? EMPTY;

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: () => intl.formatMessage(column.header),
        cell: ({ row }) =>
          column.cell?.(row.original) ??
          formatValue(intl, column.value(row.original), column.type, column.currency),
        meta: column,
      })),
    [columns, intl],
  );
  // The app does not run the React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: items as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    state: {
      columnVisibility: Object.fromEntries(
        columns.map((column) => [column.id, !preferences.choice.hidden.includes(column.id)]),
      ),
      columnOrder: preferences.choice.order,
    },
  });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const open = (index: number) => {
    const row = rows[index];
    if (row && rowHref) navigate(rowHref(row.original));
  };
  const keyboard = useGridKeyboard(rows.length, headers.length, rowHref ? open : undefined);

  const showSkeleton = loading && !result;
  const total = result?.total;
  const firstRowIndex = (state.page - 1) * state.pageSize;
  const label = intl.formatMessage(gridMessages.table, {
    title,
    count: total === undefined ? '…' : intl.formatNumber(total),
  });

  return (
    <Stack gap="3" minW="0" data-testid={`grid-${definition.id}`}>
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <Box flex="1" minW={{ base: 'full', md: '20rem' }}>
          <FilterBar grid={grid} filters={definition.filters} searchLabel={searchLabel} />
        </Box>
        <Flex gap="2" wrap="wrap" align="center">
          {actions}
          <ColumnChooser columns={columns} preferences={preferences} />
          {exportPage && <ExportMenu gridId={definition.id} columns={columns} fetchPage={exportPage} />}
        </Flex>
      </Flex>
      <VisuallyHidden role="status">{loading ? intl.formatMessage(gridMessages.loading) : ''}</VisuallyHidden>
      {Boolean(error) && !loading && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title color="red.700">{intl.formatMessage(gridMessages.error)}</Alert.Title>
          </Alert.Content>
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {intl.formatMessage(gridMessages.retry)}
            </Button>
          )}
        </Alert.Root>
      )}
      <Box
        overflow="auto"
        maxH={{ base: '70dvh', lg: 'calc(100dvh - 14rem)' }}
        minH="12rem"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        position="relative"
      >
        <chakra.table
          role="grid"
          aria-label={label}
          aria-rowcount={total === undefined ? -1 : total + 1}
          aria-colcount={headers.length}
          aria-busy={loading}
          width="full"
          fontSize="sm"
          borderCollapse="separate"
          borderSpacing="0"
          css={tableCss}
          data-loading={loading && result ? '' : undefined}
          onKeyDown={keyboard.onKeyDown}
        >
          <thead>
            <tr aria-rowindex={1}>
              {headers.map((header, col) => {
                const column = header.column.columnDef.meta as GridColumn<Row>;
                const sorted =
                  column.sortField && state.sort?.field === column.sortField ? state.sort.direction : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-colindex={col + 1}
                    aria-sort={
                      column.sortField
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    data-numeric={isNumeric(column.type) ? '' : undefined}
                    style={column.width ? { minWidth: column.width } : undefined}
                    {...(column.sortField ? {} : keyboard.cellProps(0, col))}
                  >
                    {column.sortField ? (
                      <button
                        type="button"
                        onClick={() => grid.toggleSort(column.sortField as string)}
                        {...keyboard.cellProps(0, col)}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortMark direction={sorted} />
                        {sorted && (
                          <VisuallyHidden>
                            {`, ${intl.formatMessage(sorted === 'asc' ? gridMessages.sortAscending : gridMessages.sortDescending)}`}
                          </VisuallyHidden>
                        )}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {showSkeleton
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <tr key={index} aria-hidden="true">
                    {headers.map((header) => (
                      <td key={header.id}>
                        <Skeleton height="3.5" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, index) => (
                  <tr
                    key={row.id}
                    aria-rowindex={firstRowIndex + index + 2}
                    data-openable={rowHref ? '' : undefined}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
                      open(index);
                    }}
                  >
                    {row.getVisibleCells().map((cell, col) => {
                      const column = cell.column.columnDef.meta as GridColumn<Row>;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      const { ref: keyboardRef, ...keyboardProps } = keyboard.cellProps(index + 1, col);
                      return (
                        <td
                          key={cell.id}
                          role="gridcell"
                          aria-colindex={col + 1}
                          data-numeric={isNumeric(column.type) ? '' : undefined}
                          data-nowrap={column.type && column.type !== 'text' ? '' : undefined}
                          data-clip={column.maxWidth ? '' : undefined}
                          style={cellStyle(column)}
                          ref={(element) => {
                            keyboardRef(element);
                            if (element && column.maxWidth) showWholeText(element);
                          }}
                          {...keyboardProps}
                        >
                          {col === 0 && rowHref ? (
                            <RouterLink to={rowHref(row.original)} tabIndex={-1} data-row-link="">
                              {content}
                            </RouterLink>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </chakra.table>
        {!showSkeleton && !error && rows.length === 0 && (
          <Stack align="center" gap="3" py="10" px="4" textAlign="center" data-testid="grid-empty">
            <Text color="fg.muted">
              {intl.formatMessage(grid.filtered ? gridMessages.emptyFiltered : gridMessages.empty)}
            </Text>
            {grid.filtered && (
              <Button size="sm" variant="outline" onClick={grid.clearFilters}>
                {intl.formatMessage(gridMessages.clearFilters)}
              </Button>
            )}
          </Stack>
        )}
      </Box>
      <GridPager grid={grid} total={total} title={title} />
    </Stack>
  );
}

const EMPTY: readonly never[] = [];

// One style block for the whole table (plain <tr>/<td> below): style props on each of hundreds of
// cells cost the CSS-in-JS work once per cell and render, which a tablet notices.
const tableCss = {
  '& th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'border.emphasized',
    textAlign: 'start',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    px: '2.5',
    h: '10',
  },
  '& th > button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: 'full',
    w: 'full',
    fontWeight: 'inherit',
    cursor: 'pointer',
    _hover: { color: 'primary.fg' },
  },
  '& th[data-numeric], & td[data-numeric]': { textAlign: 'end' },
  '& th[data-numeric] > button': { justifyContent: 'flex-end' },
  // One line per row: a row is read across at a glance (long texts are clipped: see cellStyle).
  '& td': {
    px: '2.5',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  // A link in a clipped cell flows as text (Chakra's links are inline-flex, which clips without an ellipsis).
  '& td[data-clip]': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td[data-clip] a': { display: 'inline' },
  '& td .chakra-stack': { flexWrap: 'nowrap' },
  '& td[data-numeric]': { fontVariantNumeric: 'tabular-nums' },
  '& td[data-nowrap]': { whiteSpace: 'nowrap' },
  '& tbody tr:nth-of-type(even)': { bg: 'gray.50' },
  '& tbody tr[data-openable]': { cursor: 'pointer' },
  '& tbody tr:hover': { bg: 'primary.50' },
  '& td:focus-visible, & th:focus-visible, & th > button:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.solid',
    outlineOffset: '-2px',
  },
  '& a[data-row-link]': { color: 'primary.fg', fontWeight: 'medium', textDecoration: 'underline' },
  '&[data-loading] tbody': { opacity: 0.55 },
  '& tbody': { transition: 'opacity 0.15s' },
  // Fingers (an agent's tablet): every row, which a tap opens, is at least 44 px tall.
  '@media (pointer: coarse)': { '& td': { py: '3' }, '& th': { h: '11' } },
} as const;

/** The cell padding (`px` 2.5 on each side), added to a column's `maxWidth`, which is its text's. */
const CELL_PADDING = '1.25rem';

/**
 * A cell's width limits. A table cell's `max-width` caps what it asks of the table's automatic layout
 * (so a long text never widens the grid past the window) without capping the width the layout gives
 * it: with room to spare the column still grows, and clips nothing it need not.
 */
function cellStyle<Row>(column: GridColumn<Row>): CSSProperties | undefined {
  if (!column.width && !column.maxWidth) return undefined;
  return {
    minWidth: column.width,
    maxWidth: column.maxWidth ? `calc(${column.maxWidth} + ${CELL_PADDING})` : undefined,
  };
}

/**
 * A clipped cell's tooltip: the whole of the text it shows (what its own rendering says, a status's
 * or a reason's words, never a code behind them).
 */
function showWholeText(cell: HTMLElement): void {
  const text = cell.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (cell.title !== text) cell.title = text;
}

function SortMark({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <LineIcon opacity={direction ? 1 : 0.35}>
      {direction !== 'desc' && <path d="M8 10l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />}
      {direction !== 'asc' && <path d="M8 14l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />}
    </LineIcon>
  );
}

export { rowCountText };
