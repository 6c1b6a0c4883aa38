// POST /api/preference/get and /api/preference/set: what a signed-in user keeps between visits
// (a grid's columns...). Any signed-in user, only their own.
import { preferenceGetPayloadSchema, preferenceSetPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { findPreference, savePreference } from './preference.repository';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const preferenceRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: requireUser() };
  app.post(REST_PATHS.preferenceGet, options, async (request) => {
    const { chiave } = parsePayload(preferenceGetPayloadSchema, request.body);
    return ok({ chiave, valore: await findPreference(app.db, authenticatedUser(request).id, chiave) });
  });
  app.post(REST_PATHS.preferenceSet, options, async (request) => {
    const { chiave, valore } = parsePayload(preferenceSetPayloadSchema, request.body);
    await savePreference(app.db, authenticatedUser(request).id, chiave, valore);
    return ok({ chiave, valore });
  });
};

export default preferenceRoutes;
