import { describe, expect, it } from 'vitest';
import { decreaseQuantity, increaseQuantity, normalizeTypedQuantity, roundUp, stepSize } from './quantity';

const pack6 = { minQuantity: 6, quantityStep: 6 };
const min10step5 = { minQuantity: 10, quantityStep: 5 };
const single = { minQuantity: 1, quantityStep: 1 };

describe('cart quantities', () => {
  it('rounds a typed quantity up to the minimum, then to whole steps from it', () => {
    expect(normalizeTypedQuantity(5, pack6)).toEqual({ quantity: 6, rounded: true });
    expect(normalizeTypedQuantity(13, pack6)).toEqual({ quantity: 18, rounded: true });
    expect(normalizeTypedQuantity(12, pack6)).toEqual({ quantity: 12, rounded: false });
    expect(normalizeTypedQuantity(3, min10step5)).toEqual({ quantity: 10, rounded: true });
    expect(normalizeTypedQuantity(11, min10step5)).toEqual({ quantity: 15, rounded: true });
    expect(normalizeTypedQuantity(7, single)).toEqual({ quantity: 7, rounded: false });
  });

  it('keeps 0 as 0 (the line is removed)', () => {
    expect(normalizeTypedQuantity(0, pack6)).toEqual({ quantity: 0, rounded: false });
    expect(roundUp(-3, pack6)).toBe(0);
  });

  it('steps by the pack in PACK mode and snaps single steps in UNIT mode', () => {
    expect(increaseQuantity(6, 'PACK', pack6)).toBe(12);
    expect(increaseQuantity(0, 'PACK', min10step5)).toBe(10);
    expect(increaseQuantity(10, 'PACK', min10step5)).toBe(15);
    expect(increaseQuantity(3, 'UNIT', single)).toBe(4);
    expect(increaseQuantity(6, 'UNIT', pack6)).toBe(12);
  });

  it('never steps below the minimum with −', () => {
    expect(decreaseQuantity(12, 'PACK', pack6)).toBe(6);
    expect(decreaseQuantity(6, 'PACK', pack6)).toBe(6);
    expect(decreaseQuantity(15, 'UNIT', min10step5)).toBe(10);
    expect(decreaseQuantity(4, 'UNIT', single)).toBe(3);
  });

  it('moves by the step in PACK mode and by one in UNIT mode; a step below 1 counts as 1', () => {
    expect(stepSize('PACK', min10step5)).toBe(5);
    expect(stepSize('UNIT', min10step5)).toBe(1);
    expect(stepSize('PACK', { minQuantity: 1, quantityStep: 0 })).toBe(1);
  });
});
