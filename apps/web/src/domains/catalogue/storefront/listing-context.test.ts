import { describe, expect, it } from 'vitest';
import { categoryTrail } from './listing-context';

const tree = [
  {
    code: '01',
    label: 'Alimentari',
    children: [
      { code: '01.01', label: 'Pasta', children: [{ code: '01.01.01', label: 'Pasta secca' }] },
      { code: '01.02', label: 'Conserve', children: [] },
    ],
  },
  { code: '02', label: 'Bevande', children: [] },
];

describe('categoryTrail', () => {
  it('gives the path from the department down to the category, at any level', () => {
    expect(categoryTrail(tree, '01.01.01').map((node) => node.label)).toEqual([
      'Alimentari',
      'Pasta',
      'Pasta secca',
    ]);
    expect(categoryTrail(tree, '02').map((node) => node.code)).toEqual(['02']);
  });

  it('is empty for a code that is not in the tree, or none', () => {
    expect(categoryTrail(tree, '09')).toEqual([]);
    expect(categoryTrail(tree, undefined)).toEqual([]);
  });
});
