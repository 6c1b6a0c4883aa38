import { configDataSchema, REST_PATHS, type ConfigEntry, type Language } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/user/config: the configuration entries of one language. */
export async function fetchConfig(
  client: RestClient,
  who: CallIdentity,
  language: Language,
): Promise<ConfigEntry[]> {
  const data = await client.post(REST_PATHS.config, { Lingua: language }, configDataSchema, who);
  return data.configurazione;
}
