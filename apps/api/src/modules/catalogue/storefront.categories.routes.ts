// POST /api/category/categorylist — the 3-level category tree in `lingua`.
import { categoryListPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getCategoryTree } from './category.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.categoryList, async (request) => {
    const { lingua } = parsePayload(categoryListPayloadSchema, request.body);
    return ok(await getCategoryTree(app.db, lingua));
  });
};

export default categoryRoutes;
