// The notifications module: the inbox, toasts and the e-mail outbox; other modules register the planners of
// their own events.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';
import manageRoutes from './manage.routes';

export { bySide, clientPath, genericMail, isCustomer, orderPath, recipientsOf } from './delivery';
export type { Delivery } from './delivery';
export type { MailTransport } from './mail-transport';
export type {
  ApprovalDecidedEvent,
  ApprovalRequestedEvent,
  DocumentReadyEvent,
  IssueMessageEvent,
  IssueOpenedEvent,
  IssueStatusChangedEvent,
  NotificationEvent,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
  QuoteEvent,
  ReturnEvent,
} from './notification-events';
export { statusLabel } from './render-notification';
export { orderConfirmationMail } from './render-mail';
export { notify } from './notify';
export { default as outboxPlugin } from './outbox.plugin';
export { registerNotificationPlanners } from './planners';
export type { NotificationPlanner } from './planners';
export {
  clientAgent,
  clientUsers,
  findOrderFacts,
  findRecipients,
  findUserName,
  permissionHolders,
  userById,
} from './recipients';

export const notificationsModule: ShopModule = {
  name: 'notifications',
  storefront: () => [storefrontRoutes],
  manage: ({ shopUrl }) => [manageRoutes(shopUrl)],
};
