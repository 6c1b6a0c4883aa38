// The gateway's follower of the API's content version, against a stand-in event stream it can cut:
// TTL-only sharing before any stream; the version's epoch while live; nothing shared while lost;
// back to live (and told of a change made meanwhile) when the stream returns.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentVersionWatcher } from '../src/kernel/cache/content-version';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, debug: quiet, error: quiet } as unknown as FastifyBaseLogger;

/** An event stream server: `send(version)` to every open stream, `cut()` ends them, `refuse` answers 503. */
async function startStream(initial: number) {
  let version = initial;
  let refuse = false;
  // What GET /api/content/version answers (the database's version, which the stream may not carry yet).
  let committed: number | undefined;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.url === '/api/content/version') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: { versione: committed ?? version, tipo: null } }));
      return;
    }
    if (refuse) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(`event: version\ndata: ${JSON.stringify({ versione: version, tipo: null })}\n\n`);
    open.add(response);
    request.on('close', () => open.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    send(next: number) {
      version = next;
      for (const response of open)
        response.write(
          `event: ping\ndata: {}\n\nevent: version\ndata: {"versione":${next},"tipo":"config"}\n\n`,
        );
    },
    cut(refuseNext: boolean) {
      refuse = refuseNext;
      for (const response of open) response.destroy();
    },
    allow() {
      refuse = false;
    },
    set(next: number) {
      version = next;
    },
    /** A change committed that the stream has not announced yet. */
    commit(next: number) {
      committed = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(test: () => boolean) {
  for (let i = 0; i < 400 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(test()).toBe(true);
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

describe('ContentVersionWatcher', () => {
  it('shares by TTL before any stream, by version while live, nothing while lost, and catches up', async () => {
    const stream = await startStream(7);
    const watcher = new ContentVersionWatcher(stream.url, log, { retryMinMs: 20, retryMaxMs: 40 });
    cleanup.push(
      () => watcher.stop(),
      () => stream.close(),
    );
    let changes = 0;
    watcher.onChange(() => changes++);
    expect(watcher.epoch()).toBe('ttl');
    watcher.start();
    await until(() => watcher.epoch() === 'v7');
    expect(changes).toBe(1);

    stream.send(8);
    await until(() => watcher.epoch() === 'v8');
    expect(changes).toBe(2);

    // Cut, and refused for a while: nothing is shared meanwhile.
    stream.cut(true);
    await until(() => watcher.epoch() === undefined);
    // A change made while the stream was down is heard when it is back.
    stream.set(9);
    stream.allow();
    await until(() => watcher.epoch() === 'v9');
    expect(changes).toBe(3);
  });

  it('stays on TTL-only sharing against an API without the stream', async () => {
    const stream = await startStream(1);
    stream.cut(true);
    const watcher = new ContentVersionWatcher(stream.url, log, { retryMinMs: 20, retryMaxMs: 40 });
    cleanup.push(
      () => watcher.stop(),
      () => stream.close(),
    );
    watcher.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(watcher.epoch()).toBe('ttl');
    expect(watcher.current()).toBeNull();
  });

  it('takes a silent stream for dead', async () => {
    const stream = await startStream(3);
    const watcher = new ContentVersionWatcher(stream.url, log, {
      silenceMs: 100,
      retryMinMs: 500,
      retryMaxMs: 500,
    });
    cleanup.push(
      () => watcher.stop(),
      () => stream.close(),
    );
    watcher.start();
    await until(() => watcher.epoch() === 'v3');
    await until(() => watcher.epoch() === undefined);
  });

  it('waits for a change made through this gateway to be heard, or drops what is shared', async () => {
    const stream = await startStream(4);
    const watcher = new ContentVersionWatcher(stream.url, log, { retryMinMs: 20, retryMaxMs: 40 });
    cleanup.push(
      () => watcher.stop(),
      () => stream.close(),
    );
    let changes = 0;
    watcher.onChange(() => changes++);
    // No stream yet (TTL-only sharing): what is shared is dropped at once.
    await watcher.caughtUp(100);
    expect(changes).toBe(1);
    watcher.start();
    await until(() => watcher.epoch() === 'v4');
    changes = 0;

    // Already heard: nothing to wait for, nothing dropped.
    await watcher.caughtUp(100);
    expect(changes).toBe(0);

    // Committed (5) but announced a moment later: resolves when the stream brings it.
    stream.commit(5);
    let done = false;
    const waiting = watcher.caughtUp(2000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    stream.send(5);
    await waiting;
    expect(watcher.epoch()).toBe('v5');
    expect(changes).toBe(1);

    // Never announced in time: what is shared is dropped anyway.
    stream.commit(6);
    const started = Date.now();
    await watcher.caughtUp(150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(changes).toBe(2);
    expect(watcher.epoch()).toBe('v5');
  });
});
