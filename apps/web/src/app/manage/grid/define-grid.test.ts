// A grid's definition without what a user has no use for (an agent: no agent column or filter).
import { describe, expect, it } from 'vitest';
import { defineGrid, withoutParts } from './define-grid';

const header = { id: 'x', defaultMessage: 'x' };
const grid = defineGrid<{ code: string; agent: string }>({
  id: 'g',
  columns: [
    { id: 'code', header, value: (r) => r.code },
    { id: 'agent', header, value: (r) => r.agent, sortField: 'agent' },
  ],
  filters: [
    { kind: 'text', name: 'agent', label: header },
    { kind: 'text', name: 'client', label: header },
  ],
});

describe('withoutParts', () => {
  it('drops the named columns and filters and keeps the rest and the state options', () => {
    const shown = withoutParts(grid, ['agent']);
    expect(shown.columns.map((c) => c.id)).toEqual(['code']);
    expect(shown.filters.map((f) => f.name)).toEqual(['client']);
    expect(shown.options).toBe(grid.options);
    expect(grid.columns).toHaveLength(2);
  });
});
