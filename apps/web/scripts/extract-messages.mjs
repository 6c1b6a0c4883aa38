// Runs `formatjs extract` over the web app's sources and returns { id: defaultMessage }: the
// messages the code uses, with their Italian (default-locale) text.
//
// Two catalogues per language: the storefront's (src/i18n/{it,en}.json, in the first load) and the
// reserved area's (src/i18n/management-{it,en}.json, loaded with the management code: no customer
// downloads the staff's texts). A message belongs to the reserved area's when it is defined in
// management code: under a `manage/` folder (src/app/manage/**, src/domains/<domain>/manage/**).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CATALOGUE_DIR = join(WEB_ROOT, 'src', 'i18n');

/** Management code: the management shell and every domain's manage/ folder. */
const MANAGEMENT_SOURCES = ['src/app/manage/**', 'src/domains/*/manage/**'];

/** The catalogues of one language: the storefront's and the reserved area's. */
export const CATALOGUES = [
  {
    name: 'main',
    files: { it: 'it.json', en: 'en.json' },
    sources: 'src/**/*.{ts,tsx}',
    ignore: MANAGEMENT_SOURCES,
  },
  {
    name: 'management',
    files: { it: 'management-it.json', en: 'management-en.json' },
    sources: 'src/{app/manage,domains/*/manage}/**/*.{ts,tsx}',
    ignore: [],
  },
];

function extract(sources, ignore) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-i18n-'));
  const outFile = join(dir, 'extracted.json');
  try {
    execFileSync(
      join(WEB_ROOT, 'node_modules', '.bin', 'formatjs'),
      [
        'extract',
        sources,
        ...['src/gql/**', 'src/**/*.test.{ts,tsx}', ...ignore].flatMap((pattern) => ['--ignore', pattern]),
        '--out-file',
        outFile,
        '--format',
        'simple',
        '--throws',
      ],
      { cwd: WEB_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(outFile, 'utf8'));
  } catch (error) {
    // No source file matched (no reserved-area code yet): no messages.
    if (/no such file|ENOENT/i.test(String(error))) return {};
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** { catalogue name: { id: Italian text } }; an id defined in both trees is an error. */
export function extractCatalogues() {
  const result = Object.fromEntries(CATALOGUES.map((c) => [c.name, extract(c.sources, c.ignore)]));
  const twice = Object.keys(result.main).filter((id) => id in result.management);
  if (twice.length > 0)
    throw new Error(
      `message ids defined both in and outside management code (manage/ folders): ${twice.join(', ')}`,
    );
  return result;
}

/** Every message the code uses, whichever catalogue it belongs to. */
export function extractMessages() {
  const { main, management } = extractCatalogues();
  return { ...main, ...management };
}
