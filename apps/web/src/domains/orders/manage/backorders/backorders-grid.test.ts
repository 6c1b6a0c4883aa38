import { describe, expect, it } from 'vitest';
import { isOverdue, toBackorderFilter } from './backorders-grid';
import type { GridState } from '../../../../app/manage/grid/grid-state';

const state = (filters: Record<string, string>) => ({ filters }) as unknown as GridState;

describe('toBackorderFilter', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(toBackorderFilter(state({}))).toBeNull();
    expect(toBackorderFilter(state({ client: ' C00001 ', agent: '', product: 'al000001' }))).toEqual({
      clientCode: 'C00001',
      productCode: 'al000001',
    });
    expect(toBackorderFilter(state({ agent: 'AG01' }))).toEqual({ agentCode: 'AG01' });
  });
});

describe('isOverdue', () => {
  it('marks an expected day before today, not today nor later nor none', () => {
    expect(isOverdue('2026-11-27', '2026-11-28')).toBe(true);
    expect(isOverdue('2026-11-28', '2026-11-28')).toBe(false);
    expect(isOverdue('2026-12-01', '2026-11-28')).toBe(false);
    expect(isOverdue(null, '2026-11-28')).toBe(false);
  });
});
