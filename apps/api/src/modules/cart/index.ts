// The cart module: the cart: lines, quantities and totals.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';

export { addQuantitiesToCart, applyCartBatch } from './cart-batch';
export {
  ensureCart,
  findCartId,
  findCartLines,
  findProductsWithLines,
  lockCart,
  ownerCondition,
  productColumns,
  setLineDiscount,
} from './cart.repository';
export type { CartOwner, LineWrite, ProductWithLine, UserCartOwner } from './cart.repository';
export {
  addToCart,
  getCartLines,
  getCartSummary,
  mergeSessionCart,
  priceCart,
  userCartOwner,
} from './cart.service';
export type { CartCaller } from './cart.service';

export const cartModule: ShopModule = {
  name: 'cart',
  storefront: () => [storefrontRoutes],
};
