// Issue 26 item 12: "20+10+7.5" printed with a dot in the cart and the order pages.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDiscountChain } from './discount-chain';

describe('a discount chain', () => {
  it('reads with the locale’s decimal separator', () => {
    expect(formatDiscountChain(createIntl({ locale: 'it' }), '20+10+7.5')).toBe('20+10+7,5');
    expect(formatDiscountChain(createIntl({ locale: 'en' }), '20+10+7.5')).toBe('20+10+7.5');
    expect(formatDiscountChain(createIntl({ locale: 'it' }), '')).toBe('');
  });
});
