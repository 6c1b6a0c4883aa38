// A client's discount chain (`sconti`): percentages applied one after the other, "20+10" = 28 % off.
import { type Money, money } from '../../kernel/money';

export interface DiscountChain {
  /** The percentages in order, zeros left out. */
  steps: Money[];
  /** The chain as shown to the user ("20+10"; "" for none). */
  label: string;
  /** What remains of a price after the chain: 0.72 for "20+10", 1 for none. */
  factor: Money;
}

export class DiscountChainError extends Error {
  override name = 'DiscountChainError';
}

/** More steps than this is a typing error, not a commercial agreement. */
export const MAX_CHAIN_STEPS = 6;
/** One step: 0 to 99.9999, with a dot or an Italian decimal comma ("12,5"). */
const STEP = /^\d{1,2}([.,]\d{1,4})?$/;

export const NO_DISCOUNT: DiscountChain = { steps: [], label: '', factor: money(1) };

function labelOf(step: Money): string {
  // "12.50" reads "12.5", "20.00" reads "20": the chain as a person would write it.
  return step.toString();
}

/** Parses "20+10", "50 + 5 + 2", "12,5+3", "" (none). Throws DiscountChainError on anything else. */
export function parseDiscountChain(text: string | null | undefined): DiscountChain {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return NO_DISCOUNT;
  const parts = trimmed.split('+').map((part) => part.trim());
  if (parts.length > MAX_CHAIN_STEPS) {
    throw new DiscountChainError(`a discount chain has at most ${MAX_CHAIN_STEPS} steps`);
  }
  const steps: Money[] = [];
  for (const part of parts) {
    if (!STEP.test(part)) throw new DiscountChainError(`"${part}" is not a percentage from 0 to 99.9999`);
    const step = money(part.replace(',', '.'));
    if (!step.isZero()) steps.push(step);
  }
  return chainOf(steps);
}

/** The chain of these steps (percentages, each 0 ≤ p < 100). */
export function chainOf(steps: readonly Money[]): DiscountChain {
  const kept = steps.filter((step) => !step.isZero());
  const factor = kept.reduce((rest, step) => rest.times(money(100).minus(step)).dividedBy(100), money(1));
  return { steps: kept, label: kept.map(labelOf).join('+'), factor };
}

/** The chain followed by one more step (a promotion's extra discount on top of the client's chain). */
export function extendChain(chain: DiscountChain, step: Money): DiscountChain {
  return chainOf([...chain.steps, step]);
}

/** The total discount of a chain in percent: 28 for "20+10". */
export function totalDiscountPct(chain: DiscountChain): Money {
  return money(1).minus(chain.factor).times(100);
}
