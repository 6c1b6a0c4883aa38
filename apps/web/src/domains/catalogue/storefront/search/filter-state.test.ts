import { describe, expect, it } from 'vitest';
import {
  ALL_OPTION,
  chooseTreeItem,
  isAll,
  offeredTypes,
  readFilter,
  resetFilter,
  searchParams,
  searchPath,
  selectedOption,
  syncFromUrl,
  typeToSend,
  type FilterState,
} from './filter-state';

const state = (overrides: Partial<FilterState> = {}): FilterState => ({
  searchTerm: 'pasta',
  category: '01.02',
  brand: 'BAR',
  type: 'N',
  promo: 'PR1',
  ...overrides,
});

describe('reading the URL', () => {
  it('reads search_term, category, brand, promo and type', () => {
    const params = new URLSearchParams('search_term=riso&category=01&brand=BAR&promo=PR2&type=E');
    expect(readFilter(params)).toEqual({
      searchTerm: 'riso',
      category: '01',
      brand: 'BAR',
      type: 'E',
      promo: 'PR2',
    });
  });

  it('defaults type to -1 and the others to their All option', () => {
    expect(readFilter(new URLSearchParams(''))).toEqual({
      searchTerm: '',
      category: '0',
      brand: '0',
      type: '-1',
      promo: '-1',
    });
  });
});

describe('All', () => {
  it('is 0 or -1 (or nothing)', () => {
    expect(['0', '-1', '', ' ', null, undefined].every(isAll)).toBe(true);
    expect(isAll('01')).toBe(false);
    expect(isAll('P')).toBe(false);
  });

  it('has codice -1 for type and promo, 0 for category and brand', () => {
    expect(ALL_OPTION).toEqual({ category: '0', brand: '0', type: '-1', promo: '-1' });
  });

  it('selects the All option for 0 and for -1', () => {
    expect(selectedOption('category', '-1')).toBe('0');
    expect(selectedOption('brand', '-1')).toBe('0');
    expect(selectedOption('type', '0')).toBe('-1');
    expect(selectedOption('promo', '0')).toBe('-1');
    expect(selectedOption('category', '01.02')).toBe('01.02');
  });
});

describe('Search', () => {
  it('sends search_term, category, brand, type and promo to /search', () => {
    expect(searchParams(state({ promo: '-1' }), true).toString()).toBe(
      'search_term=pasta&category=01.02&brand=BAR&type=N&promo=-1',
    );
    expect(searchPath(state({ promo: '-1' }), 'en', true)).toBe(
      '/en/search?search_term=pasta&category=01.02&brand=BAR&type=N&promo=-1',
    );
    expect(searchPath(state({ searchTerm: ' a b ' }), 'it', true)).toMatch(/^\/search\?search_term=a\+b&/);
  });

  it('sends type P when a promotion is chosen and type is All', () => {
    expect(typeToSend(state({ type: '-1', promo: 'PR1' }), false)).toBe('P');
    expect(typeToSend(state({ type: '0', promo: 'PR1' }), false)).toBe('P');
    expect(typeToSend(state({ type: 'E', promo: 'PR1' }), false)).toBe('E');
    expect(typeToSend(state({ type: '-1', promo: '-1' }), false)).toBe('-1');
  });

  it('never sends type F for a visitor', () => {
    expect(typeToSend(state({ type: 'F', promo: '-1' }), false)).toBe('-1');
    expect(typeToSend(state({ type: 'F', promo: '-1' }), true)).toBe('F');
  });
});

describe('Reset', () => {
  it('sets category -1, brand 0, type -1, promo -1 and empty text', () => {
    expect(resetFilter()).toEqual({ searchTerm: '', category: '-1', brand: '0', type: '-1', promo: '-1' });
    expect(searchParams(resetFilter(), true).toString()).toBe(
      'search_term=&category=-1&brand=0&type=-1&promo=-1',
    );
  });
});

describe('choosing a tree item', () => {
  it.each([
    ['category', '01.02.03', { category: '01.02.03', brand: '0', type: '-1', promo: '-1' }],
    ['brand', 'ACME', { category: '-1', brand: 'ACME', type: '-1', promo: '-1' }],
    ['type', 'O', { category: '-1', brand: '0', type: 'O', promo: '-1' }],
    ['promo', 'PR9', { category: '-1', brand: '0', type: '-1', promo: 'PR9' }],
  ] as const)('of kind %s resets the other three and sets its own', (kind, code, expected) => {
    expect(chooseTreeItem(state(), { kind, code })).toEqual({ searchTerm: 'pasta', ...expected });
  });

  it('of kind promo searches type P', () => {
    expect(typeToSend(chooseTreeItem(state(), { kind: 'promo', code: 'PR9' }), true)).toBe('P');
  });
});

describe('type options', () => {
  const options = ['P', 'E', 'N', 'F', 'O'].map((code) => ({ code, label: `type ${code}` }));
  it('offer F only to logged-in users', () => {
    expect(offeredTypes(options, false, 'Fav').map((o) => o.code)).toEqual(['P', 'E', 'N', 'O']);
    expect(offeredTypes(options, true, 'Fav')).toContainEqual({ code: 'F', label: 'type F' });
  });

  it('add F for a logged-in user when the type table leaves it out', () => {
    const withoutF = options.filter((o) => o.code !== 'F');
    expect(offeredTypes(withoutF, true, 'Preferiti').map((o) => o.code)).toEqual(['P', 'E', 'N', 'O', 'F']);
    expect(offeredTypes(withoutF, true, 'Preferiti').at(-1)).toEqual({ code: 'F', label: 'Preferiti' });
    expect(offeredTypes(withoutF, false, 'Preferiti').map((o) => o.code)).toEqual(['P', 'E', 'N', 'O']);
  });
});

describe('an external change', () => {
  it('updates the selection of the input that changed, and keeps the rest as chosen', () => {
    const before = state({ brand: '0' });
    const chosen = { ...before, category: '02', searchTerm: 'typed' };
    const after = { ...before, brand: 'BAR' };
    expect(syncFromUrl(chosen, before, after)).toEqual({ ...chosen, brand: 'BAR' });
    expect(syncFromUrl(chosen, before, before)).toEqual(chosen);
  });
});
