import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('writes Italian digits with € in front and the configured decimals', () => {
    expect(formatPrice(1234.5, 2)).toBe('€\u00a01.234,50');
    expect(formatPrice('0.5', 0)).toBe('€\u00a01');
    expect(formatPrice(12, 3)).toBe('€\u00a012,000');
  });

  it('shows 3 decimals when the caller gives none (spec §9 component default)', () => {
    expect(formatPrice(7.1)).toBe('€\u00a07,100');
  });

  it('keeps the sign on the number and survives values that are not numbers', () => {
    expect(formatPrice(-3.25, 2)).toBe('€\u00a0-3,25');
    expect(formatPrice('abc', 2)).toBe('€ –');
  });

  it('falls back to 3 decimals for a rounding setting out of range', () => {
    expect(formatPrice(1, -1)).toBe('€\u00a01,000');
  });
});
