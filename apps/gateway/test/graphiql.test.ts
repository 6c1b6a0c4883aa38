// The GraphiQL playground: a browser navigating to /graphql gets the page, whose bundle is served
// by the gateway itself (no CDN); API clients on the same URL get GraphQL; production hides it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startGateway } from './support/gateway';

let bundleDir: string;
let gateway: FastifyInstance;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'graphiql-'));
  const build = spawnSync(process.execPath, ['scripts/build-graphiql.mjs', bundleDir], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  gateway = await startGateway('http://127.0.0.1:9', { GRAPHIQL_DIR: bundleDir });
}, 60_000);
afterAll(async () => {
  await gateway.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('GraphiQL', () => {
  it('answers a browser at GET /graphql with the playground page, loading only local files', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/graphql', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const sources = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/graphiql/graphiql.css', '/graphiql/graphiql.js']);
  });

  it('serves the bundle itself: React, GraphiQL and their styles', async () => {
    const js = await gateway.inject({ method: 'GET', url: '/graphiql/graphiql.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('graphiql');
    expect(js.body).not.toMatch(/https:\/\/(unpkg|cdn\.jsdelivr|esm\.sh)/);
    const css = await gateway.inject({ method: 'GET', url: '/graphiql/graphiql.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('.graphiql-container');
  });

  it('is not offered in production', async () => {
    const production = await startGateway('http://127.0.0.1:9', {
      NODE_ENV: 'production',
      GRAPHIQL_DIR: bundleDir,
    });
    try {
      const page = await production.inject({ method: 'GET', url: '/graphql', headers: BROWSER });
      expect(page.body).not.toContain('graphiql');
      const js = await production.inject({ method: 'GET', url: '/graphiql/graphiql.js' });
      expect(js.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
