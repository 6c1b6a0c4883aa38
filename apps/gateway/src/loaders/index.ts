// Every DataLoader of the gateway, by name: a domain adds its loader here and resolvers call
// `context.loaders.<name>.load(key)`.
import type { CategoryNode, ConfigEntry, Language } from '@shop/contract';
import { publicLoader, type LoadersOf } from './define-loaders';

export const LOADER_DEFINITIONS = {
  /** The configuration entries of a language (public, shared cache). */
  config: publicLoader<ConfigEntry[]>('config', (upstream, language) =>
    upstream.config(language as Language),
  ),
  /** The b2b category tree of a language (public, shared cache). */
  categoryTree: publicLoader<CategoryNode[]>('categories', (upstream, language) =>
    upstream.categoryTree(language as Language),
  ),
};

export type Loaders = LoadersOf<typeof LOADER_DEFINITIONS>;
