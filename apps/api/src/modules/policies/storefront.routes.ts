// POST /api/data/tableinfo — the items of the privacy policy or the sale conditions (public texts).
import { REST_PATHS, tableInfoPayloadSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getPolicyTable } from './storefront.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../kernel/texts/request-language';

const policyRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.tableInfo, async (request) => {
    const { tablename, Lingua } = parsePayload(tableInfoPayloadSchema, request.body);
    return ok(await getPolicyTable(app.db, tablename, Lingua ?? requestLanguage(request)));
  });
};

export default policyRoutes;
