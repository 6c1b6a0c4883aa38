// The caller's cart.
import { defineModule } from '../../kernel/module';
import { cartResolvers } from './storefront.resolvers';
import { cartUpstream } from './upstream';

export { CART_FIELDS, toLinePrice } from './cart.mapping';
export type { CartModel } from './cart.models';

export const cartModule = defineModule({
  name: 'cart',
  resolvers: [cartResolvers],
  upstream: cartUpstream,
});
