// The imports module: carts and orders imported from files.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const importsModule: ShopModule = {
  name: 'imports',
  manage: () => [manageRoutes],
};
