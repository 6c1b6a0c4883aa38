// @vitest-environment node
// The storefront and the reserved area meet at a few doors only, so that management code (every
// `manage/` folder: src/domains/*/manage/** and the management shell src/app/manage/**) stays out of
// the storefront's first load and always has its messages (management-{it,en}.json, loaded with it):
// app/routes.tsx mounts app/management-routes.ts's pages (each domain's routes.ts `manageRoutes`, whose
// pages it imports lazily) under the management route (ManagementRoute loads the messages); the
// full-width layout lazily loads the navigation (which loads them itself); anything else is loaded
// through lazyManagement(), which wraps it in the messages. Type-only imports cost nothing and pass.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Management code: a file under any `manage/` folder (src/app/manage, src/domains/<domain>/manage). */
const isManagement = (path: string) => /^(app|domains\/[^/]+)\/manage\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'manage' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports may reach these management modules only (tiny, no messages of their own). */
const STATIC_DOORS = [
  // the management routes' paths, registered for the navigation by app/management-routes.ts
  'app/manage/nav/route-paths.ts',
  'app/manage/i18n/lazy-management.tsx',
];
/** Dynamic imports that load their own messages (or are loaded under the management route). */
const DYNAMIC_DOORS = ['app/manage/guard/ManagementRoute.tsx', 'app/manage/nav/ManagementNav.tsx'];
/** A domain's routes.ts: its `manageRoutes` pages load under the management route (its messages). */
const DOMAIN_ROUTES = /^domains\/[^/]+\/routes\.ts$/;

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return relative(SRC, candidate).split(sep).join('/');
    } catch {
      // try the next one
    }
  }
  return relative(SRC, base).split(sep).join('/');
}

function crossings() {
  const found: { file: string; target: string; kind: 'static' | 'dynamic'; wrapped: boolean }[] = [];
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    const { module } = parseSync(file, code);
    const name = relative(SRC, file).split(sep).join('/');
    for (const entry of module.staticImports) {
      if (/^import\s+type\s/.test(code.slice(entry.start, entry.end))) continue;
      const target = resolveModule(file, entry.moduleRequest.value);
      if (isManagement(target)) found.push({ file: name, target, kind: 'static', wrapped: false });
    }
    const manageRoutesAt = DOMAIN_ROUTES.test(name) ? code.indexOf('export const manageRoutes') : -1;
    for (const entry of module.dynamicImports) {
      const specifier = code
        .slice(entry.moduleRequest.start, entry.moduleRequest.end)
        .replace(/^['"`]|['"`]$/g, '');
      if (!specifier.startsWith('.')) continue;
      const target = resolveModule(file, specifier);
      if (!isManagement(target)) continue;
      // Wrapped: the import( is the argument of a lazyManagement(() => import(...)) call, or a page
      // of a domain's manageRoutes (mounted under the management route, which loads the messages).
      const before = code.slice(Math.max(0, entry.start - 60), entry.start);
      found.push({
        file: name,
        target,
        kind: 'dynamic',
        wrapped:
          /lazyManagement\(\s*\(\)\s*=>\s*$/.test(before) ||
          (manageRoutesAt >= 0 && entry.start > manageRoutesAt),
      });
    }
  }
  return found;
}

describe('the boundary between the storefront and the reserved area', () => {
  const all = crossings();

  it('finds the doors that exist', () => {
    expect(
      all.some((c) => c.file === 'app/management-routes.ts' && c.target === 'app/manage/nav/route-paths.ts'),
    ).toBe(true);
    expect(all.some((c) => c.kind === 'dynamic' && c.wrapped && DOMAIN_ROUTES.test(c.file))).toBe(true);
    expect(all.some((c) => c.kind === 'dynamic' && c.wrapped && c.file.startsWith('domains/cart/'))).toBe(
      true,
    );
  });

  it('imports management code statically only through its doors (routes, lazyManagement)', () => {
    expect(all.filter((c) => c.kind === 'static' && !STATIC_DOORS.includes(c.target))).toEqual([]);
  });

  it('loads any other management component through lazyManagement(), so its messages come with it', () => {
    expect(
      all.filter((c) => c.kind === 'dynamic' && !c.wrapped && !DYNAMIC_DOORS.includes(c.target)),
      'use lazyManagement(() => import(...)) from app/manage/i18n/lazy-management',
    ).toEqual([]);
  });
});
