// The API's modules, listed once: app.ts registers each one's routes in their scope (modules/<domain>/
// index.ts says which). The order is the order of registration within a scope.
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
import { notificationsModule } from './notifications';
import { orderIssuesModule } from './order-issues';
import { ordersModule } from './orders';
import { policiesModule } from './policies';
import { pricingModule } from './pricing';
import { promotionsModule } from './promotions';
import { quickorderModule } from './quickorder';
import { quotesModule } from './quotes';
import { returnsModule } from './returns';
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

export { authPlugin } from './users';
export { contentEventsPlugin } from './content';
export { outboxPlugin, type MailTransport } from './notifications';
