// The four list prices of a product (spec §3 "price-list selectors p1, p1b2b, p2, p3") and who pays which.
import type { MoneyInput } from '../../kernel/money';

export const PRICE_LISTS = ['p1', 'p1b2b', 'p2', 'p3'] as const;
export type PriceList = (typeof PRICE_LISTS)[number];

/** Visitors (when the shop shows them prices) see the public list. */
export const VISITOR_PRICE_LIST: PriceList = 'p1';

export interface ListPrices {
  p1: MoneyInput;
  p1b2b: MoneyInput;
  p2: MoneyInput;
  p3: MoneyInput;
}

export function isPriceList(value: string): value is PriceList {
  return (PRICE_LISTS as readonly string[]).includes(value);
}

export function listPriceOf(prices: ListPrices, list: PriceList): MoneyInput {
  return prices[list];
}
