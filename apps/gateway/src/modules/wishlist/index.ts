// The caller's wishlist.
import { defineModule } from '../../kernel/module';
import { wishlistUpstream } from './upstream';
import { wishlistResolvers } from './storefront.resolvers';

export const wishlistModule = defineModule({
  name: 'wishlist',
  resolvers: [wishlistResolvers],
  upstream: wishlistUpstream,
});
