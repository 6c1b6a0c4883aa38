// The fairs module: trade fairs and the fair users' pages.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';

export { getUserFairs } from './fair.service';

export const fairsModule: ShopModule = {
  name: 'fairs',
  storefront: () => [storefrontRoutes],
};
