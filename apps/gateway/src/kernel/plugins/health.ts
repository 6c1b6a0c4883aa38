// /readyz: the gateway process is up. /healthz: it is up and the REST API answers (load balancers
// and `npm start` poll these).
import type { FastifyInstance } from 'fastify';
import type { RestClient } from '../upstream/rest-client';

const HEALTH_TIMEOUT_MS = 2000;

export function registerHealth(app: FastifyInstance, rest: RestClient): void {
  app.get('/readyz', async () => ({ status: 'ready' }));
  app.get('/healthz', async (_request, reply) => {
    try {
      const res = await rest.pool.request({
        path: '/healthz',
        method: 'GET',
        headersTimeout: HEALTH_TIMEOUT_MS,
      });
      await res.body.dump();
      if (res.statusCode === 200) return { status: 'ok', api: 'ok' };
    } catch {
      // fall through: the API is unreachable
    }
    return reply.code(503).send({ status: 'degraded', api: 'unreachable' });
  });
}
