// The order-issues module: issues raised on an order and their thread.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import { registerNotificationPlanner } from '../notifications';
import { issueNotifications } from './issue-notifications';
import manageRoutes from './manage.routes';

export { findScopedOrder } from './order-issues.repository';
export { isCustomerTipo } from './order-issues.view';

// The notifications of issues are planned here, told to the notifications module once.
registerNotificationPlanner(issueNotifications);

export const orderIssuesModule: ShopModule = {
  name: 'order-issues',
  manage: () => [manageRoutes],
};
