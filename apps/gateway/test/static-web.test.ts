// The gateway serves the built storefront with an SPA fallback and long-lived caching of hashed assets.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startGateway } from './support/gateway';

let dist: string;
let gateway: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  gateway = await startGateway('http://127.0.0.1:9', { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await gateway.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('storefront files', () => {
  it('serves index.html at / and for any client-side route, never cached', async () => {
    for (const url of ['/', '/en', '/category/01/alimentari?category=01', '/no/such/page']) {
      const res = await gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shop</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with an immutable one-year cache', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 to a missing file that is not a page request', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
  });
});
