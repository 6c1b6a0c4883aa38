import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isCustomerTipo,
  isStaffTipo,
  productTypeName,
  PRODUCT_TYPE_CODES,
  PRODUCT_TYPES,
  USER_TIPI,
} from './rules';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module rules.ts reaches, with its import specifiers. */
function reachable(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm),
  ].map((match) => match[1] ?? '');
  seen.set(file, specifiers);
  for (const specifier of specifiers)
    if (specifier.startsWith('.')) reachable(resolve(dirname(file), `${specifier}.ts`), seen);
  return seen;
}

describe('@shop/contract/rules', () => {
  it('imports nothing but its own modules (no zod in the browser bundle)', () => {
    const modules = reachable(resolve(here, 'rules.ts'));
    expect(modules.size).toBeGreaterThan(1);
    for (const [file, specifiers] of modules)
      expect(
        specifiers.filter((s) => !s.startsWith('./')),
        file,
      ).toEqual([]);
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
