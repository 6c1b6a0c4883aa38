// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridColumn } from './columns';
import {
  defaultChoice,
  effectiveChoice,
  moveColumn,
  parsePreference,
  toggleColumn,
  visibleColumns,
  withChoice,
} from './column-preferences';

type Row = Record<string, string>;
const column = (id: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  id,
  header: { id: `h.${id}` },
  value: (row) => row[id],
  ...extra,
});
const columns = [
  column('code', { hideable: false }),
  column('name'),
  column('city', { visibleFrom: 'tablet' }),
  column('vat', { visibleFrom: 'desktop' }),
  column('notes', { hiddenByDefault: true }),
];
const ids = (list: GridColumn<Row>[]) => list.map((c) => c.id);

describe('column choice', () => {
  it('shows fewer columns by default on smaller screens', () => {
    expect(ids(visibleColumns(columns, defaultChoice(columns, 'phone')))).toEqual(['code', 'name']);
    expect(ids(visibleColumns(columns, defaultChoice(columns, 'tablet')))).toEqual(['code', 'name', 'city']);
    expect(ids(visibleColumns(columns, defaultChoice(columns, 'desktop')))).toEqual([
      'code',
      'name',
      'city',
      'vat',
    ]);
  });

  it('keeps a choice per screen size, and round-trips it as JSON text', () => {
    let choice = defaultChoice(columns, 'desktop');
    choice = toggleColumn(choice, 'notes');
    choice = moveColumn(choice, 'city', -1);
    const text = JSON.stringify(withChoice({ v: 1 }, 'desktop', choice));
    const stored = parsePreference(text);
    expect(ids(visibleColumns(columns, effectiveChoice(columns, stored, 'desktop')))).toEqual([
      'code',
      'city',
      'name',
      'vat',
      'notes',
    ]);
    // The phone still has its defaults.
    expect(ids(visibleColumns(columns, effectiveChoice(columns, stored, 'phone')))).toEqual(['code', 'name']);
  });

  it('never hides a column that may not be hidden, drops unknown ids and places new columns', () => {
    const stored = parsePreference(
      JSON.stringify({ v: 1, desktop: { hidden: ['code', 'gone'], order: ['name', 'gone', 'code'] } }),
    );
    const choice = effectiveChoice(columns, stored, 'desktop');
    expect(choice.hidden).toEqual([]);
    // New columns follow the column before them in the grid's own order (city after name).
    expect(choice.order).toEqual(['name', 'city', 'vat', 'notes', 'code']);
  });

  it('treats a value that is not ours as no preference', () => {
    expect(parsePreference('{"v":2}')).toEqual({ v: 1 });
    expect(parsePreference('not json')).toEqual({ v: 1 });
    expect(parsePreference(null)).toEqual({ v: 1 });
  });
});
