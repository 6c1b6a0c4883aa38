// The content module's DataLoaders: public data of a language, shared between callers.
import type { Banner, ConfigEntry, HomeBanner, Language } from '@shop/contract';
import type { contentUpstream } from './upstream';
import { publicLoader } from '../../kernel/loaders/define-loaders';

type ContentUpstream = ReturnType<typeof contentUpstream>;

export const contentLoaders = {
  /** The configuration entries of a language (public, shared cache). */
  config: publicLoader<ConfigEntry[], ContentUpstream>('config', (upstream, language) =>
    upstream.config(language as Language),
  ),
  /** The active top banners of a language (public, shared cache). */
  banners: publicLoader<Banner[], ContentUpstream>('banners', (upstream, language) =>
    upstream.banners(language as Language),
  ),
  /** The active home page banners of a language (public, shared cache). */
  homeBanners: publicLoader<HomeBanner[], ContentUpstream>('homeBanners', (upstream, language) =>
    upstream.homeBanners(language as Language),
  ),
};
