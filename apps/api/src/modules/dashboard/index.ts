// The dashboard module: the reserved area's dashboards.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const dashboardModule: ShopModule = {
  name: 'dashboard',
  manage: () => [manageRoutes],
};
