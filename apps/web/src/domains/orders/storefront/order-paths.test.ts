import { describe, expect, it } from 'vitest';
import { orderConfirmationPath, orderDetailPath, orderNumberOf } from './order-paths';

describe('order paths', () => {
  it('puts the number in the path as year/sequence and reads it back', () => {
    expect(orderDetailPath('2026/000123')).toBe('/account/orders/2026/000123');
    expect(orderConfirmationPath('2026/000123')).toBe('/checkout/confirmation/2026/000123');
    expect(orderNumberOf({ year: '2026', seq: '000123' })).toBe('2026/000123');
  });

  it('refuses what cannot be a number', () => {
    expect(orderNumberOf({ year: '26', seq: '000123' })).toBeNull();
    expect(orderNumberOf({ year: '2026', seq: 'abc' })).toBeNull();
    expect(orderNumberOf({})).toBeNull();
  });
});
