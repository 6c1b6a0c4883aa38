// The orders module's REST calls bound to one caller: placing, listing and reordering the caller's
// orders, their documents and backorders, and the staff's order management.
import type { Language, OrderStatus } from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';
import { ordersManagementUpstream } from './manage.upstream';
import {
  createOrder,
  listOrders,
  listOwnBackorders,
  listOwnDocuments,
  orderDetail,
  reorder,
  type PlaceOrder,
} from './storefront.upstream';

export function ordersUpstream(rest: RestClient, who: CallIdentity) {
  return {
    placeOrder: (order: PlaceOrder, idempotencyKey: string, language?: Language) =>
      createOrder(rest, who, order, idempotencyKey, language),
    orders: (query: { from?: string; to?: string; status?: OrderStatus; page: number; pageSize: number }) =>
      listOrders(rest, who, query),
    order: (number: string, language?: Language) => orderDetail(rest, who, number, language),
    reorder: (number: string, language?: Language) => reorder(rest, who, number, language),
    ownDocuments: (fields: FormFields) => listOwnDocuments(rest, who, fields),
    ownBackorders: (fields: FormFields) => listOwnBackorders(rest, who, fields),
    /** Staff order management, read-only (ORDERS_READ, DOCUMENTS_READ). */
    ordersManagement: ordersManagementUpstream(rest, who),
  };
}
