// @vitest-environment node
// The catalogues must hold every message the code uses, in both languages, with a non-empty text;
// it.json must be exactly what `pnpm i18n:extract` writes from the code's default messages. The
// reserved area's messages (defined under a manage/ folder) live in management-{it,en}.json, which
// load with the management code (scripts/extract-messages.mjs).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_DIR, extractCatalogues } from '../../scripts/extract-messages.mjs';

// Read as files: imported, the build would hand them over pre-compiled to ASTs.
const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(CATALOGUE_DIR, file), 'utf8'));
const extracted = extractCatalogues();
const it_ = read('it.json');
const en = read('en.json');
const managementIt = read('management-it.json');
const managementEn = read('management-en.json');

// Each language as the reserved area sees it: both of its catalogues together.
const catalogues: [string, Record<string, string>][] = [
  ['it.json + management-it.json', { ...it_, ...managementIt }],
  ['en.json + management-en.json', { ...en, ...managementEn }],
];
const used = { ...extracted.main, ...extracted.management };
const usedIds = Object.keys(used);

/** The names of the {arguments} of an ICU message (top level and nested). */
function argumentNames(message: string): string[] {
  // An argument is `{name}` or `{name, plural|select|number…`: not the text of a plural's branch.
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogues', () => {
  it('finds the messages of the code', () => {
    expect(usedIds.length).toBeGreaterThan(0);
  });

  describe.each(catalogues)('%s', (_name, catalogue) => {
    it('has every message id used in the code', () => {
      expect(usedIds.filter((id) => !(id in catalogue))).toEqual([]);
    });

    it('has no empty message', () => {
      expect(Object.keys(catalogue).filter((id) => !catalogue[id]?.trim())).toEqual([]);
    });

    it('has no id the code no longer uses (run pnpm i18n:extract)', () => {
      expect(Object.keys(catalogue).filter((id) => !(id in used))).toEqual([]);
    });

    it('uses the same {arguments} as the default message', () => {
      const mismatched = usedIds.filter(
        (id) =>
          id in catalogue &&
          argumentNames(catalogue[id] ?? '').join() !== argumentNames(used[id] ?? '').join(),
      );
      expect(mismatched).toEqual([]);
    });
  });

  it('it.json is the extracted default text (run pnpm i18n:extract after changing a message)', () => {
    expect(it_).toEqual(extracted.main);
    expect(managementIt).toEqual(extracted.management);
  });

  it('keeps the reserved area messages out of the storefront catalogues, and the other way round', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(extracted.main).sort());
    expect(Object.keys(managementEn).sort()).toEqual(Object.keys(extracted.management).sort());
  });
});
