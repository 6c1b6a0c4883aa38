// The quantity controls of a product or cart line: the rule itself (minimum, then whole steps,
// rounded up) is the API's, imported from @shop/contract/rules; this adds what only the controls
// need: how far − and + move in each mode, and a typed quantity with its "rounded" flag.
import { roundDownQuantity, roundUpQuantity, wholeRule, type QuantityRule } from '@shop/contract/rules';

/** A product or line as GraphQL gives its quantities. */
export interface ProductQuantities {
  minQuantity: number;
  quantityStep: number;
}

/** Config Set_AddRemoveQtaB2B / Set_AddRemoveQta: PACK steps by the product's step, UNIT by one. */
export type QuantityMode = 'PACK' | 'UNIT';

/** The contract's rule of a product, as it is applied (whole numbers, at least 1). */
export function ruleOf({ minQuantity, quantityStep }: ProductQuantities): QuantityRule {
  return wholeRule({ min: minQuantity, step: quantityStep });
}

/** The smallest quantity the product sells at or above `wanted` (0 and below stay 0: no line). */
export function roundUp(wanted: number, product: ProductQuantities): number {
  return roundUpQuantity(wanted, ruleOf(product));
}

/** How far one press of − or + moves in the given mode. */
export function stepSize(mode: QuantityMode, product: ProductQuantities): number {
  return mode === 'PACK' ? ruleOf(product).step : 1;
}

/** The quantity after +: one step up, snapped to a valid quantity (at least the minimum). */
export function increaseQuantity(current: number, mode: QuantityMode, product: ProductQuantities): number {
  return roundUp(Math.max(current + stepSize(mode, product), 1), product);
}

/** The quantity after −: one step down, snapped down; never below the minimum (removing is its own button). */
export function decreaseQuantity(current: number, mode: QuantityMode, product: ProductQuantities): number {
  const rule = ruleOf(product);
  return Math.max(roundDownQuantity(current - stepSize(mode, product), rule), rule.min);
}

export interface TypedQuantity {
  /** What will be sent. */
  quantity: number;
  /** True when it differs from what was typed (the user is told). */
  rounded: boolean;
}

/** A typed quantity rounded up to the minimum and step (0 stays 0: remove). */
export function normalizeTypedQuantity(typed: number, product: ProductQuantities): TypedQuantity {
  const quantity = roundUp(typed, product);
  return { quantity, rounded: quantity !== typed };
}
