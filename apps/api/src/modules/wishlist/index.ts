// The wishlist module: the customer's wishlist.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';

export const wishlistModule: ShopModule = {
  name: 'wishlist',
  storefront: () => [storefrontRoutes],
};
