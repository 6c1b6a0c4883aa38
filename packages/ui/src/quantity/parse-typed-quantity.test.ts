import { describe, expect, it } from 'vitest';
import { parseTypedQuantity } from './QuantityStepper';

describe('typed quantities', () => {
  it('takes whole numbers, spaces ignored', () => {
    expect(parseTypedQuantity('12')).toBe(12);
    expect(parseTypedQuantity(' 1 000 ')).toBe(1000);
    expect(parseTypedQuantity('0')).toBe(0);
  });

  it('refuses anything else (the field goes back to the quantity it had)', () => {
    expect(parseTypedQuantity('')).toBeNull();
    expect(parseTypedQuantity('-3')).toBeNull();
    expect(parseTypedQuantity('2,5')).toBeNull();
    expect(parseTypedQuantity('abc')).toBeNull();
    expect(parseTypedQuantity('12345678')).toBeNull();
  });
});
