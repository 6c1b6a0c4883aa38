// A quote number's record path (read back by storefront/quote-paths' quoteNumberOf).
import { describe, expect, it } from 'vitest';
import { quotePath } from './paths';

describe('quote paths', () => {
  it('puts the number P<year>/<sequence> in the path, in each language', () => {
    expect(quotePath('P2026/000001', 'it')).toBe('/quotes/2026/000001');
    expect(quotePath('P2026/000012', 'en')).toBe('/en/quotes/2026/000012');
  });
});
