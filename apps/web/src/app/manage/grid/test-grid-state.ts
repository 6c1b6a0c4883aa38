// For the tests of a grid's filter mapping (toOrderFilter, toQuoteFilter…): the grid's state on its
// first page with the default size, no order and no search, and the given URL filters.
import type { GridState } from './grid-state';

export const gridStateWith = (filters: Record<string, string>): GridState => ({
  page: 1,
  pageSize: 50,
  sort: null,
  search: '',
  filters,
});
