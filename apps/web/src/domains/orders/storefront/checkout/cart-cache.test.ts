import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CheckoutQuery } from './checkout-documents';
import { emptyCartInCache } from './cart-cache';

const cart = {
  __typename: 'Cart' as const,
  id: 'Cart:current',
  lines: [
    {
      __typename: 'CartLine' as const,
      code: 'AL000001',
      description: 'Pasta',
      quantity: 6,
      freeQuantity: 0,
      unit: 'CF',
      total: 12,
      available: 100,
      price: { __typename: 'LinePrice' as const, netPrice: 2 },
    },
  ],
  summary: {
    __typename: 'CartSummary' as const,
    total: 12,
    units: 6,
    lineCount: 1,
    subtotal: 12,
    headerPromotionCode: null,
    headerDiscount: 0,
    decimals: 2,
  },
};

describe('emptying the cart in the cache after an order', () => {
  it('leaves the one Cart:current entry with no lines and zero totals', () => {
    const cache = new InMemoryCache();
    const variables = { language: 'IT' as const };
    const config = {
      __typename: 'Config' as const,
      settings: { __typename: 'ShopSettings' as const, defaultOrderType: 'ORD' },
    };
    cache.writeQuery({ query: CheckoutQuery, variables, data: { __typename: 'Query', cart, config } });
    emptyCartInCache(cache);
    const after = cache.readQuery({ query: CheckoutQuery, variables });
    expect(after?.cart.lines).toEqual([]);
    expect(after?.cart.summary).toMatchObject({ total: 0, units: 0, lineCount: 0, subtotal: 0, decimals: 2 });
  });

  it('does nothing harmful when no cart was loaded', () => {
    const cache = new InMemoryCache();
    expect(() => emptyCartInCache(cache)).not.toThrow();
  });
});
