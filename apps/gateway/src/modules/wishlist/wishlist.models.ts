import type { WishlistItem } from '@shop/contract';

/** What `WishlistItem` resolvers receive: a REST wishlist item. */
export type WishlistItemModel = WishlistItem;
