// GET /api/brand — every brand as { nome, descizione } (spec §3, §7).
import { REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listBrands } from './brand.service';
import { ok } from '../../http/reply';

const brandRoutes: FastifyPluginAsync = async (app) => {
  app.get(REST_PATHS.brand, async () => ok(await listBrands(app.db)));
};

export default brandRoutes;
