import { describe, expect, it } from 'vitest';
import { toBackorderFilter } from './backorders-grid';
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
