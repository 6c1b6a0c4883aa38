import type { CartChangeData, CartLine, Price } from '@shop/contract';

/** What `Cart` resolvers receive: the REST cart (lines, summary, notice). */
export type CartModel = CartChangeData;
/** What `CartLine` resolvers receive: a REST cart line. */
export type CartLineModel = CartLine;
/** What `LinePrice` resolvers receive: the price fields of a cart line or wishlist item. */
export type LinePriceModel = Price;
