// The currentorder module: ordering for a client: the agent's current client and line discounts.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const currentorderModule: ShopModule = {
  name: 'currentorder',
  manage: () => [manageRoutes],
};
