import { describe, expect, it } from 'vitest';
import { shopDay, shopToday } from './shop-calendar';

describe('shopToday', () => {
  it('is the calendar day in Italy, not UTC', () => {
    expect(shopToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(shopToday(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });

  it('is the same day as shopDay (one shop calendar)', () => {
    const at = new Date('2026-06-30T23:15:00Z');
    expect(shopToday(at)).toBe(shopDay(at));
  });
});
