import { loginDataSchema, logoutDataSchema, REST_PATHS, type Language, type LoginData } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/login: CodUtente + Password → token, expiry and user. */
export function login(
  client: RestClient,
  who: CallIdentity,
  credentials: { username: string; password: string },
  language: Language | undefined,
): Promise<LoginData> {
  const fields = { CodUtente: credentials.username, Password: credentials.password, Lingua: language };
  return client.post(REST_PATHS.login, fields, loginDataSchema, who);
}

/** POST /api/logout: revokes the caller's token. */
export async function logout(client: RestClient, who: CallIdentity): Promise<void> {
  await client.post(REST_PATHS.logout, {}, logoutDataSchema, who);
}
