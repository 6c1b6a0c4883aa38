import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isCustomerTipo,
  isStaffTipo,
  PRODUCT_TYPE_CODES,
  PRODUCT_TYPES,
  productTypeName,
  USER_TIPI,
} from './rules';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every file `file` reaches through relative imports, with its import specifiers (type-only imports,
 * erased from the bundle, left out).
 */
function reachable(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'"]*from\s+'([^']+)'/gm),
  ].map((match) => match[1] ?? '');
  seen.set(file, specifiers);
  for (const specifier of specifiers)
    if (specifier.startsWith('.')) reachable(resolve(dirname(file), `${specifier}.ts`), seen);
  return seen;
}

/** The package's subpaths besides the main entry (rules, storefront-paths, cookies, client-address). */
const packageJson = JSON.parse(readFileSync(resolve(here, '../../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const subpaths = Object.entries(packageJson.exports).filter(([name]) => name !== '.');

describe('the subpaths of @shop/contract', () => {
  it('are kernel files', () => {
    expect(subpaths.map(([name]) => name).sort()).toEqual([
      './client-address',
      './cookies',
      './rules',
      './storefront-paths',
    ]);
    for (const [, target] of subpaths) expect(target).toMatch(/^\.\/src\/kernel\/[a-z-]+\.ts$/);
  });

  it.each(subpaths)(
    '%s imports nothing but kernel files and node built-ins (no zod in the browser bundle)',
    (_name, target) => {
      const modules = reachable(resolve(here, '../..', target));
      for (const [file, specifiers] of modules)
        expect(
          specifiers.filter((s) => !s.startsWith('./') && !s.startsWith('node:')),
          file,
        ).toEqual([]);
    },
  );
});

describe('@shop/contract/rules', () => {
  it('reaches the quantity, user type and product type rules', () => {
    expect(reachable(resolve(here, 'rules.ts')).size).toBeGreaterThan(1);
  });

  it('user types: staff are A, X, U, F; customers C, WC, WU; visitors neither', () => {
    expect(USER_TIPI.filter((t) => isStaffTipo(t))).toEqual(['A', 'X', 'U', 'F']);
    expect(USER_TIPI.filter((t) => isCustomerTipo(t))).toEqual(['C', 'WC', 'WU']);
    expect([isStaffTipo('x'), isCustomerTipo('wc')]).toEqual([true, true]);
    expect([isStaffTipo(null), isCustomerTipo(null), isStaffTipo('Z')]).toEqual([false, false, false]);
  });

  it('product types: each code has one GraphQL name and back', () => {
    expect(Object.values(PRODUCT_TYPE_CODES).sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const [name, code] of Object.entries(PRODUCT_TYPE_CODES)) {
      expect(productTypeName(code)).toBe(name);
      expect(productTypeName(code.toLowerCase())).toBe(name);
    }
    expect([productTypeName('Z'), productTypeName(''), productTypeName(null)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
