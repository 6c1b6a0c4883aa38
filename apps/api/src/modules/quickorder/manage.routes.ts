// Quick order: POST /api/quickorder/check and /api/quickorder/add (permission quickOrder.use). Rows
// travel as JSON; the body limit is raised for these two calls only (no row cap: 5,000 rows are ~200 kB).
import { quickOrderAddPayloadSchema, quickOrderCheckPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addQuickOrder, checkQuickOrder } from './quickorder.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

/** 16 MiB: some 400,000 rows of JSON. */
const QUICK_ORDER_BODY_LIMIT = 16 * 1024 * 1024;
const options = { bodyLimit: QUICK_ORDER_BODY_LIMIT, config: { permission: 'quickOrder.use' as const } };

const quickOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.quickOrderCheck, options, async (request) => {
    const { righe, Lingua } = parsePayload(quickOrderCheckPayloadSchema, request.body);
    return ok(await checkQuickOrder(app.db, authenticatedUser(request), righe, Lingua));
  });

  app.post(REST_PATHS.quickOrderAdd, options, async (request) => {
    const { righe, Lingua } = parsePayload(quickOrderAddPayloadSchema, request.body);
    return ok(await addQuickOrder(app.db, authenticatedUser(request), righe, Lingua));
  });
};

export default quickOrderRoutes;
