// Starts the built REST API and gateway as child processes, waits until both answer, and stops
// both cleanly (SIGTERM, then wait) on Ctrl-C, SIGTERM or when either dies.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, QUIET_ENV } from './workspace.mjs';

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function start(name, entry, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, entry)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...QUIET_ENV, ...env },
  });
  child.name = name;
  return child;
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs the shop until a signal arrives. `env` may set PORT, API_PORT, DATA_DIR, DATABASE_URL.
 * Resolves with the exit code the caller should use.
 */
export async function runShop(env = {}) {
  const port = env.PORT ?? process.env.PORT ?? '4000';
  const apiPort = env.API_PORT ?? process.env.API_PORT ?? '4001';
  // Request logs are for debugging (LOG_LEVEL=info); by default the shop prints warnings and errors only.
  const logLevel = env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn';
  const apiEnv = { ...env, API_PORT: apiPort, LOG_LEVEL: logLevel };
  const gatewayEnv = {
    ...env,
    LOG_LEVEL: logLevel,
    PORT: port,
    API_BASE_URL: env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
  };
  const children = [];
  let stopping = false;

  const stopAll = async () => {
    stopping = true;
    for (const child of [...children].reverse()) await stop(child);
  };

  return new Promise((resolve) => {
    const finish = async (code) => {
      if (stopping) return;
      await stopAll();
      resolve(code);
    };
    process.on('SIGINT', () => void finish(0));
    process.on('SIGTERM', () => void finish(0));

    (async () => {
      const started = Date.now();
      const api = start('api', 'apps/api/dist/server.js', apiEnv);
      children.push(api);
      api.on('exit', (code) => void finish(code || 1));
      await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, api, 90_000);
      const gateway = start('gateway', 'apps/gateway/dist/server.js', gatewayEnv);
      children.push(gateway);
      gateway.on('exit', (code) => void finish(code || 1));
      await waitForHttp(`http://localhost:${port}/readyz`, gateway, 30_000);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `\n  ✔ The shop is running at http://localhost:${port}  (started in ${seconds}s; Ctrl-C stops it)\n`,
      );
    })().catch((error) => {
      console.error(`✖ ${error.message}`);
      void finish(1);
    });
  });
}
