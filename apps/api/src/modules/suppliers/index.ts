// The suppliers module: suppliers and their products.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { findAllSuppliers } from './suppliers.repository';

export const suppliersModule: ShopModule = {
  name: 'suppliers',
  manage: () => [manageRoutes],
};
