// Changing the client a staff user orders for changes every price, the cart, the company and its
// orders: what the cache holds of the previous client must go, or a listing would keep showing the
// previous client's prices. Products have no id (they live under their root fields), so dropping
// the root fields drops them; active queries then ask again. The shell (config, menus, categories,
// banners) is the same for every client and stays.

import type { ApolloCache } from '@apollo/client';

/** Root fields whose answers depend on the client being bought for. */
export const CLIENT_DEPENDENT_FIELDS = [
  'cart',
  'products',
  'product',
  'suggestions',
  'wishlist',
  'promotions',
  'orders',
  'order',
  'currentOrder',
] as const;

/** Forgets everything priced or owned by the client (call it when the client changes). */
export function forgetClientData(cache: ApolloCache): void {
  for (const fieldName of CLIENT_DEPENDENT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.evict({ id: 'Cart:current' });
  cache.evict({ id: 'Wishlist:current' });
  cache.gc();
}
