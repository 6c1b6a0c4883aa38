// Runs `formatjs extract` over the web app's sources and returns { id: defaultMessage }: the
// messages the code uses, with their Italian (default-locale) text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CATALOGUE_DIR = join(WEB_ROOT, 'src', 'i18n');

export function extractMessages() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-i18n-'));
  const outFile = join(dir, 'extracted.json');
  try {
    execFileSync(
      join(WEB_ROOT, 'node_modules', '.bin', 'formatjs'),
      [
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/gql/**',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--out-file',
        outFile,
        '--format',
        'simple',
        '--throws',
      ],
      { cwd: WEB_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(outFile, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
