// A product's order quantities (spec §3, docs/rest-api.md "Cart"): at least `min`, then in steps of
// `step` (min, min+step, min+2·step…). A quantity in between is rounded UP to the next valid one and
// the user is told: in a wholesale shop a pack of 6 is sold by the pack, and refusing "5" would only
// make the buyer retry. The API applies the rule; the web applies the same one first, so an
// optimistic line already shows what the API will keep. No zod here: the browser imports it.

export interface QuantityRule {
  /** The smallest quantity sold (values below 1 count as 1). */
  min: number;
  /** The step above the minimum (values below 1 count as 1). */
  step: number;
}

/** A whole number ≥ 1: what a rule's min and step stand for whatever the data says. */
const whole = (n: number) => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

/** The rule as it is applied: min and step as whole numbers, at least 1. */
export function wholeRule(rule: QuantityRule): QuantityRule {
  return { min: whole(rule.min), step: whole(rule.step) };
}

export function isValidQuantity(quantity: number, rule: QuantityRule): boolean {
  const min = whole(rule.min);
  return Number.isSafeInteger(quantity) && quantity >= min && (quantity - min) % whole(rule.step) === 0;
}

/** The smallest valid quantity ≥ `requested`; 0 (no line) for 0, less or not a number. */
export function roundUpQuantity(requested: number, rule: QuantityRule): number {
  if (!(requested > 0)) return 0;
  const min = whole(rule.min);
  if (requested <= min) return min;
  return min + Math.ceil((Math.ceil(requested) - min) / whole(rule.step)) * whole(rule.step);
}

/** The largest valid quantity ≤ `requested`, or 0 when it is below the minimum (the line goes). */
export function roundDownQuantity(requested: number, rule: QuantityRule): number {
  const min = whole(rule.min);
  if (!(requested >= min)) return 0;
  return min + Math.floor((Math.floor(requested) - min) / whole(rule.step)) * whole(rule.step);
}
