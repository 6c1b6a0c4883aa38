import { describe, expect, it } from 'vitest';
import { lineOfField, parseQuantity } from './request-lines';

describe('quote request lines', () => {
  it('reads whole quantities from 1 to 1,000,000, thousands dots allowed', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 1.000 ')).toBe(1000);
    expect(parseQuantity('1000000')).toBe(1_000_000);
  });

  it('refuses anything else', () => {
    for (const typed of ['', '0', '-3', '2,5', 'abc', '1000001']) expect(parseQuantity(typed)).toBeNull();
  });

  it('finds the line of a refused argument', () => {
    expect(lineOfField('lines.2.quantity')).toBe(2);
    expect(lineOfField('lines.0.productCode')).toBe(0);
    expect(lineOfField('note')).toBeNull();
    expect(lineOfField(undefined)).toBeNull();
  });
});
