// The caller's cart.
import { defineModule } from '../../kernel/module';
import { cartResolvers } from './storefront.resolvers';
import { cartUpstream } from './upstream';

export { asCartOutcome, CART_FIELDS, outOfStockOf, toLinePrice } from './cart.mapping';
export type { CartModel, OutOfStockModel } from './cart.models';

export const cartModule = defineModule({
  name: 'cart',
  resolvers: [cartResolvers],
  upstream: cartUpstream,
});
