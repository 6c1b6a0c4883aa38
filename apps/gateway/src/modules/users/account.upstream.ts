// The identity calls beyond the session: policy texts and answers, password, name, fairs.
import {
  currentUserDataSchema,
  fairsDataSchema,
  REST_PATHS,
  tableInfoDataSchema,
  type CurrentUser,
  type Fair,
  type Language,
  type PolicyCategory,
  type PolicyItem,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** A policy document in one language: the version in force (0 when none) and its items. */
export interface PolicyDocument {
  version: number;
  items: PolicyItem[];
}

/** POST /api/data/tableinfo: the items of the version in force of one policy document. */
export async function fetchPolicy(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
  language: Language,
): Promise<PolicyDocument> {
  const data = await client.post(
    REST_PATHS.tableInfo,
    { tablename: category, Lingua: language },
    tableInfoDataSchema,
    who,
  );
  const items = 'privacypolicy' in data ? data.privacypolicy : data.condizionidivendita;
  return { version: data.versione ?? 0, items };
}

/**
 * POST /api/user/setuserinfo: Categoria and one Informazione_{n} / Valore_{n} pair per answer (n from 1),
 * with the version read (Versione) when the client says which.
 */
export async function acceptPolicy(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
  answers: ReadonlyArray<{ code: string; value: string }>,
  language: Language | undefined,
  version?: number,
): Promise<CurrentUser> {
  const fields: FormFields = { Categoria: category, Lingua: language, Versione: version };
  answers.forEach((answer, i) => {
    fields[`Informazione_${i + 1}`] = answer.code;
    fields[`Valore_${i + 1}`] = answer.value;
  });
  const data = await client.post(REST_PATHS.setUserInfo, fields, currentUserDataSchema, who);
  return data.utente;
}

/** POST /api/user/changepassword. */
export async function changePassword(
  client: RestClient,
  who: CallIdentity,
  passwords: { current: string; new: string; repeat: string },
  language: Language | undefined,
): Promise<CurrentUser> {
  const fields = {
    PasswordAttuale: passwords.current,
    NuovaPassword: passwords.new,
    RipetiPassword: passwords.repeat,
    Lingua: language,
  };
  const data = await client.post(REST_PATHS.changePassword, fields, currentUserDataSchema, who);
  return data.utente;
}

/** POST /api/user/setname. */
export async function setName(
  client: RestClient,
  who: CallIdentity,
  name: { firstName: string; lastName: string },
  language: Language | undefined,
): Promise<CurrentUser> {
  const fields = { Nome: name.firstName, Cognome: name.lastName, Lingua: language };
  const data = await client.post(REST_PATHS.setName, fields, currentUserDataSchema, who);
  return data.utente;
}

/** POST /api/user/fiere: the caller's fairs with place and dates. */
export async function fetchUserFairs(
  client: RestClient,
  who: CallIdentity,
  language: Language | undefined,
): Promise<Fair[]> {
  const data = await client.post(REST_PATHS.userFairs, { Lingua: language }, fairsDataSchema, who);
  return data.fiere;
}
