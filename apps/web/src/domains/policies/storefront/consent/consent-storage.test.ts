import { describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  CONSENT_KEY,
  makeConsent,
  oneYearAfter,
  readConsent,
  writeConsent,
} from './consent-storage';

const NOW = new Date('2025-03-10T12:00:00Z');

describe('cookie consent storage', () => {
  it('stores both categories and an expiry one year ahead', () => {
    writeConsent(makeConsent(false, NOW));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '')).toEqual({
      categories: { essential: { active: true }, analytics: { active: false } },
      expiry: Date.parse('2026-03-10T12:00:00Z'),
    });
  });

  it('keeps the calendar day across a leap year', () => {
    expect(new Date(oneYearAfter(new Date('2027-06-01T08:00:00Z'))).toISOString()).toBe(
      '2028-06-01T08:00:00.000Z',
    );
  });

  it('reads a stored choice until it expires', () => {
    writeConsent(makeConsent(true, NOW));
    expect(readConsent(new Date('2026-03-10T11:59:59Z'))?.categories.analytics.active).toBe(true);
    expect(analyticsAllowed(new Date('2026-03-10T11:59:59Z'))).toBe(true);
  });

  it('removes an expired choice and reports none', () => {
    writeConsent(makeConsent(true, NOW));
    expect(readConsent(new Date('2026-03-10T12:00:00Z'))).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'no expiry',
      JSON.stringify({ categories: { essential: { active: true }, analytics: { active: true } } }),
    ],
    [
      'essential off',
      JSON.stringify({
        ...makeConsent(true, NOW),
        categories: { essential: { active: false }, analytics: { active: true } },
      }),
    ],
    ['null', 'null'],
  ])('treats a broken entry (%s) as no choice and removes it', (_name, raw) => {
    localStorage.setItem(CONSENT_KEY, raw);
    expect(readConsent(NOW)).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it('allows analytics only with an active analytics category', () => {
    expect(analyticsAllowed(NOW)).toBe(false);
    writeConsent(makeConsent(false, NOW));
    expect(analyticsAllowed(NOW)).toBe(false);
  });
});
