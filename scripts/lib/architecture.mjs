// The house's layout rules (DESIGN.md §2, docs/architecture.md), computed from the import graph:
// module folders named from the domain list, no import cycle between files nor between modules, a
// kernel that imports no module, and modules reached from outside only through their entry files.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { folderCycles, folderOf } from './import-graph.mjs';

/**
 * Where each tier keeps its modules, the folder names allowed there besides the domains, the files
 * other code may import a module through, and the tier's kernel (which imports no module).
 */
export const TIERS = [
  {
    name: 'contract',
    root: 'packages/contract/src',
    extra: ['kernel'],
    entries: ['index.ts'],
    kernel: ['packages/contract/src/kernel/', 'packages/contract/src/domains.ts'],
  },
  { name: 'schema', root: 'packages/schema/src', extra: ['common', 'generated'], entries: [], kernel: [] },
  {
    name: 'api',
    root: 'apps/api/src/modules',
    extra: [],
    entries: ['index.ts'],
    kernel: ['apps/api/src/kernel/', 'apps/api/src/db/', 'apps/api/src/http/', 'apps/api/src/errors/'],
  },
  {
    name: 'gateway',
    root: 'apps/gateway/src/modules',
    extra: [],
    entries: ['index.ts'],
    kernel: ['apps/gateway/src/kernel/'],
  },
  {
    name: 'web',
    root: 'apps/web/src/domains',
    extra: [],
    // storefront-safe index, route definitions (pages lazily imported), the management-only entry
    entries: ['index.ts', 'routes.ts', 'routes.tsx', 'manage/index.ts'],
    kernel: ['apps/web/src/lib/', 'apps/web/src/i18n/', 'apps/web/src/app/manage/'],
  },
  { name: 'e2e', root: 'e2e/tests', extra: ['app'], entries: [], kernel: [] },
];

/** Folders of the layout before issue 24: they must not come back. */
export const OLD_LAYOUT = [
  'apps/api/src/domains',
  'apps/api/src/routes',
  'apps/gateway/src/domains',
  'apps/gateway/src/upstream',
  'apps/gateway/src/loaders',
  'apps/web/src/features',
  'apps/web/src/management',
];

/** Test code may reach into a module (its services, its fixtures); the rules are for shipped code. */
export const isTestFile = (file) =>
  /\.test\.(ts|tsx|mjs)$/.test(file) || /^apps\/[^/]+\/test\//.test(file) || file.startsWith('e2e/');

/** The module a file belongs to: `<tier root>/<domain>`, or null outside every module. */
export function moduleOf(file) {
  for (const tier of TIERS) {
    if (!file.startsWith(`${tier.root}/`)) continue;
    const rest = file.slice(tier.root.length + 1);
    const slash = rest.indexOf('/');
    if (slash < 0) return null; // a file directly under the root (contract's index.ts, domains.ts)
    const name = rest.slice(0, slash);
    if (tier.extra.includes(name)) return null;
    return { tier, name, path: `${tier.root}/${name}`, inner: rest.slice(slash + 1) };
  }
  return null;
}

/** Folders under a tier's module root whose name is neither a domain nor one of the tier's extras. */
export function unknownModuleFolders(root, domains) {
  const found = [];
  for (const tier of TIERS) {
    const dir = join(root, tier.root);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !domains.includes(entry.name) && !tier.extra.includes(entry.name))
        found.push(`${tier.root}/${entry.name}`);
    }
  }
  return found;
}

export function oldLayoutFolders(root) {
  return OLD_LAYOUT.filter((dir) => existsSync(join(root, dir)));
}

/** Import cycles between files (each a strongly connected group of files). */
export function fileCycles(edges) {
  const graph = new Map();
  for (const [file, targets] of edges) {
    const out = new Map();
    for (const { target } of targets) if (target !== file) out.set(target, [`${file} → ${target}`]);
    graph.set(file, out);
  }
  return folderCycles(graph);
}

/** Import cycles between the modules of a tier (test files left out). */
export function moduleCycles(edges) {
  const graph = new Map();
  for (const [file, targets] of edges) {
    if (isTestFile(file)) continue;
    const from = moduleOf(file);
    if (!from) continue;
    for (const { target } of targets) {
      const to = moduleOf(target);
      if (!to || to.path === from.path) continue;
      if (!graph.has(from.path)) graph.set(from.path, new Map());
      const out = graph.get(from.path);
      if (!out.has(to.path)) out.set(to.path, []);
      out.get(to.path).push(`${file} → ${target}`);
    }
  }
  return folderCycles(graph);
}

/** Kernel files that import a module. */
export function kernelImportsOfModules(edges) {
  const found = [];
  for (const [file, targets] of edges) {
    if (isTestFile(file)) continue;
    const tier = TIERS.find((t) => t.kernel.some((k) => (k.endsWith('/') ? file.startsWith(k) : file === k)));
    if (!tier) continue;
    for (const { target } of targets) if (moduleOf(target)) found.push(`${file} → ${target}`);
  }
  return found;
}

/** Imports into a module from outside it that do not go through one of its entry files. */
export function importsPastTheIndex(edges) {
  const found = [];
  for (const [file, targets] of edges) {
    if (isTestFile(file)) continue;
    const from = moduleOf(file);
    for (const { target } of targets) {
      const to = moduleOf(target);
      if (!to || to.tier.entries.length === 0 || (from && from.path === to.path)) continue;
      if (!to.tier.entries.includes(to.inner)) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

/**
 * The node a file stands for in the folder graph: its folder, except the files that are doors on
 * their own (a module's entry files, the modules list, a package's top-level files such as app.ts
 * and config.ts), which would otherwise tie a folder to everything that goes through it.
 */
export function folderNodeOf(file) {
  const module = moduleOf(file);
  if (module && module.tier.entries.includes(module.inner)) return file;
  if (/^(apps|packages)\/[^/]+\/src\/[^/]+\.(ts|tsx)$/.test(file)) return file;
  if (/^apps\/[^/]+\/src\/modules\/index\.ts$/.test(file)) return file;
  return folderOf(file);
}

/** Import cycles between folders (test files left out). */
export function folderCyclesOf(edges) {
  const graph = new Map();
  for (const [file, targets] of edges) {
    if (isTestFile(file)) continue;
    const from = folderNodeOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { target } of targets) {
      const to = folderNodeOf(target);
      if (to === from) continue;
      const out = graph.get(from);
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(`${file} → ${target}`);
    }
  }
  return folderCycles(graph);
}
