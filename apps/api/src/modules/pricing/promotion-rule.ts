// Product promotions as the pricing module sees them: a rule in force on some days for an audience
// (some clients and/or some price lists).
import type { PriceList } from './price-list';
import type { MoneyInput } from '../../kernel/money';

export interface PromotionRule {
  code: string;
  /** First and last day in force, both included, as YYYY-MM-DD in the shop's calendar. */
  validFrom: string;
  validTo: string;
  /** The price lists it applies to... */
  priceLists: readonly string[];
  /** ...and the clients (a buyer on one of the lists or of one of the clients; both empty: everyone). */
  clientCodes: readonly string[];
  /** A net unit price replacing list price and discount chain... */
  netPrice: MoneyInput | null;
  /** ...or an extra discount % on top of the client's chain (never both). */
  extraDiscountPct: MoneyInput | null;
  /** Free gift: `giftQty` units for every `giftEvery` bought. */
  giftEvery: number | null;
  giftQty: number | null;
}

/** Who a promotion is for: its price lists and its clients. */
export interface PromotionAudience {
  priceLists: readonly string[];
  clientCodes: readonly string[];
}

/**
 * Is a buyer (on `priceList`, buying for `clientCode`; null for a visitor or staff without a client)
 * in the audience? Nothing listed means everyone; otherwise the buyer's list or client must be
 * listed, so a promotion for one client never reaches another (nor anyone without a client).
 */
export function isForBuyer(
  audience: PromotionAudience,
  priceList: PriceList,
  clientCode: string | null,
): boolean {
  if (audience.priceLists.length === 0 && audience.clientCodes.length === 0) return true;
  return (
    audience.priceLists.includes(priceList) ||
    (clientCode !== null && audience.clientCodes.includes(clientCode))
  );
}

/** In force on `day` (YYYY-MM-DD strings compare as dates) for a buyer on `priceList` buying for `clientCode`. */
export function isInForce(
  rule: PromotionRule,
  day: string,
  priceList: PriceList,
  clientCode: string | null,
): boolean {
  if (day < rule.validFrom || day > rule.validTo) return false;
  return isForBuyer(rule, priceList, clientCode);
}

/** Gift units for a quantity: 1 every 10 → 25 bought gives 2. No rule or a bad rule gives none. */
export function freeQuantity(quantity: number, giftEvery: number | null, giftQty: number | null): number {
  if (!giftEvery || !giftQty || giftEvery <= 0 || giftQty <= 0 || quantity <= 0) return 0;
  return Math.floor(quantity / giftEvery) * giftQty;
}
