import { describe, expect, it } from 'vitest';
import { shopDay } from './shop-calendar';

describe('shopDay', () => {
  it('is the calendar day in Italy, not UTC', () => {
    expect(shopDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(shopDay(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });

  it('is the day in Italy in summer time too (UTC+2)', () => {
    expect(shopDay(new Date('2026-06-30T23:15:00Z'))).toBe('2026-07-01');
  });
});
