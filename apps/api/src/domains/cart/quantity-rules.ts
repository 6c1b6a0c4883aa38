// A product's order quantities: at least `min`, then in steps of `step` (min, min+step, min+2·step…).
// A quantity in between is rounded UP to the next valid one and the caller tells the user: in a
// wholesale shop a pack of 6 is sold by the pack, and refusing "5" would only make the buyer retry.

export interface QuantityRule {
  min: number;
  step: number;
}

export interface AdjustedQuantity {
  quantity: number;
  /** True when the requested quantity was not valid and has been rounded up. */
  adjusted: boolean;
}

export function isValidQuantity(quantity: number, { min, step }: QuantityRule): boolean {
  return Number.isSafeInteger(quantity) && quantity >= min && (quantity - min) % step === 0;
}

/** The smallest valid quantity ≥ `requested` (requested is a positive integer). */
export function roundUpQuantity(requested: number, rule: QuantityRule): AdjustedQuantity {
  const min = Math.max(1, rule.min);
  const step = Math.max(1, rule.step);
  if (requested <= min) return { quantity: min, adjusted: requested !== min };
  const steps = Math.ceil((requested - min) / step);
  const quantity = min + steps * step;
  return { quantity, adjusted: quantity !== requested };
}

/** The largest valid quantity ≤ `requested`, or 0 when it is below the minimum (the line goes). */
export function roundDownQuantity(requested: number, rule: QuantityRule): number {
  const min = Math.max(1, rule.min);
  const step = Math.max(1, rule.step);
  if (requested < min) return 0;
  return min + Math.floor((requested - min) / step) * step;
}
