// POST /api/user/config — the configuration entries of the language in `Lingua`.
import { configPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getConfiguration } from './config.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const configRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.config, async (request) => {
    const { Lingua } = parsePayload(configPayloadSchema, request.body);
    return ok(await getConfiguration(app.db, Lingua));
  });
};

export default configRoutes;
