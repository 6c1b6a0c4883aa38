import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

// Intl separates the euro sign with a no-break space in Italian; compare with ordinary spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formattersFor', () => {
  it('groups thousands in Italian money too (CLDR leaves 4-digit numbers ungrouped)', () => {
    const it_ = formattersFor('it');
    expect(plain(it_.money(1234.5))).toBe('1.234,50 €');
    expect(it_.amount(1234.5)).toBe('1.234,50');
    expect(it_.quantity(1250)).toBe('1.250');
    expect(formattersFor('en').money(1234.5)).toBe('€1,234.50');
  });

  it('keeps up to 4 decimals of a unit price and 3 of a quantity', () => {
    expect(formattersFor('it').unitPrice(1.2345)).toBe('1,2345');
    expect(formattersFor('it').unitPrice(4.3)).toBe('4,30');
    expect(formattersFor('en').quantity(2.5)).toBe('2.5');
  });

  it('prints a calendar date as that day, and a time in Italian local time', () => {
    const f = formattersFor('it');
    expect(f.date('2025-01-01')).toBe('01/01/2025');
    expect(f.dateTime('2025-03-12T07:30:00Z')).toBe('12/03/2025 08:30'); // CET
    expect(f.dateTime('2025-07-01T22:15:00Z')).toBe('02/07/2025 00:15'); // CEST, the next day in Rome
    expect(() => f.date('not a date')).toThrow(RangeError);
  });

  it('writes a discount chain with the reader’s decimal sign', () => {
    expect(formattersFor('it').discounts('20+10+7.5')).toBe('20+10+7,5');
    expect(formattersFor('en').discounts('20+10+7.5')).toBe('20+10+7.5');
    expect(formattersFor('it').discounts('')).toBe('');
  });
});
