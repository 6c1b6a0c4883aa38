// The settings module: shop settings and configuration entries (the reserved area).
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const settingsModule: ShopModule = {
  name: 'settings',
  manage: () => [manageRoutes],
};
