// All domain resolvers, merged into one map for Apollo Server.
import type { Resolvers } from './generated/resolvers-types';
import { configResolvers } from './domains/config/config.resolvers';
import { categoryResolvers } from './domains/category/category.resolvers';
import { viewerResolvers } from './domains/viewer/viewer.resolvers';
import { accountResolvers } from './domains/account/account.resolvers';
import { promotionResolvers } from './domains/promotion/promotion.resolvers';
import { catalogueResolvers } from './domains/catalogue/catalogue.resolvers';
import { cartResolvers } from './domains/commerce/cart.resolvers';
import { wishlistResolvers } from './domains/commerce/wishlist.resolvers';
import { orderResolvers } from './domains/commerce/order.resolvers';
import { reorderResolvers } from './domains/commerce/reorder.resolvers';
import { companyResolvers } from './domains/viewer/company.resolvers';
import { managementResolvers } from './domains/management/management.resolvers';
import { clientsResolvers } from './domains/clients/clients.resolvers';
import { agentsResolvers } from './domains/agents/agents.resolvers';
import { dashboardResolvers } from './domains/dashboard/dashboard.resolvers';
import { imageResolvers } from './domains/media/image.resolvers';
import { currentOrderResolvers } from './domains/currentorder/currentorder.resolvers';
import { notificationsResolvers } from './domains/notifications/notifications.resolvers';
import { quickOrderResolvers } from './domains/quickorder/quickorder.resolvers';
import { importsResolvers } from './domains/imports/imports.resolvers';
import { settingsResolvers } from './domains/settings/settings.resolvers';
import { policiesResolvers } from './domains/policies/policies.resolvers';
import { suppliersResolvers } from './domains/suppliers/suppliers.resolvers';
import { ordersManagementResolvers } from './domains/orders-management/orders-management.resolvers';
import { approvalsResolvers } from './domains/approvals/approvals.resolvers';
import { orderIssuesResolvers } from './domains/order-issues/order-issues.resolvers';
import { returnsResolvers } from './domains/returns/returns.resolvers';
import { quotesResolvers } from './domains/quotes/quotes.resolvers';
import { internalDocumentsResolvers } from './domains/internal-documents/internal-documents.resolvers';
import { usersResolvers } from './domains/users/users.resolvers';
import { bannersResolvers } from './domains/banners/banners.resolvers';
import { promotionsResolvers } from './domains/promotions/promotions.resolvers';

const domains: Resolvers[] = [
  configResolvers,
  categoryResolvers,
  viewerResolvers,
  accountResolvers,
  promotionResolvers,
  catalogueResolvers,
  cartResolvers,
  wishlistResolvers,
  orderResolvers,
  reorderResolvers,
  companyResolvers,
  managementResolvers,
  clientsResolvers,
  agentsResolvers,
  dashboardResolvers,
  imageResolvers,
  currentOrderResolvers,
  quickOrderResolvers,
  importsResolvers,
  suppliersResolvers,
  ordersManagementResolvers,
  approvalsResolvers,
  orderIssuesResolvers,
  returnsResolvers,
  quotesResolvers,
  internalDocumentsResolvers,
  usersResolvers,
  notificationsResolvers,
  settingsResolvers,
  policiesResolvers,
  bannersResolvers,
  promotionsResolvers,
];

/** Field by field: a type may get fields from more than one domain (e.g. `Product.image`). */
function merge(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = merge([{ Query: { ping: () => true } }, ...domains]);
