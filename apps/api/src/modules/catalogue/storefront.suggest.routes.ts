// POST /api/suggest — search-box suggestions for CercaTesto in Lingua: items, categories, suppliers.
import { REST_PATHS, suggestPayloadSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { suggest } from './suggest.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const suggestRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.suggest, async (request) => {
    const { Lingua, CercaTesto } = parsePayload(suggestPayloadSchema, request.body);
    return ok(await suggest(app.db, CercaTesto, Lingua));
  });
};

export default suggestRoutes;
