// The modules routes name for the server's preload links (handle.module) exist: a renamed page
// would otherwise lose its preload without a sound.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';
import { routes } from './routes';
import type { ModuleHandle } from './ssr/module-preloads';

function modulesOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...((route.handle as ModuleHandle | undefined)?.module
      ? [(route.handle as ModuleHandle).module ?? '']
      : []),
    ...modulesOf(route.children ?? []),
  ]);
}

it('names existing page modules for the home, listing and product routes', () => {
  const modules = [...new Set(modulesOf(routes))].sort();
  expect(modules).toEqual([
    'src/domains/catalogue/storefront/ListingPage.tsx',
    'src/domains/catalogue/storefront/product/ProductPage.tsx',
    'src/domains/content/storefront/HomePage.tsx',
  ]);
  for (const module of modules) expect(existsSync(join(import.meta.dirname, '../..', module))).toBe(true);
});
