// The content module: the storefront configuration (menus, texts), top and home banners and their management,
// the content version.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import gatewayRoutes from './gateway.routes';
import storefrontConfigRoutes from './storefront.config.routes';
import storefrontBannersRoutes from './storefront.banners.routes';
import manageRoutes from './manage.routes';

export { default as contentEventsPlugin } from './content-events.plugin';
export { contentChanged } from './content-version';

export const contentModule: ShopModule = {
  name: 'content',
  open: () => [gatewayRoutes],
  storefront: () => [storefrontConfigRoutes, storefrontBannersRoutes],
  manage: ({ mediaDir }) => [manageRoutes(mediaDir)],
};
