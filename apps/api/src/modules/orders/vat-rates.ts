// The VAT rate (aliquota IVA) of a product, from its category: the catalogue carries no rate of its own
// yet, and a wholesaler's rates follow the kind of goods. Food is 10 %, its staples (pasta, rice, flour,
// pulses: family 01.01) 4 %, everything else (beverages, non-food) 22 %. A delivery note keeps the rate
// of the day it was made, so a later change of this table changes no document.

/** The ordinary rate, also for a product that left the catalogue. */
export const STANDARD_VAT_RATE = 22;

/** Longest prefix first: the first match wins. */
const RATES: ReadonlyArray<readonly [prefix: string, rate: number]> = [
  ['01.01', 4],
  ['01', 10],
];

/** The rate in percent for a product of `categoryCode` (a leaf such as "01.01.02"); 22 without one. */
export function vatRateOf(categoryCode: string | null | undefined): number {
  if (!categoryCode) return STANDARD_VAT_RATE;
  const found = RATES.find(([prefix]) => categoryCode === prefix || categoryCode.startsWith(`${prefix}.`));
  return found ? found[1] : STANDARD_VAT_RATE;
}
