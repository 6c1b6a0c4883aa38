// Header and home banners (public, through the shared cache).
import type { Resolvers } from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';
import { toBanner, toHomeBanner } from './storefront.mapping';

export const bannerResolvers: Resolvers = {
  Query: {
    banners: async (_root, { language }, { loaders }) =>
      (await loaders.banners.load(toRestLanguage(language))).map(toBanner),
    homeBanners: async (_root, { language }, { loaders }) =>
      (await loaders.homeBanners.load(toRestLanguage(language))).map(toHomeBanner),
  },
};
