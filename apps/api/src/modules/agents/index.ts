// The agents module: sales agents and what they follow (management).
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const agentsModule: ShopModule = {
  name: 'agents',
  manage: () => [manageRoutes],
};
