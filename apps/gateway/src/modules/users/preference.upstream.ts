// The user's kept preferences (a management grid's columns, …), as JSON text under a key.
import { preferenceDataSchema, REST_PATHS } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/preference/get: the value kept under `key` (parsed JSON), or null. */
export async function fetchPreference(client: RestClient, who: CallIdentity, key: string): Promise<unknown> {
  return (await client.post(REST_PATHS.preferenceGet, { chiave: key }, preferenceDataSchema, who)).valore;
}

/** POST /api/preference/set: keeps `value` (JSON text; null removes it); answers what was kept. */
export async function savePreference(
  client: RestClient,
  who: CallIdentity,
  key: string,
  value: string | null,
): Promise<unknown> {
  const data = await client.post(
    REST_PATHS.preferenceSet,
    { chiave: key, valore: value ?? '' },
    preferenceDataSchema,
    who,
  );
  return data.valore;
}
