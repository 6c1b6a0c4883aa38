import { CATEGORY_ID_SEPARATOR, categoryCodeFromId } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type FlatCategory } from './category-tree';

const row = (code: string, parentCode: string | null, position: number, label = code): FlatCategory => ({
  code,
  parentCode,
  position,
  label,
});

describe('buildCategoryTree', () => {
  it('numbers nodes depth-first from 1, a parent before its children', () => {
    const tree = buildCategoryTree([
      row('01', null, 1),
      row('02', null, 2),
      row('01.01', '01', 1),
      row('01.01.01', '01.01', 1),
      row('01.02', '01', 2),
      row('02.01', '02', 1),
    ]);
    const ids: string[] = [];
    const walk = (nodes: typeof tree) =>
      nodes.forEach((node) => {
        ids.push(node.id);
        walk(node.children);
      });
    walk(tree);
    expect(ids).toEqual([
      `1${CATEGORY_ID_SEPARATOR}01`,
      `2${CATEGORY_ID_SEPARATOR}01.01`,
      `3${CATEGORY_ID_SEPARATOR}01.01.01`,
      `4${CATEGORY_ID_SEPARATOR}01.02`,
      `5${CATEGORY_ID_SEPARATOR}02`,
      `6${CATEGORY_ID_SEPARATOR}02.01`,
    ]);
  });

  it('orders siblings by position whatever the order of the rows', () => {
    const tree = buildCategoryTree([
      row('B', null, 2, 'Second'),
      row('C', null, 3, 'Third'),
      row('A', null, 1, 'First'),
    ]);
    expect(tree.map((node) => node.description)).toEqual(['First', 'Second', 'Third']);
    expect(tree.map((node) => categoryCodeFromId(node.id))).toEqual(['A', 'B', 'C']);
  });

  it('gives leaves an empty children list', () => {
    const [only] = buildCategoryTree([row('01', null, 1, 'Alimentari')]);
    expect(only).toEqual({ id: `1${CATEGORY_ID_SEPARATOR}01`, description: 'Alimentari', children: [] });
  });

  it('leaves out rows whose parent is missing instead of promoting them to the top', () => {
    const tree = buildCategoryTree([row('01', null, 1), row('09.01', '09', 1), row('09.01.01', '09.01', 1)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children).toEqual([]);
  });

  it('returns an empty tree for no rows', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});
