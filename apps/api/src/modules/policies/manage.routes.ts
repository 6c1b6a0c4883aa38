// The policy documents' versions (management, policies.edit): list, read one, save or discard the
// draft, publish it, and what a user accepted when. Publishing answers once this process has heard of
// the change (contentEvents.caughtUp): the gateways connected here drop the old texts first.
import {
  policiesConsentsPayloadSchema,
  policiesDraftDeletePayloadSchema,
  policiesDraftSavePayloadSchema,
  policiesListPayloadSchema,
  policiesPublishPayloadSchema,
  policiesVersionPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import * as policies from './policies.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const permission = 'policies.edit' as const;

const policiesRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.policiesList, { config: { permission } }, async (request) => {
    const { categoria } = parsePayload(policiesListPayloadSchema, request.body);
    return ok(await policies.listVersions(app.db, categoria));
  });

  app.post(REST_PATHS.policiesVersion, { config: { permission } }, async (request) => {
    const { categoria, numero } = parsePayload(policiesVersionPayloadSchema, request.body);
    return ok(await policies.getVersion(app.db, categoria, numero));
  });

  app.post(REST_PATHS.policiesDraftSave, { config: { permission } }, async (request) => {
    const { categoria, voci } = parsePayload(policiesDraftSavePayloadSchema, request.body);
    return ok(await policies.saveDraft(app.db, authenticatedUser(request), categoria, voci));
  });

  app.post(REST_PATHS.policiesDraftDelete, { config: { permission } }, async (request) => {
    const { categoria } = parsePayload(policiesDraftDeletePayloadSchema, request.body);
    return ok(await policies.deleteDraft(app.db, authenticatedUser(request), categoria));
  });

  app.post(REST_PATHS.policiesPublish, { config: { permission } }, async (request) => {
    const { categoria, numero } = parsePayload(policiesPublishPayloadSchema, request.body);
    const list = await policies.publishDraft(app.db, authenticatedUser(request), categoria, numero);
    await app.contentEvents.caughtUp();
    return ok(list);
  });

  app.post(REST_PATHS.policiesConsents, { config: { permission } }, async (request) => {
    const { utente } = parsePayload(policiesConsentsPayloadSchema, request.body);
    return ok(await policies.userConsents(app.db, utente));
  });
};

export default policiesRoutes;
