// Starts the built shop (scripts/serve.mjs) on benchmark ports with its own fresh database, and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningShop {
  gatewayUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/** The 1, 5 and 15 minute load averages of the machine, as /proc/loadavg gives them (os.loadavg()). */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/**
 * The load average noted after each run (`loads`, for the results' settings): the machine is shared,
 * so figures mean little without it. `withLoad(run)` answers the run's row.
 */
export function loadRecorder<T extends { scenario: string }>() {
  const loads: string[] = [];
  const withLoad = async (run: Promise<T>): Promise<T> => {
    const row = await run;
    loads.push(`${row.scenario}: ${loadAverage()}`);
    return row;
  };
  return { loads, withLoad };
}

/**
 * CPU time (user + system, in ms) a process has used so far, from /proc/<pid>/stat (Linux; clock ticks
 * of 10 ms). Two readings around a run give what one tier spent per request, whatever else the machine runs.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resolves when `url` answers 2xx; rejects when `child` (if given) exits first or time runs out. */
export async function waitForHttp(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Starts the built shop on `port` (gateway) and `port + 1` (API), 4410 unless a bench needs its own. */
export async function startShop(env: Record<string, string> = {}, port = 4410): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const apiPort = port + 1;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitForHttp(`http://localhost:${port}/readyz`, child, 120_000);
  return {
    gatewayUrl: `http://localhost:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
