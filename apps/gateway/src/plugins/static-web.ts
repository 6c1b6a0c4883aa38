// Serves the built storefront (files looked up per request, so a rebuild needs no restart): hashed
// assets with a long cache; every other GET that asks for HTML
// falls back to index.html (the SPA's router decides what to show, including its 404 page).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'storefront build not found: serving GraphQL only (run `pnpm build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    // The web build writes .br and .gz copies of its text files; browsers that accept them get those.
    preCompressed: true,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'Not Found' });
  });
}
