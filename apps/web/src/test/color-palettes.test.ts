// @vitest-environment node
// The shop's Chakra system keeps only the colour palettes it uses (packages/ui/src/theme/light-tokens.ts).
// A palette that is missing gives no error: the colours silently fall back to none. This test reads
// every palette the app and @shop/ui name (colorPalette props and colour tokens such as `red.700` or
// `green.fg`) and every palette the registered recipes and semantic tokens name, and fails when one
// is not in the system.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { getSystem } from '@shop/ui';
import { createChakraTheme } from '../../../../packages/ui/src/theme/chakra-theme';
import { DROPPED_PALETTES, KEPT_PALETTES } from '../../../../packages/ui/src/theme/light-tokens';

const system = getSystem();
const here = dirname(fileURLToPath(import.meta.url));
const sourceRoots = [join(here, '..'), join(here, '../../../../packages/ui/src')];

const sources = sourceRoots.flatMap((root) =>
  readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
);

const ROLES = 'solid|contrast|fg|muted|subtle|emphasized|focusRing|border';
/** Not palettes: semantic token groups and Chakra's own names that look like `name.role`. */
const NOT_PALETTES = new Set(['bg', 'fg', 'border', 'colors', 'colorPalette', 'black', 'white']);

function palettesNamedInCode(): Set<string> {
  const names = new Set<string>();
  for (const code of sources) {
    for (const [, expression = ''] of code.matchAll(/colorPalette[=:]\s*(\{[^}\n]*\}|'[^']*'|"[^"]*")/g)) {
      for (const [, name = ''] of expression.matchAll(/['"]([a-z]+)['"]/g)) names.add(name);
    }
    for (const [, name = ''] of code.matchAll(
      new RegExp(`['"\`]([a-z]+)\\.(?:\\d{2,3}|${ROLES})['"\`]`, 'g'),
    ))
      names.add(name);
  }
  return names;
}

function palettesNamedInTheme(): Set<string> {
  const { recipes, slotRecipes, semanticTokens } = createChakraTheme().theme ?? {};
  const text = JSON.stringify({ recipes, slotRecipes, semanticTokens });
  const names = new Set<string>();
  for (const [, name = ''] of text.matchAll(/"colorPalette":"([a-z]+)"/g)) names.add(name);
  for (const [, name = ''] of text.matchAll(/\{colors\.([a-z]+)\./g)) names.add(name);
  return names;
}

const hasPalette = (name: string) => system.tokens.getByName(`colors.${name}.500`) !== undefined;

describe('colour palettes', () => {
  it('has every palette the app names', () => {
    const named = [...palettesNamedInCode()].filter((name) => !NOT_PALETTES.has(name));
    expect(named).toEqual(expect.arrayContaining(['primary', 'red', 'green']));
    expect(named.filter((name) => !hasPalette(name))).toEqual([]);
  });

  it('has every palette the registered recipes and semantic tokens name', () => {
    const named = [...palettesNamedInTheme()].filter((name) => !NOT_PALETTES.has(name));
    expect(named).toEqual(expect.arrayContaining(['gray', 'blue', 'orange']));
    expect(named.filter((name) => !hasPalette(name))).toEqual([]);
  });

  it('keeps gray and the palettes of the alert and toast statuses', () => {
    for (const name of KEPT_PALETTES) expect(hasPalette(name), name).toBe(true);
  });

  it("leaves out the palettes nothing names, which Chakra's default theme has", () => {
    for (const name of DROPPED_PALETTES) {
      expect(defaultConfig.theme?.tokens?.colors?.[name], name).toBeDefined();
      expect(hasPalette(name), name).toBe(false);
    }
  });

  it('builds light-mode variables only (no second set for a dark mode the shop does not have)', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const base = system.tokens.cssVarMap.get('base');
    expect(base?.get('--chakra-colors-bg')).toBe('var(--chakra-colors-white)');
    expect(base?.get('--chakra-colors-fg-muted')).toBe('var(--chakra-colors-gray-600)');
  });
});
