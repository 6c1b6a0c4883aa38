// Totals of a set of priced lines (a cart or an order), with the header promotion of the order if any.
import { money, roundMoney, type Money, type MoneyInput } from '../../kernel/money';
import type { PriceList } from './price-list';
import { isForBuyer } from './promotion-rule';

export interface HeaderPromotionRule {
  code: string;
  validFrom: string;
  validTo: string;
  priceLists: readonly string[];
  /** With priceLists, who it is for (both empty: everyone; see isForBuyer). */
  clientCodes: readonly string[];
  /** Extra discount % on the whole order... */
  orderDiscountPct: MoneyInput | null;
  /** ...from this order value (sum of the lines) up; null means from any value. */
  minOrderValue: MoneyInput | null;
}

export interface Totals {
  /** Sum of the line totals. */
  subtotal: Money;
  /** The header promotion applied, if any, and what it takes off (rounded). */
  headerPromotion: string | null;
  headerDiscount: Money;
  /** subtotal − headerDiscount: totcart / cartvalue. */
  total: Money;
  /** Sum of the quantities bought (gifts not counted): numcart / cartitems. */
  items: number;
  /** Number of lines. */
  lines: number;
}

export interface TotalsInput {
  lines: readonly { total: Money; quantity: number }[];
  headerPromotions?: readonly HeaderPromotionRule[];
  priceList: PriceList;
  /** The client the buyer buys for (null for none): a header promotion's audience. */
  clientCode: string | null;
  day: string;
  decimals: number;
}

/** The header promotion in force that takes the most off this subtotal. */
function bestHeader(input: TotalsInput, subtotal: Money) {
  let best: { code: string; discount: Money } | null = null;
  for (const rule of input.headerPromotions ?? []) {
    if (input.day < rule.validFrom || input.day > rule.validTo || rule.orderDiscountPct === null) continue;
    if (!isForBuyer(rule, input.priceList, input.clientCode)) continue;
    if (rule.minOrderValue !== null && subtotal.lessThan(money(rule.minOrderValue))) continue;
    const discount = roundMoney(subtotal.times(money(rule.orderDiscountPct)).dividedBy(100), input.decimals);
    if (!best || discount.greaterThan(best.discount)) best = { code: rule.code, discount };
  }
  return best;
}

export function totals(input: TotalsInput): Totals {
  const subtotal = input.lines.reduce((sum, line) => sum.plus(line.total), money(0));
  const header = input.lines.length > 0 ? bestHeader(input, subtotal) : null;
  const headerDiscount = header?.discount ?? money(0);
  return {
    subtotal,
    headerPromotion: header?.code ?? null,
    headerDiscount,
    total: subtotal.minus(headerDiscount),
    items: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: input.lines.length,
  };
}
