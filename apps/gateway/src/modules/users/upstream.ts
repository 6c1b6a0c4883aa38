// The users module's REST calls bound to one caller: sign-in, the account's own changes, preferences
// and user management.
import type { Language, PolicyCategory } from '@shop/contract';
import { currentUser } from '../../kernel/upstream/current-user';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { acceptPolicy, changePassword, fetchPolicy, fetchUserFairs, setName } from './account.upstream';
import { login, logout } from './auth.upstream';
import { usersUpstream } from './manage.upstream';
import { fetchPreference, savePreference } from './preference.upstream';

export function userUpstream(rest: RestClient, who: CallIdentity) {
  return {
    login: (credentials: { username: string; password: string }, language?: Language) =>
      // A login never sends the old token: a stale one must not stand in the way of a new session.
      login(rest, { ...who, token: undefined }, credentials, language),
    logout: () => logout(rest, who),
    currentUser: (language?: Language) => currentUser(rest, who, language),
    policy: (category: PolicyCategory, language: Language) => fetchPolicy(rest, who, category, language),
    acceptPolicy: (
      category: PolicyCategory,
      answers: ReadonlyArray<{ code: string; value: string }>,
      language?: Language,
      version?: number,
    ) => acceptPolicy(rest, who, category, answers, language, version),
    changePassword: (passwords: { current: string; new: string; repeat: string }, language?: Language) =>
      changePassword(rest, who, passwords, language),
    setName: (name: { firstName: string; lastName: string }, language?: Language) =>
      setName(rest, who, name, language),
    userFairs: (language?: Language) => fetchUserFairs(rest, who, language),
    preference: (key: string) => fetchPreference(rest, who, key),
    setPreference: (key: string, value: string | null) => savePreference(rest, who, key, value),
    /** User management (USERS_READ, USERS_EDIT). */
    users: usersUpstream(rest, who),
  };
}
