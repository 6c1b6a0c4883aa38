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
  // The web build's compressed copies (vite-precompress.ts); their content tells which one was sent.
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), 'brotli copy');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), 'gzip copy');
  writeFileSync(join(dist, 'index.html.gz'), 'gzip index');
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

  it('sends the compressed copy a browser accepts, and the plain file to one that accepts none', async () => {
    const asset = (encoding?: string) =>
      gateway.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli copy');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const page = await gateway.inject({
      method: 'GET',
      url: '/category/01/alimentari',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body).toBe('gzip index');
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

describe('who gets a page', () => {
  it('answers the page to curl, wget and link checkers (any type or no Accept), to HEAD too', async () => {
    for (const headers of [
      { accept: '*/*' },
      {},
      { accept: 'text/*' },
      { accept: 'application/json, */*;q=0.1' },
    ]) {
      const res = await gateway.inject({ method: 'GET', url: '/outlet?type=O', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>shop</title>');
    }
    const head = await gateway.inject({
      method: 'HEAD',
      url: '/category/01/alimentari',
      headers: { accept: '*/*' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
  });

  it('keeps the short 404 for a caller that asks only for JSON and for other methods', async () => {
    const json = await gateway.inject({
      method: 'GET',
      url: '/no/such/api',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: 'Not Found' });
    const post = await gateway.inject({ method: 'POST', url: '/outlet', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
    const file = await gateway.inject({
      method: 'GET',
      url: '/graphiql/missing-file.js',
      headers: { accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
  });
});
