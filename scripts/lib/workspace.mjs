// Helpers shared by the root scripts: where the repository is, running commands, installing.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { delimiter, join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PNPM_VERSION = '10.34.8';

/** Environment for every child: no telemetry, no update checks (the machines have no internet). */
export const QUIET_ENV = {
  // pnpm is a root devDependency: turbo and the package scripts find it (and every tool) here.
  PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_update_notifier: 'false',
};

export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', name);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...QUIET_ENV, ...options.env },
    });
    // Pass Ctrl-C / SIGTERM on, so that stopping a root script never leaves its children running.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(127));
  });
}

/** pnpm of the pinned version, fetched by npm on first use (no global install, no corepack). */
export function pnpm(args, options) {
  return run('npm', ['exec', '--yes', `--package=pnpm@${PNPM_VERSION}`, '--', 'pnpm', ...args], options);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.info('› installing dependencies (pnpm install --frozen-lockfile)…');
  const code = await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) {
    console.error('✖ dependency install failed');
    process.exit(code);
  }
}

/** Builds every package (turbo caches, so a second build of unchanged code takes a second or two). */
export function buildAll() {
  return run(bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
}
