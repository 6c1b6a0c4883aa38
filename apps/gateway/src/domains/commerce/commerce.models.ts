import type { CartChangeData, CartLine, Price, WishlistItem } from '@shop/contract';

/** What `Cart` resolvers receive: the REST cart (lines, summary, notice). */
export type CartModel = CartChangeData;
/** What `CartLine` resolvers receive: a REST cart line. */
export type CartLineModel = CartLine;
/** What `WishlistItem` resolvers receive: a REST wishlist item. */
export type WishlistItemModel = WishlistItem;
/** What `LinePrice` resolvers receive: the price fields of a cart line or wishlist item. */
export type LinePriceModel = Price;
