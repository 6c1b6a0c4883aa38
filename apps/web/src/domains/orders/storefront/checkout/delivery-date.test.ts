import { describe, expect, it } from 'vitest';
import { shopToday } from '../../../../lib/shop-calendar';
import { deliveryDateProblem, minDeliveryDate } from './delivery-date';

// Friday 20 November 2026, 23:30 in Rome (22:30 UTC).
const fridayNight = new Date('2026-11-20T22:30:00Z');

describe('delivery date', () => {
  it('counts days in the shop’s time zone', () => {
    expect(shopToday(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(shopToday(fridayNight)).toBe('2026-11-20');
  });

  it('starts at the next working day: Friday → Monday, Monday → Tuesday', () => {
    expect(minDeliveryDate(fridayNight)).toBe('2026-11-23');
    expect(minDeliveryDate(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-24');
  });

  it('accepts empty (as soon as possible) and a working day from the minimum', () => {
    expect(deliveryDateProblem('', fridayNight)).toBeNull();
    expect(deliveryDateProblem('2026-11-23', fridayNight)).toBeNull();
  });

  it('refuses a past day, today, a weekend and nonsense', () => {
    expect(deliveryDateProblem('2026-11-19', fridayNight)).toBe('tooEarly');
    expect(deliveryDateProblem('2026-11-20', fridayNight)).toBe('tooEarly');
    expect(deliveryDateProblem('2026-11-22', fridayNight)).toBe('tooEarly');
    expect(deliveryDateProblem('2026-11-28', fridayNight)).toBe('weekend');
    expect(deliveryDateProblem('2026-02-30', fridayNight)).toBe('invalidDate');
    expect(deliveryDateProblem('tomorrow', fridayNight)).toBe('invalidDate');
  });
});
