// Placing an order. No optimistic answer: an order exists only once the shop confirms it. On success
// the cart is emptied in the cache (the server emptied it in the same transaction), and the header
// bell's count is read again: the order's notification was written in that transaction too.
import { useMutation } from '@apollo/client/react';
import { emptyCartInCache } from './cart-cache';
import { PlaceOrderMutation } from './checkout-documents';

export function usePlaceOrderMutation() {
  return useMutation(PlaceOrderMutation, {
    refetchQueries: ['UnreadNotificationCount'],
    update(cache, { data }) {
      if (data?.placeOrder) emptyCartInCache(cache);
    },
  });
}
