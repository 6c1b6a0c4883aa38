// The audit module: reading the audit trail of management changes (the writer is kernel/audit.ts).
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export const auditModule: ShopModule = {
  name: 'audit',
  manage: () => [manageRoutes],
};
