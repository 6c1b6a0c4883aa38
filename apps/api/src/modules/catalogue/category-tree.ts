// Builds the contract's category tree from flat rows: ids "<counter>||#||<code>", the counter counting
// nodes depth-first from 1 (a parent before its children), siblings by position.
import { categoryTreeId, type CategoryNode } from '@shop/contract';

export interface FlatCategory {
  code: string;
  parentCode: string | null;
  position: number;
  label: string;
}

/** Rows whose parent is missing are left out, with their descendants, rather than shown at the top. */
export function buildCategoryTree(rows: readonly FlatCategory[]): CategoryNode[] {
  const childrenOf = new Map<string | null, FlatCategory[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentCode) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentCode, siblings);
  }
  for (const siblings of childrenOf.values()) {
    siblings.sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  let counter = 0;
  const visiting = new Set<string>();
  const build = (parent: string | null): CategoryNode[] =>
    (childrenOf.get(parent) ?? [])
      // A cycle in bad data would otherwise recurse forever.
      .filter((row) => !visiting.has(row.code))
      .map((row) => {
        counter += 1;
        const id = categoryTreeId(counter, row.code);
        visiting.add(row.code);
        const node: CategoryNode = { id, description: row.label, children: build(row.code) };
        visiting.delete(row.code);
        return node;
      });
  return build(null);
}
