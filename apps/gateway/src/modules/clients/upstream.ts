// The client directory and client record calls of the REST API (management): list, detail and edits.
import {
  clientListDataSchema,
  clientRecordDataSchema,
  REST_PATHS,
  type ClientListData,
  type ClientRecord,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** The list call's form fields (page, pageSize, search, sort, filters), already in REST names. */
export type ClientListFields = FormFields;

/** POST /api/clients/list. */
export function fetchClients(
  client: RestClient,
  who: CallIdentity,
  fields: ClientListFields,
): Promise<ClientListData> {
  return client.post(REST_PATHS.clientsList, fields, clientListDataSchema, who);
}

/** POST /api/clients/detail: the record (a 404 when out of reach). */
export async function fetchClientRecord(
  client: RestClient,
  who: CallIdentity,
  code: string,
): Promise<ClientRecord> {
  return (await client.post(REST_PATHS.clientsDetail, { codice: code }, clientRecordDataSchema, who)).cliente;
}

/** The client edits (their REST paths); each answers the record as it is afterwards. */
export type ClientEditPath =
  | typeof REST_PATHS.clientsUpdate
  | typeof REST_PATHS.clientsAddressAdd
  | typeof REST_PATHS.clientsAddressUpdate
  | typeof REST_PATHS.clientsAddressRemove
  | typeof REST_PATHS.clientsContactAdd
  | typeof REST_PATHS.clientsContactUpdate
  | typeof REST_PATHS.clientsContactRemove
  | typeof REST_PATHS.clientsNoteAdd
  | typeof REST_PATHS.clientsTerms
  | typeof REST_PATHS.clientsAssign;

export async function editClient(
  client: RestClient,
  who: CallIdentity,
  path: ClientEditPath,
  fields: FormFields,
): Promise<ClientRecord> {
  return (await client.post(path, fields, clientRecordDataSchema, who)).cliente;
}

export function clientsUpstream(rest: RestClient, who: CallIdentity) {
  return {
    clients: (fields: FormFields) => fetchClients(rest, who, fields),
    client: (code: string) => fetchClientRecord(rest, who, code),
    editClient: (path: ClientEditPath, fields: FormFields) => editClient(rest, who, path, fields),
  };
}
