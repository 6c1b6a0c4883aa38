import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import managementEn from '../../../i18n/management-en.json';
import managementIt from '../../../i18n/management-it.json';
import { audienceSummary, ruleSummary, targetsSummary } from './promotion-format';

const it_ = createIntl({ locale: 'it', messages: managementIt });
const en = createIntl({ locale: 'en', messages: managementEn });

describe('a promotion in short', () => {
  it('says the rule of each offer', () => {
    expect(ruleSummary(it_, { offer: 'DISCOUNT', discountPercent: 10 })).toBe('−10%');
    expect(ruleSummary(en, { offer: 'DISCOUNT', discountPercent: 12.5 })).toBe('−12.5%');
    expect(ruleSummary(it_, { offer: 'FREE_GOODS', giftQty: 2, giftEvery: 10 })).toBe('2 ogni 10');
    expect(ruleSummary(it_, { offer: 'NET_PRICE' })).toBe('prezzo netto');
    expect(ruleSummary(it_, { offer: 'ORDER_DISCOUNT', discountPercent: 3, minOrder: 500 })).toBe(
      '−3% da 500\u00a0€',
    );
    expect(ruleSummary(it_, { offer: 'ORDER_DISCOUNT', discountPercent: 3, minOrder: null })).toBe(
      '−3% su ogni ordine',
    );
  });

  it('counts what it applies to, and the whole order for an order discount', () => {
    const counts = { productCount: 12, categoryCount: 0, brandCount: 1 };
    expect(targetsSummary(it_, { offer: 'DISCOUNT', ...counts })).toBe('12 articoli · 1 marchio');
    expect(targetsSummary(it_, { offer: 'ORDER_DISCOUNT', ...counts })).toBe('tutto l’ordine');
  });

  it('names a few clients, then how many more, and the price lists; nobody named is everyone', () => {
    expect(audienceSummary(it_, { clientCodes: [], priceLists: [] })).toBe('tutti');
    expect(audienceSummary(it_, { clientCodes: ['C1', 'C2', 'C3', 'C4'], priceLists: ['P1'] })).toBe(
      'C1, C2, +2 · P1',
    );
    expect(audienceSummary(it_, { clientCodes: [], priceLists: ['P1', 'P1B2B'] })).toBe('P1, P1B2B');
  });
});
