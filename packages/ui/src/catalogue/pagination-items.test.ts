import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never shows more than seven slots and clamps a page out of range', () => {
    for (let page = 1; page <= 417; page += 1)
      expect(paginationItems(page, 417).length).toBeLessThanOrEqual(7);
    expect(paginationItems(999, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9]);
  });
});
