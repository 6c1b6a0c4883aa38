import { describe, expect, it } from 'vitest';
import { isValidQuantity, roundDownQuantity, roundUpQuantity } from './quantity-rules';

describe('order quantities', () => {
  it.each([
    [1, { min: 1, step: 1 }, 1, false],
    [7, { min: 1, step: 1 }, 7, false],
    [5, { min: 6, step: 6 }, 6, true],
    [7, { min: 6, step: 6 }, 12, true],
    [12, { min: 6, step: 6 }, 12, false],
    [11, { min: 10, step: 5 }, 15, true],
    [4, { min: 3, step: 2 }, 5, true],
    [1_000_001, { min: 1, step: 10 }, 1_000_001, false],
  ])('rounds %i up to %i with %j', (requested, rule, quantity, adjusted) => {
    expect(roundUpQuantity(requested, rule)).toEqual({ quantity, adjusted });
    expect(isValidQuantity(quantity, rule)).toBe(true);
  });

  it.each([
    [11, { min: 6, step: 6 }, 6],
    [5, { min: 6, step: 6 }, 0],
    [14, { min: 10, step: 5 }, 10],
    [3, { min: 1, step: 1 }, 3],
  ])('rounds %i down to %i with %j', (requested, rule, quantity) => {
    expect(roundDownQuantity(requested, rule)).toBe(quantity);
  });

  it('says which quantities are valid', () => {
    expect(isValidQuantity(8, { min: 6, step: 6 })).toBe(false);
    expect(isValidQuantity(0, { min: 1, step: 1 })).toBe(false);
    expect(isValidQuantity(2.5, { min: 1, step: 1 })).toBe(false);
  });
});
