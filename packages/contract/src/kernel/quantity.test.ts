import { describe, expect, it } from 'vitest';
import { isValidQuantity, roundDownQuantity, roundUpQuantity, wholeRule } from './quantity';

describe('order quantities', () => {
  it.each([
    [1, { min: 1, step: 1 }, 1],
    [7, { min: 1, step: 1 }, 7],
    [5, { min: 6, step: 6 }, 6],
    [7, { min: 6, step: 6 }, 12],
    [12, { min: 6, step: 6 }, 12],
    [11, { min: 10, step: 5 }, 15],
    [4, { min: 3, step: 2 }, 5],
    [1_000_001, { min: 1, step: 10 }, 1_000_001],
    // A typed fraction goes up to the next valid quantity.
    [6.2, { min: 6, step: 6 }, 12],
  ])('rounds %d up to %i with %j', (requested, rule, quantity) => {
    expect(roundUpQuantity(requested, rule)).toBe(quantity);
    expect(isValidQuantity(quantity, rule)).toBe(true);
  });

  it('rounds nothing, less or not a number to 0 (no line)', () => {
    for (const requested of [0, -3, Number.NaN])
      expect(roundUpQuantity(requested, { min: 6, step: 6 })).toBe(0);
  });

  it.each([
    [11, { min: 6, step: 6 }, 6],
    [17, { min: 6, step: 6 }, 12],
    [5, { min: 6, step: 6 }, 0],
    [9, { min: 10, step: 5 }, 0],
    [14, { min: 10, step: 5 }, 10],
    [3, { min: 1, step: 1 }, 3],
  ])('rounds %i down to %i with %j', (requested, rule, quantity) => {
    expect(roundDownQuantity(requested, rule)).toBe(quantity);
  });

  it('says which quantities are valid', () => {
    expect(isValidQuantity(18, { min: 6, step: 6 })).toBe(true);
    expect(isValidQuantity(8, { min: 6, step: 6 })).toBe(false);
    expect(isValidQuantity(0, { min: 1, step: 1 })).toBe(false);
    expect(isValidQuantity(2.5, { min: 1, step: 1 })).toBe(false);
  });

  it('reads a minimum or step below 1 (or missing) as 1', () => {
    expect(roundUpQuantity(3, { min: 0, step: 0 })).toBe(3);
    expect(roundDownQuantity(3, { min: Number.NaN, step: -2 })).toBe(3);
    expect(isValidQuantity(2, { min: 0.5, step: 0 })).toBe(true);
    expect(wholeRule({ min: 0, step: 6.5 })).toEqual({ min: 1, step: 6 });
  });
});
