// A grid's definition, made once at module level by the page that shows it: its id, columns,
// filters and default order. useGridState takes `definition.options` (stable: a module constant).
import type { MessageDescriptor } from 'react-intl';
import type { GridColumn } from './columns';
import type { GridSort, GridStateOptions } from './grid-state';

/** A filter of the grid's filter bar, bound to the URL param(s) of its name. */
export type GridFilter =
  | { kind: 'text'; name: string; label: MessageDescriptor }
  | {
      kind: 'select';
      name: string;
      label: MessageDescriptor;
      options: readonly { value: string; label: MessageDescriptor | string }[];
    }
  /** Two params, `<name>From` and `<name>To`, each a date (yyyy-mm-dd), either may be empty. */
  | { kind: 'dateRange'; name: string; label: MessageDescriptor };

export interface GridDefinition<Row> {
  id: string;
  columns: readonly GridColumn<Row>[];
  filters: readonly GridFilter[];
  options: GridStateOptions;
}

/** The URL params of a filter (a date range has two). */
export function filterParams(filter: GridFilter): string[] {
  return filter.kind === 'dateRange' ? [`${filter.name}From`, `${filter.name}To`] : [filter.name];
}

/**
 * The same grid without the columns and filters of these names: what a user has no use for (an
 * agent sees only his own clients: an agent column would always read his name).
 */
export function withoutParts<Row>(
  definition: GridDefinition<Row>,
  names: readonly string[],
): GridDefinition<Row> {
  return {
    ...definition,
    columns: definition.columns.filter((column) => !names.includes(column.id)),
    filters: definition.filters.filter((filter) => !names.includes(filter.name)),
  };
}

export function defineGrid<Row>({
  id,
  columns,
  filters = [],
  sort = null,
  pageSize,
  pageSizes,
  prefix,
}: {
  id: string;
  columns: readonly GridColumn<Row>[];
  filters?: readonly GridFilter[];
  sort?: GridSort | null;
  pageSize?: number;
  pageSizes?: readonly number[];
  prefix?: string;
}): GridDefinition<Row> {
  const ids = columns.map((column) => column.id);
  const twice = ids.find((columnId, index) => ids.indexOf(columnId) !== index);
  if (twice) throw new Error(`grid ${id}: column id "${twice}" is used twice`);
  return {
    id,
    columns,
    filters,
    options: {
      sort,
      pageSize,
      pageSizes,
      prefix,
      sortFields: columns.flatMap((column) => (column.sortField ? [column.sortField] : [])),
      filterNames: filters.flatMap(filterParams),
    },
  };
}
