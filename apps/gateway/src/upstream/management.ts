// The reserved area's shared calls: a record's audit log and the user's kept preferences.
import {
  auditListDataSchema,
  preferenceDataSchema,
  REST_PATHS,
  type AuditEntity,
  type AuditListData,
} from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';

/** POST /api/audit/list. */
export function fetchAuditLog(
  client: RestClient,
  who: CallIdentity,
  query: { entity: AuditEntity; key: string; page: number; pageSize: number },
): Promise<AuditListData> {
  const fields = { entita: query.entity, chiave: query.key, page: query.page, pageSize: query.pageSize };
  return client.post(REST_PATHS.auditList, fields, auditListDataSchema, who);
}

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
