// The settings and configuration entries calls of the REST API (management, settings.edit).
import {
  REST_PATHS,
  settingsEntriesDataSchema,
  settingsValuesDataSchema,
  type ConfigEntryRecord,
  type SettingValues,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/settings/values. */
export async function fetchSettingValues(client: RestClient, who: CallIdentity): Promise<SettingValues> {
  return (await client.post(REST_PATHS.settingsValues, {}, settingsValuesDataSchema, who))
    .impostazioni as SettingValues;
}

/** POST /api/settings/save: the settings to change, under their config tipo. */
export async function saveSettingValues(
  client: RestClient,
  who: CallIdentity,
  fields: FormFields,
): Promise<SettingValues> {
  return (await client.post(REST_PATHS.settingsSave, fields, settingsValuesDataSchema, who))
    .impostazioni as SettingValues;
}

/** The entry calls (their REST paths); each answers the kind's entries. */
export type ConfigEntryPath =
  | typeof REST_PATHS.settingsEntries
  | typeof REST_PATHS.settingsEntrySave
  | typeof REST_PATHS.settingsEntryDelete
  | typeof REST_PATHS.settingsEntryReorder;

export async function configEntriesCall(
  client: RestClient,
  who: CallIdentity,
  path: ConfigEntryPath,
  fields: FormFields,
): Promise<ConfigEntryRecord[]> {
  return (await client.post(path, fields, settingsEntriesDataSchema, who)).voci;
}

/** The settings calls bound to one caller (`context.upstream.settings`). */
export function settingsUpstream(client: RestClient, who: CallIdentity) {
  return {
    values: () => fetchSettingValues(client, who),
    save: (fields: FormFields) => saveSettingValues(client, who, fields),
    entries: (path: ConfigEntryPath, fields: FormFields) => configEntriesCall(client, who, path, fields),
  };
}
