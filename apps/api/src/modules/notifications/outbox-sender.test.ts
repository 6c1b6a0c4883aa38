import { describe, expect, it } from 'vitest';
import { retryDelay } from './outbox-sender';

describe('retryDelay', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(retryDelay(1000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
