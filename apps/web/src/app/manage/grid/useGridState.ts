// The grid's state in the URL (grid-state.ts), through react-router's useSearchParams: every change
// is a history entry (back/forward step through pages, sorts and filters); a new sort, search,
// filter or page size starts again at page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  checkFilterNames,
  nextSort,
  parseGridState,
  writeGridState,
  type GridSort,
  type GridState,
  type GridStateOptions,
} from './grid-state';

export interface GridStateApi {
  gridId: string;
  state: GridState;
  options: GridStateOptions;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: GridSort | null) => void;
  /** What a sortable header does: ascending, descending, then the default order again. */
  toggleSort: (field: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string) => void;
  /** Several filters at once (a date range's two ends), one history entry. */
  setFilters: (values: Readonly<Record<string, string>>) => void;
  /** Search and every filter cleared (page size and sort kept). */
  clearFilters: () => void;
  /** True when a search or a filter narrows the rows. */
  filtered: boolean;
}

/**
 * @param gridId names the grid (its column preference "grid.<gridId>", its export's file name).
 * @param options defaults and the grid's sort fields and filters (keep it stable: a module constant).
 */
export function useGridState(gridId: string, options: GridStateOptions = {}): GridStateApi {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseGridState(params, options), [params, options]);
  const update = useCallback(
    (change: (state: GridState) => GridState) =>
      setParams((current) => writeGridState(current, change(parseGridState(current, options)), options)),
    [setParams, options],
  );
  return useMemo(() => {
    checkFilterNames(options.filterNames ?? []);
    return {
      gridId,
      state,
      options,
      setPage: (page) => update((s) => ({ ...s, page })),
      setPageSize: (pageSize) => update((s) => ({ ...s, pageSize, page: 1 })),
      setSort: (sort) => update((s) => ({ ...s, sort, page: 1 })),
      toggleSort: (field) =>
        update((s) => ({ ...s, sort: nextSort(s.sort, field) ?? options.sort ?? null, page: 1 })),
      setSearch: (search) => update((s) => (s.search === search.trim() ? s : { ...s, search, page: 1 })),
      setFilter: (name, value) =>
        update((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
      setFilters: (values) => update((s) => ({ ...s, filters: { ...s.filters, ...values }, page: 1 })),
      clearFilters: () => update((s) => ({ ...s, search: '', filters: {}, page: 1 })),
      filtered: state.search !== '' || Object.keys(state.filters).length > 0,
    };
  }, [gridId, state, options, update]);
}
