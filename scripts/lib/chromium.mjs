// The e2e suite drives Debian's Chromium (never a downloaded browser). Installs it with apt-get
// when it is missing and we are root; otherwise says how to get it and stops.
import { existsSync } from 'node:fs';
import { run } from './workspace.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ ${CHROMIUM} is missing. Install Debian's Chromium first: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.info('› installing Chromium (apt-get install -y chromium)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : updated;
  if (installed !== 0 || !existsSync(CHROMIUM)) {
    console.error('✖ could not install Chromium with apt-get');
    process.exit(1);
  }
}
