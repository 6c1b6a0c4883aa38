import type { OrderDetail, OrderSummary, ReorderData } from '@shop/contract';
import type { ExpectedFailureModel } from '../../kernel/errors/expected-failure';
import type { CartModel } from '../cart';

/** What `Order` resolvers receive: a list summary, or the full detail (placeOrder, order). */
export type OrderModel = OrderSummary | OrderDetail;

/** What `ReorderResult` resolvers receive: order/reorder's answer (the cart plus the skipped lines). */
export type ReorderResultModel = ReorderData;

/** placeOrderResult's failures (OutOfStock is the cart module's), a changed price with the cart read again. */
export type PriceChangedModel = ExpectedFailureModel<
  'PriceChanged',
  'PRICE_CHANGED',
  { expectedTotal: number; currentTotal: number | null; cart: CartModel }
>;
export type OrderInProgressModel = ExpectedFailureModel<
  'OrderInProgress',
  'ORDER_IN_PROGRESS',
  { idempotencyKey: string }
>;
