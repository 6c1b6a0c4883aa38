// Promotions: the signed-in user's (storefront) and their management.
import { defineModule } from '../../kernel/module';
import { promotionsResolvers } from './manage.resolvers';
import { promotionResolvers } from './storefront.resolvers';
import { promotionUpstream } from './upstream';

export const promotionsModule = defineModule({
  name: 'promotions',
  resolvers: [promotionResolvers, promotionsResolvers],
  upstream: promotionUpstream,
});
