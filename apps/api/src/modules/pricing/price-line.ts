// The price of one product for one buyer: list price → discount chain → best promotion in force →
// the line's extra discount (given by staff ordering for a client) → rounding to the shop's decimals,
// with the free-gift quantity. Pure: the callers load the inputs.
import { extendChain, type DiscountChain } from './discount-chain';
import { money, roundMoney, type Money, type MoneyInput } from '../../kernel/money';
import type { PriceList } from './price-list';
import { freeQuantity, isInForce, type PromotionRule } from './promotion-rule';

export interface PriceInput {
  /** The list price of the buyer's price list. */
  listPrice: MoneyInput;
  priceList: PriceList;
  /** The client the buyer buys for (null: a visitor or staff without one): a promotion's audience. */
  clientCode: string | null;
  chain: DiscountChain;
  /** The product's promotions (any validity: those not in force on `day` are ignored). */
  promotions: readonly PromotionRule[];
  /** YYYY-MM-DD in the shop's calendar (see shopDay). */
  day: string;
  /** Set_Round. */
  decimals: number;
  /**
   * The line's extra discount in percent (0 ≤ p < 100; 0 or absent for none), given by staff ordering
   * for a client: one more step after the chain and the promotion, shown in `discounts` ("20+10+5").
   */
  extraDiscount?: MoneyInput;
}

export interface UnitPrice {
  /** prezzo: the list price, rounded. */
  listPrice: Money;
  /** prezzofinale: what one unit costs this buyer, rounded. */
  netPrice: Money;
  /** sconti: the discounts applied, e.g. "20+10" or "20+10+5"; "" for none or for a net price. */
  discounts: string;
  /** The promotion applied, if any. */
  promotion: PromotionRule | null;
  /** The extra discount applied on top, in percent (0 for none). */
  extraDiscount: Money;
}

export interface PricedLine extends UnitPrice {
  quantity: number;
  /** omaggio: free units on top of `quantity`. */
  freeQuantity: number;
  /** netPrice × quantity: exact, so a line always adds up to what its unit price says. */
  total: Money;
}

interface Candidate {
  exact: Money;
  discounts: string;
  promotion: PromotionRule | null;
}

function candidateOf(rule: PromotionRule, list: Money, chain: DiscountChain): Candidate {
  if (rule.netPrice !== null) return { exact: money(rule.netPrice), discounts: '', promotion: rule };
  if (rule.extraDiscountPct !== null) {
    const extended = extendChain(chain, money(rule.extraDiscountPct));
    return { exact: list.times(extended.factor), discounts: extended.label, promotion: rule };
  }
  // A gift-only promotion keeps the client's own price.
  return { exact: list.times(chain.factor), discounts: chain.label, promotion: rule };
}

/**
 * One promotion per line: the one giving the lowest unit price. At an equal price a promotion wins
 * over none (it may carry a gift), then a promotion with a gift, then the lower code (stable).
 * A net price above the client's own discounted price is therefore never applied.
 */
export function unitPrice(input: PriceInput): UnitPrice {
  const list = money(input.listPrice);
  let best: Candidate = {
    exact: list.times(input.chain.factor),
    discounts: input.chain.label,
    promotion: null,
  };
  const inForce = input.promotions
    .filter((rule) => isInForce(rule, input.day, input.priceList, input.clientCode))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const rule of inForce) {
    const candidate = candidateOf(rule, list, input.chain);
    const rounded = roundMoney(candidate.exact, input.decimals);
    const bestRounded = roundMoney(best.exact, input.decimals);
    const cheaper = rounded.lessThan(bestRounded);
    const tieWins =
      rounded.equals(bestRounded) &&
      (best.promotion === null || (!best.promotion.giftEvery && Boolean(rule.giftEvery)));
    if (cheaper || tieWins) best = candidate;
  }
  // The extra discount comes last: it does not change which promotion is best (a common factor).
  const extra = money(input.extraDiscount ?? 0);
  if (extra.isNegative() || extra.greaterThanOrEqualTo(100)) {
    throw new RangeError('an extra discount is a percentage from 0 to below 100');
  }
  const exact = extra.isZero() ? best.exact : best.exact.times(money(100).minus(extra)).dividedBy(100);
  const discounts = extra.isZero()
    ? best.discounts
    : [best.discounts, extra.toString()].filter(Boolean).join('+');
  return {
    listPrice: roundMoney(list, input.decimals),
    netPrice: roundMoney(exact, input.decimals),
    discounts,
    promotion: best.promotion,
    extraDiscount: extra,
  };
}

/** A line of `quantity` units (a positive integer). */
export function priceLine(input: PriceInput, quantity: number): PricedLine {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError('quantity must be an integer ≥ 0');
  const unit = unitPrice(input);
  const gift = unit.promotion ? freeQuantity(quantity, unit.promotion.giftEvery, unit.promotion.giftQty) : 0;
  return { ...unit, quantity, freeQuantity: gift, total: unit.netPrice.times(quantity) };
}
