import { describe, expect, it } from 'vitest';
import { settingsFormSchema, settingsFormValues, settingsInput } from './settings-form';

const stored = {
  __typename: 'ShopSettings' as const,
  englishEnabled: true,
  priceDecimals: 2,
  internalPriceDecimals: 3,
  pageSize: 12,
  internalPageSize: 24,
  quantityMode: 'PACK' as const,
  businessQuantityMode: 'UNIT' as const,
  smallScreenBanner: true,
  showSecondCode: false,
  visitorPrices: false,
  visitorCart: true,
  defaultOrderType: 'ORD',
  priceLists: {
    __typename: 'PriceListSelectors' as const,
    p1: 'p1',
    p1B2B: 'p1b2b',
    p2: null,
    p3: 'unknown',
  },
};

describe('the settings form', () => {
  it('round-trips the stored settings into the GraphQL input', () => {
    const values = settingsFormSchema.parse(settingsFormValues(stored));
    expect(settingsInput(values)).toEqual({
      pageSize: 12,
      internalPageSize: 24,
      smallScreenBanner: true,
      showSecondCode: false,
      priceDecimals: 2,
      internalPriceDecimals: 3,
      visitorPrices: false,
      quantityMode: 'PACK',
      businessQuantityMode: 'UNIT',
      defaultOrderType: 'ORD',
      visitorCart: true,
      englishEnabled: true,
      priceLists: { p1: 'p1', p1B2B: 'p1b2b' },
    });
  });

  it('refuses a value out of its rule at its field, and leaves an empty order type out', () => {
    const values = {
      ...settingsFormValues(stored),
      pageSize: '0',
      priceDecimals: '5',
      defaultOrderType: 'A B',
    };
    const result = settingsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'defaultOrderType',
      'pageSize',
      'priceDecimals',
    ]);
    const blank = settingsFormSchema.parse({ ...settingsFormValues(stored), defaultOrderType: ' ' });
    expect(settingsInput(blank)).not.toHaveProperty('defaultOrderType');
  });
});
