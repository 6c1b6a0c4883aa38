// A quote line's price while the agent types, rounded as the API rounds it (quote-lines.ts): the
// client's own net price less the extra discount, half away from zero to the shop's decimals, and the
// total as that net price times the units, rounded again. Exact decimal arithmetic (BigInt in
// ten-thousandths), so 0.1 + 0.2 never shows as 0.30000000000000004.

/** Ten-thousandths: prices carry at most 4 decimals, discounts 2. */
const SCALE = 10_000n;

/** "12,5" / "12.5" / "" → a number, or null for a blank or malformed text. */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '' || !/^\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

const scaled = (value: number) => BigInt(Math.round(value * Number(SCALE)));

/** `numerator / denominator` rounded half away from zero (both non-negative). */
const divideRounded = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** `numerator / denominator` (in units) rounded once, half away from zero, to `decimals`. */
function roundFraction(numerator: bigint, denominator: bigint, decimals: number): number {
  return Number(divideRounded(numerator * 10n ** BigInt(decimals), denominator)) / 10 ** decimals;
}

/** A value in ten-thousandths rounded to `decimals`. */
const roundTo = (valueScaled: bigint, decimals: number) => roundFraction(valueScaled, SCALE, decimals);

/** The net unit price `extraPct` percent off `clientPrice`, rounded to `decimals` (0–4), as the API does. */
export function netAfterExtra(clientPrice: number, extraPct: number, decimals: number): number {
  // clientPrice × (100 − extra) / 100, rounded once: no intermediate rounding to shift a half cent.
  return roundFraction(scaled(clientPrice) * (scaled(100) - scaled(extraPct)), SCALE * scaled(100), decimals);
}

/** The line's total: the rounded net price times the units, rounded. */
export function lineTotal(netPrice: number, quantity: number, decimals: number): number {
  return roundTo(scaled(netPrice) * BigInt(quantity), decimals);
}

/** The extra discount a typed net price gives off the client price, in percent (4 decimals). */
export function extraOfNet(clientPrice: number, netPrice: number): number {
  if (clientPrice === 0) return 0;
  const off = divideRounded((scaled(clientPrice) - scaled(netPrice)) * 100n * SCALE, scaled(clientPrice));
  return Number(off) / Number(SCALE);
}

/**
 * A discount as a person writes it: at most two decimals, trailing zeros dropped, the language's
 * decimal sign ("4,17" for 4.1667 in Italian; "5" for 5.0000).
 */
export function discountText(percent: number, decimalSign: ',' | '.' = ','): string {
  const text = String(Math.round(percent * 100) / 100);
  return decimalSign === ',' ? text.replace('.', ',') : text;
}

export interface LinePreview {
  clientPrice: number;
  /** The extra discount in percent: typed, or derived from a typed net price. */
  extraDiscount: number;
  netPrice: number;
  total: number;
}

/**
 * What a line will cost once saved, from the form's texts and the client price: a net price typed
 * wins, else the extra discount, else the client price. Null while the units or the figure typed are
 * not a number yet.
 */
export function previewLine(
  line: { quantity: string; discount: string; netPrice: string },
  clientPrice: number,
  decimals: number,
): LinePreview | null {
  const quantity = parseDecimal(line.quantity);
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) return null;
  if (line.netPrice.trim() !== '') {
    const typed = parseDecimal(line.netPrice);
    if (typed === null) return null;
    const netPrice = roundTo(scaled(typed), decimals);
    return {
      clientPrice,
      extraDiscount: extraOfNet(clientPrice, netPrice),
      netPrice,
      total: lineTotal(netPrice, quantity, decimals),
    };
  }
  const extra = line.discount.trim() === '' ? 0 : parseDecimal(line.discount);
  if (extra === null || extra > 100) return null;
  const netPrice = netAfterExtra(clientPrice, extra, decimals);
  return { clientPrice, extraDiscount: extra, netPrice, total: lineTotal(netPrice, quantity, decimals) };
}
