import { describe, expect, it } from 'vitest';
import { readOrderFilters, toOrderFilter, writeOrderFilters } from './order-filters';

describe('order filters in the URL', () => {
  it('reads valid values and drops the rest', () => {
    expect(
      readOrderFilters(new URLSearchParams('from=2026-01-01&to=2026-03-31&status=shipped&page=2')),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      status: 'SHIPPED',
      page: 2,
    });
    expect(readOrderFilters(new URLSearchParams('from=ieri&status=lost&page=-3'))).toEqual({
      from: '',
      to: '',
      status: '',
      page: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { from: '2026-01-01', to: '', status: 'PARTLY_SHIPPED' as const, page: 1 };
    expect(writeOrderFilters(filters).toString()).toBe('from=2026-01-01&status=partly_shipped');
    expect(readOrderFilters(writeOrderFilters(filters))).toEqual(filters);
  });

  it('makes the GraphQL filter, null when empty', () => {
    expect(toOrderFilter({ from: '', to: '', status: '', page: 3 })).toBeNull();
    expect(toOrderFilter({ from: '', to: '2026-02-01', status: '', page: 1 })).toEqual({
      from: null,
      to: '2026-02-01',
      status: null,
    });
  });
});
