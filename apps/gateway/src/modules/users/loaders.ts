// The users module's DataLoaders: the caller's user and fairs (per request) and the policy texts
// (public, shared cache).
import type { CurrentUser, Fair, Language, PolicyCategory } from '@shop/contract';
import type { userUpstream } from './upstream';
import { batchLoader, publicLoader } from '../../kernel/loaders/define-loaders';
import type { PolicyDocument } from './account.upstream';

type UsersUpstream = ReturnType<typeof userUpstream>;

export const usersLoaders = {
  /** A policy document's version in force and its items, keyed "<category>:<language>" (public, shared cache). */
  policy: publicLoader<PolicyDocument, UsersUpstream>('policy', (upstream, key) => {
    const [category, language] = key.split(':') as [PolicyCategory, Language];
    return upstream.policy(category, language);
  }),
  /** The caller's fairs with place and dates, by language (per request: they are the user's own). */
  userFairs: batchLoader<Language, Fair[], UsersUpstream>((languages, { upstream }) =>
    Promise.all(languages.map((language) => upstream.userFairs(language).catch((error: Error) => error))),
  ),
  /**
   * The caller's user (per request): what per-user calls need to send (tipo, code), read once however
   * many fields need it. Keyed by language ('' for the user's own).
   */
  currentUser: batchLoader<string, CurrentUser, UsersUpstream>((languages, { upstream }) =>
    Promise.all(
      languages.map((language) =>
        upstream.currentUser((language || undefined) as Language | undefined).catch((error: Error) => error),
      ),
    ),
  ),
};
