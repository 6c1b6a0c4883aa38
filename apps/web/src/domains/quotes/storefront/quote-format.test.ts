import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { failureOf, formatDay, formatDiscount, formatMoney } from './quote-format';

const it_ = createIntl({ locale: 'it', messages: {}, onError: () => undefined });
const en = createIntl({ locale: 'en', messages: {}, onError: () => undefined });

describe('quote formats', () => {
  it('writes a validity day as that calendar day, whatever the time zone', () => {
    expect(formatDay(it_, '2026-12-31')).toBe('31 dic 2026');
    expect(formatDay(en, '2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay(it_, '2026-03-29', 'long')).toBe('29 marzo 2026');
  });

  it('writes money and discounts in the language of the page', () => {
    expect(formatMoney(it_, 1234.5)).toBe('1234,50\u00a0€');
    expect(formatMoney(en, 1234.5, 3)).toBe('€1,234.500');
    expect(formatDiscount(it_, 12.5)).toBe('12,5%');
    expect(formatDiscount(en, 10)).toBe('10%');
  });

  it('reads the message and field of a refusal', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Scrivi il motivo.', extensions: { code: 'BAD_USER_INPUT', field: 'reason' } }],
    });
    expect(failureOf(it_, error)).toEqual({ text: 'Scrivi il motivo.', field: 'reason' });
    expect(failureOf(it_, new Error('network')).field).toBeUndefined();
  });
});
