// The signed-in user's promotions (per user: never in the shared cache, read with the caller's own token).
import type { Resolvers } from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';
import { toPromotion } from './storefront.mapping';

export const promotionResolvers: Resolvers = {
  Query: {
    promotions: async (_root, { language, excludeHeader }, { upstream, loaders }) => {
      // Spec §6: the list is only for signed-in users; a visitor simply has none.
      if (!upstream.hasToken) return [];
      const user = await loaders.currentUser.load('');
      const promotions = await upstream.promotions({
        tipo: user.tipo,
        userCode: user.codutente,
        excludeHeader: excludeHeader ?? false,
        language: toRestLanguage(language),
      });
      return promotions.map(toPromotion);
    },
  },
};
