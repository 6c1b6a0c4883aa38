// The security headers a browser gets from the gateway: a Content-Security-Policy that allows the
// inline scripts of a server-rendered page by a nonce made for that answer (and nothing else inline), GraphiQL's own policy on its
// route, nosniff, Referrer-Policy, no framing; HSTS only over https, so a shop served over plain HTTP
// on a LAN host name keeps working.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startGateway } from './support/gateway';

const indexHtml =
  '<!doctype html><html><head><title>shop</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';

let dist: string;
let gateway: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-csp-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
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
    'allow inline scripts only with a nonce made for the answer (%s)',
    async (url) => {
      const [first, second] = [await page(gateway, url), await page(gateway, url)];
      expect(first.statusCode).toBe(200);
      const { 'script-src': scriptSrc, ...rest } = policyOf(first);
      expect(rest).toEqual({
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      });
      expect(scriptSrc).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
      expect(policyOf(second)['script-src']?.[1]).not.toBe(scriptSrc?.[1]);
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
