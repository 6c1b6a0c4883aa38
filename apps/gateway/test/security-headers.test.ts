// The security headers a browser gets from the gateway: a Content-Security-Policy that allows the
// storefront's own inline scripts by hash (and nothing else inline), GraphiQL's own policy on its
// route, nosniff, Referrer-Policy, no framing; HSTS only over https, so a shop served over plain HTTP
// on a LAN host name keeps working.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startGateway } from './support/gateway';

const FIRST_FRAME = "(function(){import('/assets/index-abc.js')})()";
const EARLY_CHUNKS = 'var pages=[["^/$",["/assets/HomePage-x.js"]]];';
const indexHtml = (scripts: string[]) =>
  `<!doctype html><html><head><title>shop</title>${scripts.map((s) => `<script>${s}</script>`).join('\n')}` +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;
let gateway: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-csp-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml([FIRST_FRAME, EARLY_CHUNKS]));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  gateway = await startGateway('http://127.0.0.1:9', { WEB_DIST_DIR: dist });
  behindProxy = await startGateway('http://127.0.0.1:9', { WEB_DIST_DIR: dist, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await gateway.close();
  await behindProxy.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function policyOf(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('storefront pages', () => {
  it.each(['/', '/en/product/ABC/some-name', '/no/such/page'])(
    'allow the inline scripts of index.html by their hashes, and nothing else inline (%s)',
    async (url) => {
      const res = await page(gateway, url);
      expect(res.statusCode).toBe(200);
      expect(policyOf(res)).toEqual({
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", sha256(FIRST_FRAME), sha256(EARLY_CHUNKS)],
        'font-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      });
    },
  );

  it('send nosniff, a same-origin Referrer-Policy and refuse framing', async () => {
    const res = await page(gateway, '/');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
  });

  it('follow a rebuild of the storefront without a restart', async () => {
    const rebuilt = "(function(){import('/assets/index-def.js')})()";
    const file = join(dist, 'index.html');
    writeFileSync(file, indexHtml([rebuilt]));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    try {
      expect(policyOf(await page(gateway, '/'))['script-src']).toEqual(["'self'", sha256(rebuilt)]);
    } finally {
      writeFileSync(file, indexHtml([FIRST_FRAME, EARLY_CHUNKS]));
      const latest = new Date(Date.now() + 10_000);
      utimesSync(file, latest, latest);
    }
  });
});

describe('plain HTTP (e.g. http://shop-server:4000 on a LAN)', () => {
  it('gets no HSTS, no upgrade of requests and no COOP (browsers ignore it there, with an error)', async () => {
    const res = await page(gateway, '/', { host: 'shop-server:4000' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('is not turned into https by an X-Forwarded-Proto from an untrusted peer', async () => {
    const res = await page(gateway, '/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('https through a trusted proxy', () => {
  it('gets HSTS and COOP', async () => {
    const res = await page(behindProxy, '/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('GraphQL and GraphiQL', () => {
  it('gives the GraphiQL page its own policy: its bundle and the data: fonts it embeds, no inline script', async () => {
    const res = await page(gateway, '/graphql');
    expect(res.headers['content-type']).toContain('text/html');
    const policy = policyOf(res);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends nosniff with GraphQL answers', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ping }' },
    });
    expect(res.json()).toEqual({ data: { ping: true } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
