// Serves the storefront: hashed assets with a long cache, the other files of the build as they are,
// and every other GET or HEAD (see wantsPage) as a page rendered on the server (page-render.ts) with
// its status (404 for an unknown page, 301 to a product's own address). Without the web build's
// server bundle the pages are index.html, rendered in the browser. Page answers are per caller
// (prices, cart): private, never stored by a shared cache.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageRenderer } from './page-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'private, no-cache';

/**
 * Whether a request that matched no route asks for a page. Browsers send text/html; curl, wget, link
 * previews, uptime monitors and link checkers accept any type (the wildcard) or send no Accept at all,
 * and get the same page.
 * Only a caller that asks for something else (application/json) or a missing file (a name with an
 * extension: shop addresses are slugs, which have none) gets the short 404; the gateway's own API
 * routes are registered routes and never reach here.
 */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? url;
  if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return false;
  if (!accept || !accept.trim()) return true;
  return /(^|[\s,])(text\/html|text\/\*|\*\/\*)(\s*[;,]|\s*$)/i.test(accept);
}

export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  renderer: PageRenderer | undefined,
): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'storefront build not found: serving GraphQL only (run `pnpm build`)');
    return;
  }
  if (!renderer) app.log.warn({ distDir }, 'no server bundle of the storefront: pages render in the browser');
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

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const result = await renderer(request, reply);
    reply.header('cache-control', PAGE_CACHE).header('vary', 'cookie');
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.kind === 'client') {
      return reply.header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(result.html);
    }
    if (!result.indexable) reply.header('x-robots-tag', 'noindex');
    return reply.code(result.status).type('text/html; charset=utf-8').send(result.html);
  };
  app.get('/', page);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request.method, request.url, request.headers.accept)) return page(request, reply);
    return reply.code(404).send({ error: 'Not Found' });
  });
}
