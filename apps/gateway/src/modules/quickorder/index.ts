// Quick order: rows of codes and quantities checked and added to the cart.
import { defineModule } from '../../kernel/module';
import { quickOrderResolvers } from './storefront.resolvers';
import { quickOrderUpstream } from './upstream';

export const quickorderModule = defineModule({
  name: 'quickorder',
  resolvers: [quickOrderResolvers],
  upstream: quickOrderUpstream,
});
