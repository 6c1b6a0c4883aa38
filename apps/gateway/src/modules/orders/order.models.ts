import type { OrderDetail, OrderSummary, ReorderData } from '@shop/contract';
import type { CartModel } from '../cart';

/** What `Order` resolvers receive: a list summary, or the full detail (placeOrder, order). */
export type OrderModel = OrderSummary | OrderDetail;

/** What `ReorderResult` resolvers receive: order/reorder's answer (the cart plus the skipped lines). */
export type ReorderResultModel = ReorderData;

/** placeOrderResult's failures, with the cart read again after the refusal (CartModel for `Cart`). */
export interface PriceChangedModel {
  __typename: 'PriceChanged';
  message: string;
  expectedTotal: number;
  currentTotal: number | null;
  cart: CartModel;
}
export interface OrderInProgressModel {
  __typename: 'OrderInProgress';
  message: string;
  idempotencyKey: string;
}
export interface OutOfStockModel {
  __typename: 'OutOfStock';
  message: string;
  shortages: { productCode: string; requested: number; available: number }[];
  cart: CartModel;
}
