// The quickorder module: quick order: many lines by code at once.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { codesOf, parseRows, planRows } from './quickorder-rows';
export type { ParsedRow, RowProduct } from './quickorder-rows';

export const quickorderModule: ShopModule = {
  name: 'quickorder',
  manage: () => [manageRoutes],
};
