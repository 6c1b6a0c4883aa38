// Placing an order. No optimistic answer: an order exists only once the shop confirms it. On success
// (an Order, not one of the typed failures) the cart is emptied in the cache (the server emptied it in
// the same transaction), and the header bell's count is read again: the order's notification was
// written in that transaction too.
import { useMutation } from '@apollo/client/react';
import { emptyCartInCache } from './cart-cache';
import { PlaceOrderMutation } from './checkout-documents';

export function usePlaceOrderMutation() {
  return useMutation(PlaceOrderMutation, {
    refetchQueries: ({ data }) =>
      data?.placeOrderResult.__typename === 'Order' ? ['UnreadNotificationCount'] : [],
    update(cache, { data }) {
      if (data?.placeOrderResult.__typename === 'Order') emptyCartInCache(cache);
    },
  });
}
