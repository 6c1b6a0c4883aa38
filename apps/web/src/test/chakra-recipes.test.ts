// @vitest-environment node
// The shop's Chakra system registers only the recipes the app uses (packages/ui/src/theme/system.ts)
// to keep the bundle small. A component whose recipe is missing renders unstyled without any error,
// so this test reads every Chakra import of the app and of @shop/ui, follows the components each
// one uses inside Chakra (Button -> Loader -> Spinner) and fails when a needed recipe is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultSystem } from '@chakra-ui/react';
import { getSystem } from '@shop/ui';

const system = getSystem();

const here = dirname(fileURLToPath(import.meta.url));
const sourceRoots = [join(here, '..'), join(here, '../../../../packages/ui/src')];
const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
// The ESM build: its files keep one module per component, with the recipe key in plain sight.
const componentsDir = join(dirname(chakraEntry), '..', 'esm', 'components');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** For each Chakra component folder: the names it exports, its recipe keys, the folders it uses. */
const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const code = filesUnder(join(componentsDir, entry.name), /\.js$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const index = readFileSync(join(componentsDir, entry.name, 'index.js'), 'utf8');
    return {
      name: entry.name,
      exports: new Set(
        [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
          (m[1] ?? '').split(',').map(
            (part) =>
              part
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? '',
          ),
        ),
      ),
      keys: [...code.matchAll(/key: "(\w+)"/g)].map((m) => m[1] ?? ''),
      uses: [...code.matchAll(/from '\.\.\/([\w-]+)\//g)].map((m) => m[1] ?? ''),
    };
  });
const byName = new Map(folders.map((folder) => [folder.name, folder]));

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const root of sourceRoots) {
    for (const file of filesUnder(root, /\.tsx?$/)) {
      if (file.includes(`${join('src', 'gql')}`)) continue;
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

function neededRecipeKeys(): Map<string, string> {
  const needed = new Map<string, string>(); // recipe key -> the component that needs it
  const seen = new Set<string>();
  const visit = (folderName: string, via: string) => {
    if (seen.has(folderName)) return;
    seen.add(folderName);
    const folder = byName.get(folderName);
    if (!folder) return;
    for (const key of folder.keys) if (!needed.has(key)) needed.set(key, via);
    for (const used of folder.uses) visit(used, via);
  };
  for (const name of importedChakraNames()) {
    for (const folder of folders) if (folder.exports.has(name)) visit(folder.name, name);
  }
  return needed;
}

describe('the lean Chakra system', () => {
  it('finds the Chakra components the app uses', () => {
    expect(importedChakraNames().has('Button')).toBe(true);
    expect(neededRecipeKeys().get('spinner')).toBe('Button');
  });

  it('registers the recipe of every Chakra component the app uses', () => {
    const missing = [...neededRecipeKeys()]
      // Keys that Chakra's own full system does not define either (e.g. Text) need no recipe.
      .filter(([key]) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key))
      .filter(([key]) => !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(([key, component]) => `${key} (used by ${component})`);
    expect(missing, 'add these recipes to packages/ui/src/theme/system.ts').toEqual([]);
  });
});
