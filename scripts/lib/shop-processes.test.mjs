// The supervisor's restart policy, on stand-in tiers (a small HTTP server that can be told to crash):
// a tier that dies is started again and said so; one that keeps dying is retried with a growing,
// capped delay (no busy loop) and announced loudly; stopping ends the retries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartDelay, RESTART_POLICY, Tier } from './shop-processes.mjs';

// Serves /ready; with CRASH_MARKER set, any start after the first exits at once (a crash loop).
const STAND_IN = `
import { createServer } from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
const marker = process.env.CRASH_MARKER;
if (marker && existsSync(marker)) { console.error('stand-in: cannot start'); process.exit(3); }
if (marker) writeFileSync(marker, '');
createServer((_req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
`;

const FAST = { firstDelayMs: 50, maxDelayMs: 200, stableAfterMs: 60_000, loudAfter: 3 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let dir;
let tier;
let errors;
let infos;
let loggedAt;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-supervisor-'));
  writeFileSync(join(dir, 'stand-in.mjs'), STAND_IN);
  errors = [];
  infos = [];
  loggedAt = new Map();
  vi.spyOn(console, 'error').mockImplementation((line) => {
    errors.push(String(line));
    loggedAt.set(String(line), Date.now());
  });
  vi.spyOn(console, 'info').mockImplementation((line) => infos.push(String(line)));
});
afterEach(async () => {
  await tier?.stop();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

async function standIn(env = {}) {
  const port = await freePort();
  return new Tier({
    name: 'stand-in',
    entry: join(dir, 'stand-in.mjs'),
    env: { PORT: String(port), ...env },
    readyUrl: `http://127.0.0.1:${port}/ready`,
    readyTimeoutMs: 10_000,
    policy: FAST,
  });
}

async function until(check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('restart delays', () => {
  it('double from 1 s up to a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelay(n) / 1000)).toEqual([
      1, 2, 4, 8, 16, 30, 30, 30,
    ]);
    expect(RESTART_POLICY.maxDelayMs).toBe(30_000);
  });
});

describe('a tier that dies', () => {
  it('is started again after the first delay, with a line that says so, and is back', async () => {
    tier = await standIn();
    await tier.start();
    const first = tier.child;
    first.kill('SIGKILL');
    await until(() => infos.some((line) => line.startsWith('✔ stand-in is back')));
    expect(errors).toEqual([
      `✖ stand-in (pid ${first.pid}) stopped unexpectedly (signal SIGKILL); restarting it in 0.05 s`,
    ]);
    expect(tier.child.pid).not.toBe(first.pid);
    expect((await fetch(tier.readyUrl)).ok).toBe(true);
  });

  it('when it keeps dying, is retried ever more slowly (capped), then loudly; stop ends the retries', async () => {
    tier = await standIn({ CRASH_MARKER: join(dir, 'started-once') });
    await tier.start();
    tier.child.kill('SIGKILL');
    const restarts = () => errors.filter((line) => line.includes('stopped unexpectedly'));
    await until(() => restarts().length >= 5, 60_000);
    const delays = restarts().map((line) => Number(/in ([\d.]+) s$/.exec(line)?.[1]));
    expect(delays.slice(0, 5)).toEqual([0.05, 0.1, 0.2, 0.2, 0.2]);
    // No busy loop: each new try came at least its announced delay after the previous failure.
    const times = restarts().map((line) => loggedAt.get(line));
    for (let i = 1; i < 5; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(delays[i - 1] * 1000);
    expect(errors.join('\n')).toMatch(
      /!! stand-in has stopped 3 times in a row; it is restarted every 0\.2 s at most/,
    );
    expect(
      restarts()
        .slice(1)
        .every((line) => line.includes('exit code 3')),
    ).toBe(true);

    await tier.stop();
    const after = errors.length;
    await sleep(500);
    expect(errors.length).toBe(after);
  });
});
