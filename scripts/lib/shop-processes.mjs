// Runs the built shop: the REST API and the gateway as child processes, kept running. The shop is up
// when both answer. After that, a tier that exits on its own (a crash, a kill, the OOM killer) is
// started again after a back-off (1 s, doubling up to 30 s; back to 1 s once it has run for a
// minute), with a log line each time, while the other tier keeps running: with the API down the
// gateway still serves the storefront and answers UPSTREAM_UNAVAILABLE until the API is back. A
// tier that keeps crashing is said so loudly, and retried at most every 30 s (no busy loop).
// A tier that fails on its very first start stops the shop instead: a wrong setting or a busy port
// is better reported at once than retried. Ctrl-C or SIGTERM stops both (SIGTERM, then wait).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT, QUIET_ENV } from './workspace.mjs';

/** Restart back-off: first delay, cap, and the uptime after which a tier counts as healthy again. */
export const RESTART_POLICY = { firstDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000, loudAfter: 3 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: process exited (${describeExit(child.exitCode, child.signalCode)})`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** The delay before restart number `attempt` (1, 2, …): 1 s, 2 s, 4 s … at most 30 s. */
export function restartDelay(attempt, policy = RESTART_POLICY) {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
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
 * One tier (api or gateway): its process (`entry`, relative to the repository or absolute), started
 * again when it exits unasked after it once answered at `readyUrl`.
 */
export class Tier {
  constructor({ name, entry, env, readyUrl, readyTimeoutMs, policy }) {
    Object.assign(this, { name, entry, env, readyUrl, readyTimeoutMs, policy });
    this.child = null;
    this.timer = null;
    this.stopping = false;
    this.everReady = false;
    this.failures = 0; // unasked exits in a row (reset once the tier ran for stableAfterMs)
  }

  /** Starts the process and resolves when it answers; rejects when it exits or times out first. */
  async start() {
    const child = spawn(process.execPath, ['--enable-source-maps', resolve(ROOT, this.entry)], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...QUIET_ENV, ...this.env },
    });
    this.child = child;
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    await waitForHttp(this.readyUrl, child, this.readyTimeoutMs);
    this.everReady = true;
  }

  exited(child, code, signal) {
    if (this.stopping || child !== this.child || !this.everReady) return;
    if (Date.now() - this.startedAt >= this.policy.stableAfterMs) this.failures = 0;
    this.failures += 1;
    const delay = restartDelay(this.failures, this.policy);
    console.error(
      `✖ ${this.name} (pid ${child.pid}) stopped unexpectedly (${describeExit(code, signal)}); ` +
        `restarting it in ${delay / 1000} s`,
    );
    if (this.failures >= this.policy.loudAfter) {
      const line = '!'.repeat(78);
      console.error(
        `${line}\n!! ${this.name} has stopped ${this.failures} times in a row; it is restarted every ` +
          `${delay / 1000} s at most. Its own messages above say why.\n${line}`,
      );
    }
    this.timer = setTimeout(() => void this.restart(), delay);
  }

  async restart() {
    this.timer = null;
    if (this.stopping) return;
    try {
      await this.start();
      console.info(`✔ ${this.name} is back (pid ${this.child.pid})`);
    } catch (error) {
      // An exit was reported by exited() (which schedules the next try); a hang is only logged.
      if (this.child.exitCode === null && this.child.signalCode === null) {
        console.error(`✖ ${this.name} restarted but does not answer: ${error.message}`);
      }
    }
  }

  async stop() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await stop(this.child);
  }
}

/**
 * Runs the shop until a signal arrives. `env` may set PORT, API_PORT, DATA_DIR, DATABASE_URL.
 * Resolves with the exit code the caller should use.
 */
export async function runShop(env = {}, policy = RESTART_POLICY) {
  const port = env.PORT ?? process.env.PORT ?? '4000';
  const apiPort = env.API_PORT ?? process.env.API_PORT ?? '4001';
  // Request logs are for debugging (LOG_LEVEL=info); by default the shop prints warnings and errors only.
  const logLevel = env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn';
  const api = new Tier({
    name: 'api',
    entry: 'apps/api/dist/server.js',
    env: { ...env, API_PORT: apiPort, LOG_LEVEL: logLevel },
    readyUrl: `http://127.0.0.1:${apiPort}/healthz`,
    readyTimeoutMs: 90_000,
    policy,
  });
  const gateway = new Tier({
    name: 'gateway',
    entry: 'apps/gateway/dist/server.js',
    env: {
      ...env,
      LOG_LEVEL: logLevel,
      PORT: port,
      API_BASE_URL: env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
    },
    readyUrl: `http://localhost:${port}/readyz`,
    readyTimeoutMs: 30_000,
    policy,
  });

  return new Promise((resolve) => {
    let finishing = false;
    const finish = async (code) => {
      if (finishing) return;
      finishing = true;
      await gateway.stop();
      await api.stop();
      resolve(code);
    };
    process.on('SIGINT', () => void finish(0));
    process.on('SIGTERM', () => void finish(0));

    (async () => {
      const started = Date.now();
      await api.start();
      if (finishing) return;
      await gateway.start();
      if (finishing) return;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `\n  ✔ The shop is running at http://localhost:${port}  (started in ${seconds}s; Ctrl-C stops it)\n`,
      );
    })().catch((error) => {
      if (finishing) return;
      console.error(`✖ ${error.message}`);
      void finish(1);
    });
  });
}
