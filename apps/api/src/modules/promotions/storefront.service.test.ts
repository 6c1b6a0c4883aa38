import { describe, expect, it } from 'vitest';
import { presentPromotion } from './storefront.service';

describe('promotion rules', () => {
  const row = {
    code: 'X',
    kind: 'product',
    titleIt: 'Titolo',
    titleEn: 'Title',
    descriptionIt: 'D',
    descriptionEn: 'D',
    image: '/promo/x.svg',
    validFrom: '2026-01-01',
    validTo: '2026-01-31',
    priceLists: ['p2'],
    clientCodes: [],
    offer: 'percentage',
    discountPct: '5',
    giftEvery: null,
    giftQty: null,
    orderDiscountPct: null,
    minOrderValue: null,
    position: 1,
    active: true,
  };

  it('is applied only on its price lists, and only while in force', () => {
    expect(presentPromotion(row, 'it', 'p2', '2026-01-10').applicata).toBe('S');
    expect(presentPromotion(row, 'it', 'p1', '2026-01-10').applicata).toBe('N');
    expect(presentPromotion(row, 'en', 'p2', '2025-12-31')).toMatchObject({
      applicata: 'N',
      titolo: 'Title',
    });
    expect(presentPromotion({ ...row, priceLists: [] }, 'it', 'p3', '2026-01-31').applicata).toBe('S');
  });
});
