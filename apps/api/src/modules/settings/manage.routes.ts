// The shop's settings and configuration entries (management, settings.edit): read, change, create,
// delete, reorder. A change answers only once this process has heard of it (contentEvents.caughtUp),
// so the gateways connected here drop their shared copy before the client can ask again.
import {
  REST_PATHS,
  settingsEntriesPayloadSchema,
  settingsEntryDeletePayloadSchema,
  settingsEntryReorderPayloadSchema,
  settingsEntrySavePayloadSchema,
  settingsSavePayloadSchema,
  settingsValuesPayloadSchema,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import * as entries from './config-entries.service';
import { getSettingValues, saveSettings } from './settings.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const permission = 'settings.edit' as const;

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.settingsValues, { config: { permission } }, async (request) => {
    parsePayload(settingsValuesPayloadSchema, request.body);
    return ok({ impostazioni: await getSettingValues(app.db) });
  });

  app.post(REST_PATHS.settingsSave, { config: { permission } }, async (request) => {
    const input = parsePayload(settingsSavePayloadSchema, request.body);
    const impostazioni = await saveSettings(app.db, authenticatedUser(request), input);
    await app.contentEvents.caughtUp();
    return ok({ impostazioni });
  });

  app.post(REST_PATHS.settingsEntries, { config: { permission } }, async (request) => {
    const { tipo } = parsePayload(settingsEntriesPayloadSchema, request.body);
    return ok({ tipo, voci: await entries.listEntries(app.db, tipo) });
  });

  app.post(REST_PATHS.settingsEntrySave, { config: { permission } }, async (request) => {
    const input = parsePayload(settingsEntrySavePayloadSchema, request.body);
    const voci = await entries.saveEntry(app.db, authenticatedUser(request), input);
    await app.contentEvents.caughtUp();
    return ok({ tipo: input.tipo, voci });
  });

  app.post(REST_PATHS.settingsEntryDelete, { config: { permission } }, async (request) => {
    const input = parsePayload(settingsEntryDeletePayloadSchema, request.body);
    const voci = await entries.deleteEntry(app.db, authenticatedUser(request), input);
    await app.contentEvents.caughtUp();
    return ok({ tipo: input.tipo, voci });
  });

  app.post(REST_PATHS.settingsEntryReorder, { config: { permission } }, async (request) => {
    const input = parsePayload(settingsEntryReorderPayloadSchema, request.body);
    const voci = await entries.reorderEntries(app.db, authenticatedUser(request), input);
    await app.contentEvents.caughtUp();
    return ok({ tipo: input.tipo, voci });
  });
};

export default settingsRoutes;
