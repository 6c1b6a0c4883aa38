// @vitest-environment node
// The web app's house rules (issue 24), on the import graph read with Vite's own parser (static,
// re-exports, type-only and dynamic import()); test files are left out (a test may bring two
// domains together):
// - No two folders import each other, directly or through others. The folders: each audience of a
//   domain (src/domains/<d>/storefront, manage, common) and each of its entry files, each folder of
//   the app shell (src/app/layout, src/app/manage/grid …), src/lib and src/i18n.
// - No two domains import each other, directly or through others: one that needs another is built
//   on it, never the other way round too.
// - Outside a domain, code imports it only through its entry files: index.ts (storefront-safe),
//   routes.ts (its pages, lazily imported) and manage/index.ts (for management code).
// - The kernel (src/lib, src/i18n) imports no domain and nothing of the app shell.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Folders whose files are read. */
const ROOTS = ['domains', 'app', 'lib', 'i18n'];
const KERNEL = ['lib', 'i18n'];
const ENTRY_FILES = /^domains\/[^/]+\/(index\.ts|routes\.ts|manage\/index\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const pathOf = (path: string) => relative(SRC, path).split(sep).join('/');

/**
 * The folder node a file belongs to: `domains/cart/storefront`, `domains/cart/index.ts`,
 * `app/layout`, `app/manage/grid`, `app` (its own files), `lib`, `i18n`; undefined outside them.
 */
function folderOf(path: string): string | undefined {
  const parts = pathOf(path).split('/');
  const [root = '', second = '', third = ''] = parts;
  if (!ROOTS.includes(root) || parts.length < 2) return undefined;
  if (root === 'domains') return parts.length > 2 ? `domains/${second}/${third}` : undefined;
  if (root === 'app') {
    if (second === 'manage') return parts.length > 3 ? `app/manage/${third}` : 'app/manage';
    return parts.length > 2 ? `app/${second}` : 'app';
  }
  return root;
}

/** The domain a file belongs to, if any. */
const domainOf = (path: string) => /^domains\/([^/]+)\//.exec(pathOf(path))?.[1];

function resolveFile(base: string): string {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // the next one
    }
  }
  return base;
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
    .map((specifier) => resolveFile(resolve(dirname(file), specifier)));
}

type Graph = Map<string, Map<string, string[]>>;

/** Folder → folder it imports → the files that make that import (`nodeOf`: the folder of a file). */
export function folderGraph(files: readonly string[], nodeOf = folderOf): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = nodeOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const target of importedPaths(file)) {
      const to = nodeOf(target);
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

  const files = ROOTS.flatMap((root) => sourceFiles(join(SRC, root)));

  it('no folder of src/domains, src/app, src/lib or src/i18n imports itself back through another', () => {
    const graph = folderGraph(files);
    expect(graph.size).toBeGreaterThan(40);
    expect(cycles(graph).map((component) => describe_(graph, component))).toEqual([]);
  });

  it('no domain imports itself back through another', () => {
    const graph = folderGraph(files, (file) => domainOf(file));
    expect(graph.size).toBeGreaterThan(15);
    expect(cycles(graph).map((component) => describe_(graph, component))).toEqual([]);
  });

  it('imports a domain from outside only through its entry files', () => {
    const bypasses = files.flatMap((file) =>
      importedPaths(file)
        .filter((target) => {
          const domain = domainOf(target);
          return domain && domain !== domainOf(file) && !ENTRY_FILES.test(pathOf(target));
        })
        .map((target) => `${pathOf(file)} → ${pathOf(target)}`),
    );
    expect(bypasses).toEqual([]);
  });

  it('the kernel (src/lib, src/i18n) imports no domain and nothing of the app', () => {
    const reaching = files
      .filter((file) => KERNEL.includes(folderOf(file) ?? ''))
      .flatMap((file) =>
        importedPaths(file)
          .filter((target) => /^(domains|app)\//.test(pathOf(target)))
          .map((target) => `${pathOf(file)} → ${pathOf(target)}`),
      );
    expect(reaching).toEqual([]);
  });
});
