// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextSort, parseGridState, toGraphqlSort, writeGridState, type GridStateOptions } from './grid-state';

const options: GridStateOptions = {
  sort: { field: 'code', direction: 'asc' },
  sortFields: ['code', 'name', 'lastOrder'],
  filterNames: ['city', 'lastOrderFrom', 'lastOrderTo'],
};

describe('grid state in the URL', () => {
  it('reads page, size, sort, search and filters, and writes them back the same', () => {
    const url = new URLSearchParams('page=3&size=100&sort=-lastOrder&q=rossi&city=Milano&tab=notes');
    const state = parseGridState(url, options);
    expect(state).toEqual({
      page: 3,
      pageSize: 100,
      sort: { field: 'lastOrder', direction: 'desc' },
      search: 'rossi',
      filters: { city: 'Milano' },
    });
    expect(writeGridState(new URLSearchParams('tab=notes'), state, options).toString()).toBe(
      'tab=notes&page=3&size=100&sort=-lastOrder&q=rossi&city=Milano',
    );
  });

  it('leaves the defaults out of the URL', () => {
    const state = parseGridState(new URLSearchParams(''), options);
    expect(state).toEqual({
      page: 1,
      pageSize: 50,
      sort: { field: 'code', direction: 'asc' },
      search: '',
      filters: {},
    });
    expect(writeGridState(new URLSearchParams('page=4&q=x'), state, options).toString()).toBe('');
  });

  it('ignores what is not a valid value (a hand-edited or old link)', () => {
    const state = parseGridState(new URLSearchParams('page=-2&size=77&sort=password&unknown=1'), options);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
    expect(state.sort).toBeNull();
    expect(state.filters).toEqual({});
  });

  it('keeps two grids of one page apart with a prefix', () => {
    const prefixed = { ...options, prefix: 'orders.' };
    const url = writeGridState(
      new URLSearchParams('page=2'),
      { ...parseGridState(new URLSearchParams(), prefixed), page: 5 },
      prefixed,
    );
    expect(url.toString()).toBe('page=2&orders.page=5');
    expect(parseGridState(url, options).page).toBe(2);
    expect(parseGridState(url, prefixed).page).toBe(5);
  });

  it('sorts ascending, then descending, then not by that column', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toBeNull();
  });

  it('names the GraphQL sort as the schema does', () => {
    expect(toGraphqlSort({ field: 'lastOrder', direction: 'desc' })).toEqual({
      field: 'LAST_ORDER',
      direction: 'DESC',
    });
    expect(toGraphqlSort(null)).toBeNull();
  });
});
