// GET /healthz: liveness and database reachability for load balancers and start scripts (no session).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error';
import { ok } from './reply';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new AppError(503, 'INTERNAL', 'error.unavailable');
    }
    return ok({ status: 'ok' as const });
  });
};

export default healthRoutes;
