// The orders module: checkout, orders and their lifecycle, approvals' decisions, reorder, backorders,
// shipments, invoices and documents.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
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
/** Who is told about the order's life (placed, status, approvals, documents): modules/index.ts registers it. */
export { orderNotifications } from './order-notifications';

export const ordersModule: ShopModule = {
  name: 'orders',
  storefront: () => [storefrontRoutes, storefrontReorderRoutes],
  manage: () => [manageRoutes, manageApprovalsRoutes, manageDocumentsRoutes],
};
