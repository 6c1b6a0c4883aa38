// The layout rules of DESIGN.md §2 as tests, on the whole repository (docs/architecture.md says why).
import { describe, expect, it } from 'vitest';
import { DOMAIN_NAMES } from '../../packages/contract/src/domains.ts';
import { importGraph, importSpecifiers } from './import-graph.mjs';
import {
  fileCycles,
  folderCyclesOf,
  importsPastTheIndex,
  kernelImportsOfModules,
  moduleCycles,
  moduleOf,
  oldLayoutFolders,
  unknownModuleFolders,
} from './architecture.mjs';
import { ROOT } from './workspace.mjs';

const edges = importGraph(ROOT);

describe('the import graph reader', () => {
  it('reads static, type, re-export, side-effect and dynamic imports', () => {
    const code = [
      "import a from './a';",
      "import type { B } from '../b';",
      "import {\n  c,\n  d,\n} from './cd';",
      "export * from './e';",
      "import './f.css';",
      "const G = lazy(() => import('./g'));",
      "const text = 'import nothing from here';",
    ].join('\n');
    expect(importSpecifiers(code).sort()).toEqual(['../b', './a', './cd', './e', './f.css', './g']);
  });

  it('finds the repository’s files and their imports', () => {
    expect(edges.size).toBeGreaterThan(500);
    const app = edges.get('apps/api/src/app.ts');
    expect(app?.length).toBeGreaterThan(3);
  });

  it('places a file in its module, and a kernel file in none', () => {
    expect(moduleOf('apps/api/src/modules/quotes/quotes.service.ts')).toMatchObject({
      name: 'quotes',
      inner: 'quotes.service.ts',
    });
    expect(moduleOf('apps/web/src/domains/cart/storefront/CartPage.tsx')).toMatchObject({ name: 'cart' });
    expect(moduleOf('packages/contract/src/kernel/envelope.ts')).toBeNull();
    expect(moduleOf('apps/api/src/kernel/money.ts')).toBeNull();
  });
});

describe('the rules on a made-up graph (each one sees what it must refuse)', () => {
  const api = 'apps/api/src';
  const graph = (pairs) =>
    new Map(
      Object.entries(pairs).map(([file, targets]) => [
        file,
        targets.map((target) => ({ specifier: target, target })),
      ]),
    );

  it('finds a cycle between two files and between two modules', () => {
    const made = graph({
      [`${api}/modules/quotes/quote-order.ts`]: [`${api}/modules/orders/index.ts`],
      [`${api}/modules/orders/index.ts`]: [`${api}/modules/orders/orders.service.ts`],
      [`${api}/modules/orders/orders.service.ts`]: [`${api}/modules/quotes/index.ts`],
      [`${api}/modules/quotes/index.ts`]: [`${api}/modules/quotes/quote-order.ts`],
    });
    expect(fileCycles(made)).toHaveLength(1);
    expect(folderCyclesOf(made)).toHaveLength(1);
    expect(moduleCycles(made).map((c) => c.folders)).toEqual([
      [`${api}/modules/orders`, `${api}/modules/quotes`],
    ]);
  });

  it('refuses a kernel file that imports a module, and an import past a module’s index', () => {
    const made = graph({
      [`${api}/kernel/money.ts`]: [`${api}/modules/pricing/index.ts`],
      [`${api}/modules/cart/cart.service.ts`]: [`${api}/modules/pricing/discount-chain.ts`],
      [`${api}/modules/cart/cart.test.ts`]: [`${api}/modules/pricing/discount-chain.ts`],
      'apps/web/src/app/routes.tsx': ['apps/web/src/domains/cart/routes.ts'],
      'apps/web/src/domains/orders/storefront/Checkout.tsx': [
        'apps/web/src/domains/cart/storefront/useCart.ts',
      ],
    });
    expect(kernelImportsOfModules(made)).toEqual([
      `${api}/kernel/money.ts → ${api}/modules/pricing/index.ts`,
    ]);
    expect(importsPastTheIndex(made)).toEqual([
      `${api}/modules/cart/cart.service.ts → ${api}/modules/pricing/discount-chain.ts`,
      'apps/web/src/domains/orders/storefront/Checkout.tsx → apps/web/src/domains/cart/storefront/useCart.ts',
    ]);
  });

  it('refuses a module folder that is not a domain', () => {
    expect(unknownModuleFolders(ROOT, ['catalogue'])).not.toEqual([]);
  });
});

describe('one module per domain, named once', () => {
  it('names every module folder in every tier from the domain list (packages/contract/src/domains.ts)', () => {
    expect(unknownModuleFolders(ROOT, DOMAIN_NAMES)).toEqual([]);
  });

  it('keeps no folder of the layout by audience and tier (features/, management/, domains/, routes/)', () => {
    expect(oldLayoutFolders(ROOT)).toEqual([]);
  });
});

describe('dependencies', () => {
  it('has no import cycle between files anywhere in the repository', () => {
    expect(fileCycles(edges).map((c) => c.examples)).toEqual([]);
  });

  it('has no import cycle between folders anywhere in the repository', () => {
    expect(folderCyclesOf(edges).map((c) => c.examples)).toEqual([]);
  });

  it('has no import cycle between the modules of a tier', () => {
    expect(moduleCycles(edges).map((c) => c.examples)).toEqual([]);
  });

  it('keeps the kernel free of modules', () => {
    expect(kernelImportsOfModules(edges)).toEqual([]);
  });

  it('reaches a module from outside only through its entry files (index.ts; web: also routes.ts, manage/index.ts)', () => {
    expect(importsPastTheIndex(edges)).toEqual([]);
  });
});
