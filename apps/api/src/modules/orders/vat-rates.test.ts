import { describe, expect, it } from 'vitest';
import { STANDARD_VAT_RATE, vatRateOf } from './vat-rates';

describe('vatRateOf', () => {
  it('gives staples 4 %, the rest of the food 10 %, anything else 22 %', () => {
    expect(vatRateOf('01.01.02')).toBe(4);
    expect(vatRateOf('01.04.01')).toBe(10);
    expect(vatRateOf('02.03.01')).toBe(22);
    expect(vatRateOf('10.01.01')).toBe(22);
  });

  it('does not take a longer code for a prefix, and falls back to the standard rate', () => {
    expect(vatRateOf('011.01.01')).toBe(22);
    expect(vatRateOf(null)).toBe(STANDARD_VAT_RATE);
    expect(vatRateOf('')).toBe(STANDARD_VAT_RATE);
  });
});
