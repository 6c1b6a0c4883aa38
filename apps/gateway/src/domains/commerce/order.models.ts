import type { OrderDetail, OrderSummary } from '@shop/contract';

/** What `Order` resolvers receive: a list summary, or the full detail (placeOrder, order). */
export type OrderModel = OrderSummary | OrderDetail;
