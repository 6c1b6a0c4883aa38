// The repository's import graph, read as text (no compiler): every TypeScript/JavaScript source file,
// the files it imports (relative specifiers and the workspace packages' own subpaths), and the
// folder-level graph with its cycles. The architecture rules (architecture.test.mjs) are built on it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.turbo',
  'generated',
  'gql',
  'artifacts',
  '.reports',
  '.git',
  'public',
]);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

/** Every import specifier in a file's text: static, re-export, side-effect and dynamic imports. */
export function importSpecifiers(code) {
  const found = [];
  const patterns = [
    /(?:^|[;\s}])import\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /(?:^|[;\s}])export\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /(?:^|[;\s])import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.push(match[1]);
  }
  return [...new Set(found)];
}

// The embedded database lives in a `data/` folder beside a package.json (./data, apps/api/data).
const isDatabaseDir = (path) =>
  path.endsWith(`${sep}data`) && existsSync(join(dirname(path), 'package.json'));

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !isDatabaseDir(path)) walk(path, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

/** The workspace packages by name → their folder and export map, so `@shop/x/sub` resolves to a file. */
function workspacePackages(root) {
  const packages = new Map();
  for (const group of ['apps', 'packages']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const file = join(base, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      packages.set(pkg.name, { dir: join(base, name), exports: pkg.exports ?? {} });
    }
  }
  return packages;
}

function resolveFile(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for a `./x.ts` source
  const swapped = base.replace(/\.js$/, '.ts');
  if (swapped !== base && existsSync(swapped)) return swapped;
  return null;
}

function resolveSpecifier(from, specifier, packages) {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const match = /^(@shop\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const pkg = packages.get(match[1]);
  if (!pkg) return null;
  const key = match[2] ? `.${match[2]}` : '.';
  const target = typeof pkg.exports === 'string' ? pkg.exports : pkg.exports[key];
  if (typeof target === 'string') return resolveFile(join(pkg.dir, target));
  return null;
}

/** Files (relative to root, with '/') and their resolved imports inside the repository. */
export function importGraph(root, { include = ['apps', 'packages', 'e2e', 'bench', 'scripts'] } = {}) {
  const packages = workspacePackages(root);
  const files = include.flatMap((dir) => (existsSync(join(root, dir)) ? walk(join(root, dir), []) : []));
  const rel = (path) => relative(root, path).split(sep).join('/');
  const edges = new Map();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const targets = [];
    for (const specifier of importSpecifiers(code)) {
      const target = resolveSpecifier(file, specifier, packages);
      if (target) targets.push({ specifier, target: rel(target) });
    }
    edges.set(rel(file), targets);
  }
  return edges;
}

export function folderOf(file) {
  const i = file.lastIndexOf('/');
  return i < 0 ? '.' : file.slice(0, i);
}

/** Folder → folders it imports from (a file's folder is the folder that holds it). */
export function folderGraph(edges) {
  const graph = new Map();
  for (const [file, targets] of edges) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { target } of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      const out = graph.get(from);
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(`${file} → ${target}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan), each with one example edge per hop. */
export function folderCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((m) => [...m.keys()])]);
  const strongConnect = (node) => {
    // iterative Tarjan (deep graphs would overflow the call stack)
    const work = [[node, [...(graph.get(node)?.keys() ?? [])], 0]];
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]];
        frame[2] += 1;
        if (!indices.has(w)) {
          indices.set(w, index);
          low.set(w, index);
          index += 1;
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w)?.keys() ?? [])], 0]);
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v), indices.get(w)));
        }
      } else {
        work.pop();
        if (work.length) {
          const parent = work[work.length - 1][0];
          low.set(parent, Math.min(low.get(parent), low.get(v)));
        }
        if (low.get(v) === indices.get(v)) {
          const component = [];
          let w;
          do {
            w = stack.pop();
            onStack.delete(w);
            component.push(w);
          } while (w !== v);
          if (component.length > 1) components.push(component.sort());
        }
      }
    }
  };
  for (const node of nodes) if (!indices.has(node)) strongConnect(node);
  return components.map((folders) => {
    const inside = new Set(folders);
    const examples = [];
    for (const from of folders) {
      for (const [to, why] of graph.get(from) ?? []) if (inside.has(to)) examples.push(why[0]);
    }
    return { folders, examples };
  });
}
