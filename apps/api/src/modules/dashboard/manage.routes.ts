// POST /api/dashboard: the reserved area's dashboard of the signed-in user (management: dashboard.read).
import { dashboardPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getDashboard } from './dashboard.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.dashboard, { config: { permission: 'dashboard.read' } }, async (request) => {
    const { Lingua } = parsePayload(dashboardPayloadSchema, request.body);
    return ok(await getDashboard(app.db, authenticatedUser(request), Lingua));
  });
};

export default dashboardRoutes;
