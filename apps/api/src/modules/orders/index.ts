// The orders module: checkout, orders and their lifecycle, approvals' decisions, reorder, backorders,
// shipments, invoices and documents.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import { registerNotificationPlanner } from '../notifications';
import { orderNotifications } from './order-notifications';
import storefrontRoutes from './storefront.routes';
import storefrontReorderRoutes from './storefront.reorder.routes';
import manageRoutes from './manage.routes';
import manageApprovalsRoutes from './manage.approvals.routes';
import manageDocumentsRoutes from './manage.documents.routes';

export { nextOrderNumber, numberOrder } from './checkout.repository';
export {
  orderingClient,
  orderMailData,
  placeOrderInTransaction,
  prepareOrder,
  writeOrder,
} from './checkout.service';
export type { OrderCreateInput, OrderTerms } from './checkout.service';
export { headerDiscountShare, invoiceTotals, lineAmount } from './document-amounts';
export { takeDocumentNumber } from './document-numbers';
export { adjustStock, lockProducts } from './order-stock';
export { vatRateOf } from './vat-rates';

// The notifications of the order's life (placed, status, documents, approvals) are planned here, told to the notifications module once.
registerNotificationPlanner(orderNotifications);

export const ordersModule: ShopModule = {
  name: 'orders',
  storefront: () => [storefrontRoutes, storefrontReorderRoutes],
  manage: () => [manageRoutes, manageApprovalsRoutes, manageDocumentsRoutes],
};
