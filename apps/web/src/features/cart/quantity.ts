// Quantities of a cart line (docs/rest-api.md "Cart"): a product sells from its minimum in steps of
// its quantityStep. The API rounds a quantity up and says so; the client does the same first, so
// the optimistic line already shows what the server will keep and the user sees why.

export interface QuantityRule {
  minQuantity: number;
  quantityStep: number;
}

/** Config Set_AddRemoveQtaB2B / Set_AddRemoveQta: PACK steps by the product's step, UNIT by one. */
export type QuantityMode = 'PACK' | 'UNIT';

const sane = (n: number) => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

/** Whether `quantity` is one the product sells: the minimum, then the minimum plus whole steps. */
export function isValidQuantity(quantity: number, rule: QuantityRule): boolean {
  const min = sane(rule.minQuantity);
  const step = sane(rule.quantityStep);
  return Number.isInteger(quantity) && quantity >= min && (quantity - min) % step === 0;
}

/** The smallest valid quantity ≥ `wanted` (0 and below stay 0: no line). */
export function roundUpQuantity(wanted: number, rule: QuantityRule): number {
  if (!(wanted > 0)) return 0;
  const min = sane(rule.minQuantity);
  const step = sane(rule.quantityStep);
  if (wanted <= min) return min;
  return min + Math.ceil((Math.ceil(wanted) - min) / step) * step;
}

/** The largest valid quantity ≤ `wanted`, or 0 below the minimum. */
export function roundDownQuantity(wanted: number, rule: QuantityRule): number {
  const min = sane(rule.minQuantity);
  const step = sane(rule.quantityStep);
  if (wanted < min) return 0;
  return min + Math.floor((Math.floor(wanted) - min) / step) * step;
}

/** How far one press of − or + moves in the given mode. */
export function stepSize(mode: QuantityMode, rule: QuantityRule): number {
  return mode === 'PACK' ? sane(rule.quantityStep) : 1;
}

/** The quantity after +: one step up, snapped to a valid quantity (at least the minimum). */
export function increaseQuantity(current: number, mode: QuantityMode, rule: QuantityRule): number {
  return roundUpQuantity(Math.max(current + stepSize(mode, rule), 1), rule);
}

/** The quantity after −: one step down, snapped down; never below the minimum (removing is its own button). */
export function decreaseQuantity(current: number, mode: QuantityMode, rule: QuantityRule): number {
  const min = sane(rule.minQuantity);
  return Math.max(roundDownQuantity(current - stepSize(mode, rule), rule), min);
}

export interface TypedQuantity {
  /** What will be sent. */
  quantity: number;
  /** True when it differs from what was typed (the user is told). */
  rounded: boolean;
}

/** A typed quantity rounded up to the minimum and step (0 stays 0: remove). */
export function normalizeTypedQuantity(typed: number, rule: QuantityRule): TypedQuantity {
  const quantity = roundUpQuantity(typed, rule);
  return { quantity, rounded: quantity !== typed };
}
