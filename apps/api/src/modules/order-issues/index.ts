// The order-issues module: issues raised on an order and their thread.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { findScopedOrder } from './order-issues.repository';

/** Who is told about an issue (opened, a message, a status change): modules/index.ts registers it. */
export { issueNotifications } from './issue-notifications';

export const orderIssuesModule: ShopModule = {
  name: 'order-issues',
  manage: () => [manageRoutes],
};
