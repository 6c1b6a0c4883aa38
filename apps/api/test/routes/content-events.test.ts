// The content version and its event stream (what gateways listen to), over real HTTP: the stream
// starts with the version now and carries every change made through any replica (two apps over one
// database: on PostgreSQL each with its own pool, so the news travels by LISTEN/NOTIFY); a change
// that rolls back announces nothing; a change answers only once its own replica has heard of it.
import http from 'node:http';
import { CONTENT_PATHS, REST_PATHS, type ContentVersionData } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { fromPool, type DatabaseHandle } from '../../src/db/client';
import { contentChanged, readContentVersion } from '../../src/modules/content/content-version';
import { loginAs } from '../helpers/login';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { testEnv } from '../helpers/test-database';

const ctx = useTestApp();
/** A second replica over the same database. */
let replica: FastifyInstance;
let replicaHandle: DatabaseHandle;

beforeAll(async () => {
  const main = ctx.database.handle;
  replicaHandle = main.kind === 'postgres' ? fromPool(new pg.Pool(main.pool.options)) : main;
  replica = await buildApp(loadConfig(testEnv()), { database: replicaHandle });
  await replica.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await replica?.close();
  if (replicaHandle !== ctx.database.handle) await replicaHandle?.close();
});

/** The events of a stream as they come: `next()` resolves with the next `version` event. */
function openStream(app: FastifyInstance) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const events: ContentVersionData[] = [];
  const waiters: Array<(data: ContentVersionData) => void> = [];
  let buffer = '';
  let headers: http.IncomingHttpHeaders = {};
  const request = http.get({ host: '127.0.0.1', port, path: CONTENT_PATHS.events }, (response) => {
    headers = response.headers;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: version$/m.test(block)) continue;
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as ContentVersionData;
        const waiter = waiters.shift();
        if (waiter) waiter(data);
        else events.push(data);
      }
    });
  });
  request.on('error', () => undefined);
  return {
    headers: () => headers,
    next: (timeoutMs = 3000) =>
      new Promise<ContentVersionData>((resolve, reject) => {
        const queued = events.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no version event')), timeoutMs);
        waiters.push((data) => {
          clearTimeout(timer);
          resolve(data);
        });
      }),
    close: () => request.destroy(),
  };
}

describe('content version', () => {
  it('answers the version now on GET, with no session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: CONTENT_PATHS.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: await readContentVersion(ctx.app.db) });
  });

  it('streams the version at once, then each change made through another replica', async () => {
    const stream = openStream(replica);
    const first = await stream.next();
    expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
    expect(first).toEqual(await readContentVersion(ctx.app.db));

    const { headers } = await loginAs(ctx.app, 'admin');
    const saved = await post(ctx.app, REST_PATHS.settingsSave, { Set_NumRes_B2B: '30' }, { headers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stream.next()).toEqual({ versione: first.versione + 1, tipo: 'config' });
    // The replica that made the change knew of it before it answered.
    expect(ctx.app.contentEvents.current().versione).toBe(first.versione + 1);
    stream.close();
  });

  it('announces nothing for a change that rolls back, and the next one once', async () => {
    const stream = openStream(replica);
    const first = await stream.next();
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await contentChanged(tx, 'banner');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readContentVersion(ctx.app.db)).toEqual(first);
    await contentChanged(ctx.app.db, 'promotion');
    expect(await stream.next()).toEqual({ versione: first.versione + 1, tipo: 'promotion' });
    await expect(stream.next(300)).rejects.toThrow('no version event');
    stream.close();
  });
});
