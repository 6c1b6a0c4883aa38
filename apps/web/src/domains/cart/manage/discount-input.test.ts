import { describe, expect, it } from 'vitest';
import { parseDiscount } from './discount-input';

describe('parseDiscount', () => {
  it('reads percentages with a decimal comma or point, and a trailing %', () => {
    expect(parseDiscount('5')).toBe(5);
    expect(parseDiscount(' 12,5 ')).toBe(12.5);
    expect(parseDiscount('12.25')).toBe(12.25);
    expect(parseDiscount('99,99')).toBe(99.99);
    expect(parseDiscount('7 %')).toBe(7);
  });

  it('reads an empty field as no discount', () => {
    expect(parseDiscount('')).toBe(0);
  });

  it('refuses what is not a percentage below 100 with two decimals at most', () => {
    for (const text of ['100', '-1', 'abc', '5.555', '1e2', '12,', ',5', '5+5']) {
      expect(parseDiscount(text), text).toBeNull();
    }
  });
});
