import { describe, expect, it } from 'vitest';
import { footerSections } from './footer-sections';

const line = (key: string, isSectionTitle = false) => ({ key, isSectionTitle });

describe('footerSections', () => {
  it('starts a section at every title and keeps the order', () => {
    const sections = footerSections([line('t1', true), line('a'), line('b'), line('t2', true), line('c')]);
    expect(sections.map((s) => [s.title?.key, s.lines.map((l) => l.key)])).toEqual([
      ['t1', ['a', 'b']],
      ['t2', ['c']],
    ]);
  });

  it('keeps lines before the first title in an untitled section', () => {
    const sections = footerSections([line('a'), line('t', true)]);
    expect(sections.map((s) => [s.title?.key, s.lines.length])).toEqual([
      [undefined, 1],
      ['t', 0],
    ]);
  });

  it('gives no section for an empty column', () => {
    expect(footerSections([])).toEqual([]);
  });
});
