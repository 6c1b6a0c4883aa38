import type { OrderDetail, OrderSummary, ReorderData } from '@shop/contract';

/** What `Order` resolvers receive: a list summary, or the full detail (placeOrder, order). */
export type OrderModel = OrderSummary | OrderDetail;

/** What `ReorderResult` resolvers receive: order/reorder's answer (the cart plus the skipped lines). */
export type ReorderResultModel = ReorderData;
