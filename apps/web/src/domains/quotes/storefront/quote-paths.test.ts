import { describe, expect, it } from 'vitest';
import { QUOTES_PATH, quoteDetailPath, quoteNumberOf } from './quote-paths';

describe('quote paths', () => {
  it('puts the number in the path as year/sequence and reads it back', () => {
    expect(quoteDetailPath('P2026/000001')).toBe('/account/quotes/2026/000001');
    expect(quoteNumberOf({ year: '2026', seq: '000001' })).toBe('P2026/000001');
    expect(quoteNumberOf({ year: '2026', seq: '1234567' })).toBe('P2026/1234567');
  });

  it('reads a path that kept the P of the number (notification links)', () => {
    expect(quoteNumberOf({ year: 'P2026', seq: '000001' })).toBe('P2026/000001');
    expect(quoteNumberOf({ year: 'p2026', seq: '000001' })).toBe('P2026/000001');
  });

  it('refuses what cannot be a number', () => {
    expect(quoteNumberOf({ year: '26', seq: '000001' })).toBeNull();
    expect(quoteNumberOf({ year: '2026', seq: 'abc' })).toBeNull();
    expect(quoteNumberOf({ year: 'PP2026', seq: '000001' })).toBeNull();
    expect(quoteNumberOf({})).toBeNull();
    expect(quoteDetailPath('2026/000001')).toBe(QUOTES_PATH);
  });
});
