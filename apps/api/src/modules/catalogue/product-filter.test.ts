import { describe, expect, it } from 'vitest';
import { pageInfo } from './product-filter';
import { stockState } from './product.presenter';

describe('pageInfo', () => {
  it('counts pages and the offset of a page', () => {
    expect(pageInfo(1, 12, 5000)).toEqual({ page: 1, pagesize: 12, pages: 417, offset: 0 });
    expect(pageInfo(3, 25, 100)).toEqual({ page: 3, pagesize: 25, pages: 4, offset: 50 });
  });

  it('has no pages for no results', () => {
    expect(pageInfo(1, 12, 0).pages).toBe(0);
  });
});

describe('stockState', () => {
  it('is out below the minimum order quantity', () => {
    expect(stockState(0, 1, 1)).toBe('esaurita');
    expect(stockState(4, 5, 5)).toBe('esaurita');
  });

  it('is low with fewer than 10 orderable steps', () => {
    expect(stockState(9, 1, 1)).toBe('scarsa');
    expect(stockState(49, 5, 5)).toBe('scarsa');
  });

  it('is available from 10 steps on', () => {
    expect(stockState(10, 1, 1)).toBe('disponibile');
    expect(stockState(50, 5, 5)).toBe('disponibile');
  });
});
