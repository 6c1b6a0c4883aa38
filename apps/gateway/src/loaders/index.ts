// Every DataLoader of the gateway, by name: a domain adds its loader here and resolvers call
// `context.loaders.<name>.load(key)`.
import type {
  Banner,
  CategoryNode,
  ConfigEntry,
  CurrentUser,
  Fair,
  Language,
  PolicyCategory,
  PolicyItem,
} from '@shop/contract';
import { batchLoader, publicLoader, type LoadersOf } from './define-loaders';

export const LOADER_DEFINITIONS = {
  /** The configuration entries of a language (public, shared cache). */
  config: publicLoader<ConfigEntry[]>('config', (upstream, language) =>
    upstream.config(language as Language),
  ),
  /** The b2b category tree of a language (public, shared cache). */
  categoryTree: publicLoader<CategoryNode[]>('categories', (upstream, language) =>
    upstream.categoryTree(language as Language),
  ),
  /** The items of a policy document, keyed "<category>:<language>" (public, shared cache). */
  policy: publicLoader<PolicyItem[]>('policy', (upstream, key) => {
    const [category, language] = key.split(':') as [PolicyCategory, Language];
    return upstream.policy(category, language);
  }),
  /** The caller's fairs with place and dates, by language (per request: they are the user's own). */
  userFairs: batchLoader<Language, Fair[]>((languages, { upstream }) =>
    Promise.all(languages.map((language) => upstream.userFairs(language).catch((error: Error) => error))),
  ),
  /** The active top banners of a language (public, shared cache). */
  banners: publicLoader<Banner[]>('banners', (upstream, language) => upstream.banners(language as Language)),
  /**
   * The caller's user (per request): what per-user calls need to send (tipo, code), read once however
   * many fields need it. Keyed by language ('' for the user's own).
   */
  currentUser: batchLoader<string, CurrentUser>((languages, { upstream }) =>
    Promise.all(
      languages.map((language) =>
        upstream.currentUser((language || undefined) as Language | undefined).catch((error: Error) => error),
      ),
    ),
  ),
};

export type Loaders = LoadersOf<typeof LOADER_DEFINITIONS>;
