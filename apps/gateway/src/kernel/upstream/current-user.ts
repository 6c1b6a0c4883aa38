// Who is calling: the gateway's own routes (uploads, files) check the caller's permissions with it.
import { currentUserDataSchema, REST_PATHS, type CurrentUser, type Language } from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';

/** POST /api/user/current: the caller's user. */
export async function currentUser(
  client: RestClient,
  who: CallIdentity,
  language: Language | undefined,
): Promise<CurrentUser> {
  const data = await client.post(REST_PATHS.currentUser, { Lingua: language }, currentUserDataSchema, who);
  return data.utente;
}
