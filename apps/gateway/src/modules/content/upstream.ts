// The content module's REST calls bound to one caller: the configuration (menus, texts), the
// storefront's banners and their management.
import type { Language } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { fetchConfig } from './config.upstream';
import { bannersUpstream } from './manage.upstream';
import { fetchBanners, fetchHomeBanners } from './storefront.upstream';

export function contentUpstream(rest: RestClient, who: CallIdentity) {
  return {
    config: (language: Language) => fetchConfig(rest, who, language),
    banners: (language: Language) => fetchBanners(rest, who, language),
    homeBanners: (language: Language) => fetchHomeBanners(rest, who, language),
    /** The header's and the home page's banners (BANNERS_EDIT). */
    managedBanners: bannersUpstream(rest, who),
  };
}
