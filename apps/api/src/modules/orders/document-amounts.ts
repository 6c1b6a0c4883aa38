// The amounts of delivery notes and invoices, pure and exact (decimal.js): a line's amount in euro
// cents, a shipment's share of its order's header promotion, and an invoice's totals with its VAT
// summary per rate. Documents are in euro cents whatever the shop's Set_Round: unit prices keep the
// order's decimals, amounts are rounded half-up to the cent.
import { Money, money, roundMoney, type MoneyInput } from '../../kernel/money';

const CENTS = 2;

/** net price × quantity, to the cent. */
export function lineAmount(netPrice: MoneyInput, quantity: number): Money {
  return roundMoney(money(netPrice).times(quantity), CENTS);
}

/**
 * The part of the order's header discount a shipment carries: proportional to the value it ships,
 * to the cent; the shipment that completes the order takes what is left, so the shares of all its
 * shipments add up to the order's discount exactly.
 */
export function headerDiscountShare(input: {
  orderDiscount: MoneyInput;
  orderSubtotal: MoneyInput;
  shipped: MoneyInput;
  /** The shares of the order's earlier shipments. */
  earlierShares: MoneyInput;
  completesOrder: boolean;
}): Money {
  const discount = money(input.orderDiscount);
  if (discount.isZero()) return money(0);
  const left = discount.minus(input.earlierShares);
  if (input.completesOrder) return left.isNegative() ? money(0) : left;
  const subtotal = money(input.orderSubtotal);
  if (subtotal.isZero()) return money(0);
  const share = roundMoney(discount.times(input.shipped).dividedBy(subtotal), CENTS);
  return Money.min(share, left.isNegative() ? money(0) : left);
}

export interface VatLine {
  rate: number;
  /** Net of VAT, after the header discount. */
  taxable: Money;
  vat: Money;
}

export interface InvoiceTotals {
  goods: Money;
  headerDiscount: Money;
  taxable: Money;
  vat: Money;
  total: Money;
  /** Highest rate first. */
  byRate: VatLine[];
}

/**
 * Totals of an invoice's lines (amounts in cents) less the header discount of its delivery notes. The
 * discount is split over the VAT rates in proportion to their amounts (the largest rate group takes
 * the rounding remainder); VAT is computed per rate on the taxable amount and rounded to the cent.
 */
export function invoiceTotals(
  lines: ReadonlyArray<{ amount: MoneyInput; vatRate: number }>,
  headerDiscount: MoneyInput = 0,
): InvoiceTotals {
  const bases = new Map<number, Money>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? money(0)).plus(line.amount));
  const goods = [...bases.values()].reduce((sum, base) => sum.plus(base), money(0));
  const discount = Money.min(money(headerDiscount), goods);
  const rates = [...bases.keys()].sort((a, b) => b - a);
  // The group that absorbs the rounding: the largest amount (the highest rate on a tie).
  const largest = rates.reduce((best, rate) =>
    (bases.get(rate) as Money).greaterThan(bases.get(best) as Money) ? rate : best,
  );
  const shares = new Map<number, Money>();
  let allocated = money(0);
  for (const rate of rates) {
    if (rate === largest || goods.isZero()) continue;
    const share = roundMoney(discount.times(bases.get(rate) as Money).dividedBy(goods), CENTS);
    shares.set(rate, share);
    allocated = allocated.plus(share);
  }
  if (rates.length > 0) shares.set(largest, discount.minus(allocated));
  const byRate = rates.map((rate): VatLine => {
    const taxable = (bases.get(rate) as Money).minus(shares.get(rate) ?? 0);
    return { rate, taxable, vat: roundMoney(taxable.times(rate).dividedBy(100), CENTS) };
  });
  const taxable = byRate.reduce((sum, line) => sum.plus(line.taxable), money(0));
  const vat = byRate.reduce((sum, line) => sum.plus(line.vat), money(0));
  return { goods, headerDiscount: discount, taxable, vat, total: taxable.plus(vat), byRate };
}
