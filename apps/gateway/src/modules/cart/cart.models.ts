import type { CartChangeData, CartLine, Language, Price } from '@shop/contract';
import type { ExpectedFailureModel } from '../../kernel/errors/expected-failure';

/** What `Cart` resolvers receive: the REST cart (lines, summary, notice). */
export type CartModel = CartChangeData;
/** What `CartLine` resolvers receive: a REST cart line. */
export type CartLineModel = CartLine;
/** What `LinePrice` resolvers receive: the price fields of a cart line or wishlist item. */
export type LinePriceModel = Price;

/**
 * The API's refusal of a quantity above the stock (a cart change, an order): the figures it sent; the
 * cart is read in `language` only when the client asks for `OutOfStock.cart`.
 */
export type OutOfStockModel = ExpectedFailureModel<
  'OutOfStock',
  'OUT_OF_STOCK',
  {
    shortages: { productCode: string; requested: number; available: number }[];
    language: Language | undefined;
  }
>;
