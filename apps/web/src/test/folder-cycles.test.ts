// @vitest-environment node
// No two feature folders may import each other, directly or through others (features/layout ⇄
// auth once did): a feature that needs something of another is built on it, never the other way
// round too. Shared strings live in src/i18n, shared helpers in src/lib, and those import no feature.
// Imports are read with Vite's own parser (static, re-exports, type-only and dynamic import()).
// Test files are left out: a test may bring two features together.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Folders whose files are read; each feature folder is a node of its own. */
const ROOTS = ['features', 'lib', 'i18n'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder node a file belongs to: `features/cart`, `lib`, `i18n`; undefined outside them. */
function folderOf(path: string): string | undefined {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return ROOTS.includes(parts[0] ?? '') && parts.length > 1 ? parts[0] : undefined;
}

function importedPaths(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const { module } = parseSync(file, code);
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => entry.moduleRequest?.value ?? [])),
    ...module.dynamicImports.map((i) => code.slice(i.moduleRequest.start, i.moduleRequest.end)),
  ];
  return specifiers
    .map((specifier) => specifier.replace(/^['"`]|['"`]$/g, ''))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
}

type Graph = Map<string, Map<string, string[]>>;

/** Folder → folder it imports → the files that make that import. */
export function folderGraph(files: readonly string[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const target of importedPaths(file)) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), relative(SRC, file)]);
    }
  }
  return graph;
}

/** The strongly connected components with more than one folder (Tarjan): each is a cycle. */
export function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Every import inside a cycle, as `from → to (file, file…)`, to say where to cut. */
function describe_(graph: Graph, component: readonly string[]): string[] {
  return component.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, string[]>())]
      .filter(([to]) => component.includes(to))
      .map(([to, files]) => `${from} → ${to} (${[...new Set(files)].join(', ')})`),
  );
}

describe('folder cycles in src', () => {
  it('finds a cycle through three folders and none in a chain', () => {
    const edge = (to: string[]) => new Map(to.map((t) => [t, ['x.ts']]));
    const ring: Graph = new Map([
      ['a', edge(['b'])],
      ['b', edge(['c'])],
      ['c', edge(['a'])],
      ['d', edge(['a'])],
    ]);
    expect(cycles(ring)).toEqual([['a', 'b', 'c']]);
    ring.set('c', edge([]));
    expect(cycles(ring)).toEqual([]);
  });

  it('no feature folder, src/lib or src/i18n imports itself back through another', () => {
    const graph = folderGraph(ROOTS.flatMap((root) => sourceFiles(join(SRC, root))));
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph).map((component) => describe_(graph, component))).toEqual([]);
  });
});
