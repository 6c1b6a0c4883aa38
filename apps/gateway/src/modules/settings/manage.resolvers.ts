// The shop's settings and configuration entries for management: thin resolvers over the REST calls
// (the API checks settings.edit and every rule); the preview maps a draft with the same code the
// public `config` uses, so it shows exactly what the storefront will.
import { REST_PATHS } from '@shop/contract';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { shopSettings } from './shop-settings';
import { ERROR_CODE } from '../../kernel/errors/format-error';
import {
  entryField,
  entryFields,
  isConfigKind,
  previewEntries,
  settingEntries,
  settingField,
  settingFields,
} from './manage.mapping';

export const settingsResolvers: Resolvers = {
  Query: {
    managedSettings: async (_root, _args, { upstream }) =>
      shopSettings(settingEntries(await upstream.settings.values())),
    configEntries: (_root, { kind }, { upstream }) =>
      upstream.settings
        .entries(REST_PATHS.settingsEntries, { tipo: kind })
        .catch((error: unknown) => renameFields(error, entryField(false))),
    configPreview: async (_root, { language, kinds, entries }, { loaders }) => {
      // The API decides who may edit; the preview costs it nothing, so the gateway asks the viewer's grants.
      const viewer = await loaders.currentUser.load('');
      if (!viewer.permessi.includes('settings.edit')) {
        throw new GraphQLError('Your user may not do this.', { extensions: { code: ERROR_CODE.FORBIDDEN } });
      }
      const unknown = [...kinds, ...entries.map((e) => e.kind)].find((kind) => !isConfigKind(kind));
      if (unknown !== undefined) {
        throw new GraphQLError(`Unknown configuration kind “${unknown}”.`, {
          extensions: { code: ERROR_CODE.BAD_USER_INPUT, field: 'kinds' },
        });
      }
      const lang = toRestLanguage(language);
      return { language: lang, entries: previewEntries(await loaders.config.load(lang), kinds, entries) };
    },
  },
  Mutation: {
    updateShopSettings: async (_root, { input }, { upstream }) =>
      shopSettings(
        settingEntries(
          await upstream.settings
            .save(settingFields(input))
            .catch((error: unknown) => renameFields(error, settingField)),
        ),
      ),
    saveConfigEntry: (_root, { kind, key, input }, { upstream }) =>
      upstream.settings
        .entries(REST_PATHS.settingsEntrySave, entryFields(kind, key, input))
        .catch((error: unknown) => renameFields(error, entryField(key === null || key === undefined))),
    deleteConfigEntry: (_root, { kind, key }, { upstream }) =>
      upstream.settings
        .entries(REST_PATHS.settingsEntryDelete, { tipo: kind, chiave: key })
        .catch((error: unknown) => renameFields(error, entryField(false))),
    reorderConfigEntries: (_root, { kind, column, keys }, { upstream }) =>
      upstream.settings
        .entries(REST_PATHS.settingsEntryReorder, {
          tipo: kind,
          colonna: column ?? undefined,
          chiavi: keys.join(','),
        })
        .catch((error: unknown) =>
          renameFields(error, (field) => (field === 'colonna' ? 'column' : entryField(false)(field))),
        ),
  },
  ManagedConfigEntry: {
    kind: (e) => e.tipo,
    key: (e) => e.chiave,
    row: (e) => e.riga,
    column: (e) => e.colonna,
    titleIt: (e) => e.titoloIt,
    titleEn: (e) => e.titoloEn,
    textIt: (e) => e.descrizioneIt,
    textEn: (e) => e.descrizioneEn,
    isSectionTitle: (e) => e.flagTitolo === 'S',
  },
};
