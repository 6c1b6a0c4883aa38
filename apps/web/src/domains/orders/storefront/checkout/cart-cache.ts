// After an order the server's cart is empty: the one Cart:current entry is emptied in the normalized
// cache, so the header count, the dropdown and the cart page show it at once without asking again.
// The order list is dropped too, so the history shows the new order when opened.
import type { ApolloCache } from '@apollo/client';

export const CART_CACHE_ID = { __typename: 'Cart', id: 'Cart:current' } as const;

export function emptyCartInCache(cache: ApolloCache): void {
  const id = cache.identify(CART_CACHE_ID);
  if (id) {
    cache.modify({
      id,
      fields: {
        lines: () => [],
        notice: () => null,
        summary: (summary: unknown) =>
          summary && typeof summary === 'object'
            ? {
                ...summary,
                total: 0,
                units: 0,
                lineCount: 0,
                subtotal: 0,
                headerDiscount: 0,
                headerPromotionCode: null,
              }
            : summary,
      },
    });
  }
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
  cache.gc();
}
