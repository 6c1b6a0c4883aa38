// The API's modules, listed once: app.ts registers each one's routes in their scope (modules/<domain>/
// index.ts says which) and every module's notification planners. The order is the order of
// registration within a scope.
import type { ShopModule } from '../kernel/module';
import { agentsModule } from './agents';
import { approvalsModule } from './approvals';
import { auditModule } from './audit';
import { cartModule } from './cart';
import { catalogueModule } from './catalogue';
import { clientsModule } from './clients';
import { contentModule } from './content';
import { currentorderModule } from './currentorder';
import { dashboardModule } from './dashboard';
import { fairsModule } from './fairs';
import { importsModule } from './imports';
import { internalDocumentsModule } from './internal-documents';
import { mediaModule } from './media';
import { notificationsModule, type NotificationPlanner } from './notifications';
import { issueNotifications, orderIssuesModule } from './order-issues';
import { orderNotifications, ordersModule } from './orders';
import { policiesModule } from './policies';
import { pricingModule } from './pricing';
import { promotionsModule } from './promotions';
import { quickorderModule } from './quickorder';
import { quoteNotifications, quotesModule } from './quotes';
import { returnNotifications, returnsModule } from './returns';
import { settingsModule } from './settings';
import { suppliersModule } from './suppliers';
import { usersModule } from './users';
import { wishlistModule } from './wishlist';

export const MODULES: readonly ShopModule[] = [
  contentModule,
  mediaModule,
  catalogueModule,
  usersModule,
  policiesModule,
  fairsModule,
  cartModule,
  wishlistModule,
  ordersModule,
  promotionsModule,
  notificationsModule,
  auditModule,
  clientsModule,
  agentsModule,
  dashboardModule,
  currentorderModule,
  quickorderModule,
  importsModule,
  settingsModule,
  suppliersModule,
  approvalsModule,
  orderIssuesModule,
  quotesModule,
  internalDocumentsModule,
  returnsModule,
  pricingModule,
];

/**
 * Who is told about each module's events, one planner per notification kind (the modules that
 * announce an event of another's kind, as approvals and quotes do with the order's, use its planner):
 * app.ts registers them with registerNotificationPlanners, which refuses a kind with none or two.
 */
export const NOTIFICATION_PLANNERS: readonly NotificationPlanner[] = [
  orderNotifications,
  issueNotifications,
  quoteNotifications,
  returnNotifications,
];

export { authPlugin } from './users';
export { contentEventsPlugin } from './content';
export { outboxPlugin, registerNotificationPlanners, type MailTransport } from './notifications';
