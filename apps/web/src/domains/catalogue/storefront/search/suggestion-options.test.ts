import { describe, expect, it } from 'vitest';
import { moveActive, suggestionGroups, supplierPath, termSearchPath } from './suggestion-options';

const data = {
  items: [{ code: 'AL001401', description: 'Pasta di semola Farfalle 1 kg' }],
  categories: [{ code: '06.02.02', label: 'Pastiglie per lavastoviglie' }],
  suppliers: [{ code: 'F002', label: 'Pastificio Meridionale S.r.l.' }],
};

describe('suggestion groups', () => {
  it('orders items, categories, suppliers, each leading to its page', () => {
    const groups = suggestionGroups(data, 'it');
    expect(groups.map((g) => g.kind)).toEqual(['item', 'category', 'supplier']);
    expect(groups.map((g) => g.options[0]?.href)).toEqual([
      '/product/al001401/pasta-di-semola-farfalle-1-kg?codart=AL001401',
      '/category/06.02.02/pastiglie-per-lavastoviglie?category=06.02.02',
      '/search?supplier=F002',
    ]);
  });

  it('leaves out empty groups and localises the paths', () => {
    const groups = suggestionGroups({ ...data, items: [], categories: [] }, 'en');
    expect(groups.map((g) => g.kind)).toEqual(['supplier']);
    expect(groups[0]?.options[0]?.href).toBe('/en/search?supplier=F002');
  });

  it('builds /search for a typed term', () => {
    expect(termSearchPath('  riso nero ', 'it')).toBe('/search?search_term=riso+nero');
    expect(supplierPath('F 1', 'en')).toBe('/en/search?supplier=F%201');
  });
});

describe('arrow keys', () => {
  it('move down from none to the first and wrap at the ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
