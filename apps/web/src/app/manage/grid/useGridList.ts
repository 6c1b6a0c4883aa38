// A list page's grid and its query in one: the grid's URL state (useGridState) and the list query
// (useGridQuery) run with the grid's page, page size, search and order, the page's filter input
// made from the grid's filters, and any further variables the query takes (e.g. the language).
// ListGrid (or GridListPage, RecordGridSection) shows the list.
import type { TypedDocumentNode } from '@apollo/client';
import type { GridDefinition } from './define-grid';
import type { GridList } from './ListGrid';
import { toGraphqlSort, type GridState } from './grid-state';
import { gridPageVariables, useGridQuery, type GridResult } from './useGridQuery';
import { useGridState } from './useGridState';

/** The variables the grid fills in; the page gives the others. */
type GridVariable = 'page' | 'pageSize' | 'search' | 'sort' | 'filter';

export function useGridList<Data, Variables extends { page?: number | null; pageSize?: number | null }, Row>(
  definition: GridDefinition<Row>,
  document: TypedDocumentNode<Data, Variables>,
  {
    filter,
    sort = true,
    select,
    variables: more,
  }: {
    /** The query's filter input from the grid's filters (none: the query takes no filter). */
    filter?: (state: GridState) => Variables extends { filter?: infer F } ? F : never;
    /** False: the query takes no `sort` (a list in the API's own order). */
    sort?: boolean;
    select: (data: Data) => GridResult<Row> | null | undefined;
    /** The query's other variables. */
    variables?: Omit<Variables, GridVariable>;
  },
): GridList<Row> {
  const grid = useGridState(definition.id, definition.options);
  const variables = {
    ...gridPageVariables(grid.state),
    ...(sort ? { sort: toGraphqlSort(grid.state.sort) } : {}),
    ...(filter ? { filter: filter(grid.state) } : {}),
    ...more,
  } as unknown as Variables;
  const query = useGridQuery(document, { variables, select });
  return { definition, grid, query };
}
