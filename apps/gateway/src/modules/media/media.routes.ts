// /media/*: product pictures, passed through from the REST API (which keeps them under its data
// directory), so that the storefront loads them from its own origin (CSP img-src 'self'). The API's
// answer is streamed as is: status, type, length and its year-long immutable Cache-Control.
import type { FastifyInstance } from 'fastify';
import type { RestClient } from '../../kernel/upstream/rest-client';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'] as const;

export function registerMedia(app: FastifyInstance, rest: RestClient, timeoutMs: number): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Pictures are compressed already: compressing them again only costs time.
    compress: false,
    handler: async (request, reply) => {
      try {
        const res = await rest.pool.request({
          // request.url is the path as the browser sent it (still %-encoded): the API decides.
          path: request.url,
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
          headers: { accept: 'image/webp,image/*' },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        reply.code(res.statusCode);
        for (const name of PASSED_HEADERS) {
          const value = res.headers[name];
          if (typeof value === 'string') reply.header(name, value);
        }
        if (res.statusCode !== 200) reply.header('cache-control', 'no-store');
        return reply.send(res.body);
      } catch (err) {
        request.log.warn({ err }, 'media: the API did not answer');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ error: 'Service Unavailable', code: 'UPSTREAM_UNAVAILABLE' });
      }
    },
  });
}
