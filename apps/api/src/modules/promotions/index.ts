// The promotions module: promotions: what applies, the storefront dialog and listings, their management.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';
import manageRoutes from './manage.routes';

export { findProductPromotions, findPromotionsOfProducts } from './promotions.repository';

export const promotionsModule: ShopModule = {
  name: 'promotions',
  storefront: () => [storefrontRoutes],
  manage: ({ mediaDir }) => [manageRoutes(mediaDir)],
};
