// The promotions module's REST calls bound to one caller: the user's promotions and their management.
import type { Language, UserTipo } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { promotionsUpstream } from './manage.upstream';
import { fetchPromotions } from './storefront.upstream';

export function promotionUpstream(rest: RestClient, who: CallIdentity) {
  return {
    promotions: (query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language }) =>
      fetchPromotions(rest, who, query),
    /** The promotions (PROMOTIONS_EDIT). */
    managedPromotions: promotionsUpstream(rest, who),
  };
}
