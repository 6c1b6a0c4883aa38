// User management: POST /api/users/list, /detail and the changes, bound to the caller.
import {
  managedUserDataSchema,
  managedUserListDataSchema,
  managedUserPasswordDataSchema,
  REST_PATHS,
  type ManagedUser,
  type ManagedUserListData,
  type ManagedUserPasswordData,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** The changes that answer the user. */
export type UserEditPath =
  | typeof REST_PATHS.usersUpdate
  | typeof REST_PATHS.usersDeactivate
  | typeof REST_PATHS.usersReactivate
  | typeof REST_PATHS.usersUnlock;

export function usersUpstream(client: RestClient, who: CallIdentity) {
  return {
    list: (fields: FormFields): Promise<ManagedUserListData> =>
      client.post(REST_PATHS.usersList, fields, managedUserListDataSchema, who),
    /** A 404 for an unknown user. */
    detail: async (code: string): Promise<ManagedUser> =>
      (await client.post(REST_PATHS.usersDetail, { codice: code }, managedUserDataSchema, who)).utente,
    edit: async (path: UserEditPath, fields: FormFields): Promise<ManagedUser> =>
      (await client.post(path, fields, managedUserDataSchema, who)).utente,
    /** create and resetpassword: the user and the generated password (null when typed). */
    setPassword: (
      path: typeof REST_PATHS.usersCreate | typeof REST_PATHS.usersResetpassword,
      fields: FormFields,
    ): Promise<ManagedUserPasswordData> => client.post(path, fields, managedUserPasswordDataSchema, who),
  };
}
